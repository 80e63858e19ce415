import { useId, useState } from 'react';
import { MODERATION_LIMITS, REPORT_REASONS, TEXTS, type ReportReason } from 'shared';
import buttons from '../button.module.css';
import form from '../form-field.module.css';
import { Choice } from './choice';
import { NoticeDialog } from './notice-dialog';
import { NOTICE_TEXTS } from './notice-texts';
import { reportComment } from './report-comment';
import { OutcomeDialog, useSentOnce } from './outcome-dialog';
import styles from './report-dialog.module.css';

const T = TEXTS.moderation;
const MAX_DETAILS = MODERATION_LIMITS.reportDetailsMaxLength;

interface ReportDialogProps {
  commentId: string;
  onClose: () => void;
}

/**
 * Report a comment: one of the five reasons, details (needed for 'Other'), Send report; or,
 * for the landlord, agent or owner of the place, the notice form in its place.
 * A report kept, or one this reader already sent (409 ALREADY_REPORTED), ends the dialog with
 * a line saying so; any other refusal (429: too many reports) shows the API's words and keeps
 * what was chosen and typed.
 */
export function ReportDialog({ commentId, onClose }: ReportDialogProps) {
  // A landlord, agent or owner objects by a notice instead: it keeps the comment up.
  const [asNotice, setAsNotice] = useState(false);
  if (asNotice) return <NoticeDialog commentId={commentId} onClose={onClose} />;
  return <ReportForm commentId={commentId} onClose={onClose} onNotice={() => setAsNotice(true)} />;
}

function ReportForm({
  commentId,
  onClose,
  onNotice,
}: ReportDialogProps & { onNotice: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const { problem, sending, outcome, submit, clearProblem } = useSentOnce({
    sent: T.reportSent,
    alreadyCode: 'ALREADY_REPORTED',
    already: T.alreadyReported,
    failed: T.reportFailed,
  });
  const formId = `${useId()}-report`;
  const detailsId = useId();
  const counterId = useId();
  const problemId = useId();

  const trimmed = details.trim();
  const send = submit(() => {
    if (reason === null) return T.chooseReason;
    if (reason === 'other' && !trimmed) return T.detailsRequired;
    return () => reportComment(commentId, trimmed ? { reason, details: trimmed } : { reason });
  });

  return (
    <OutcomeDialog
      title={T.reportTitle}
      testId="report-dialog"
      formId={formId}
      busy={sending}
      texts={{ cancel: T.cancel, submit: T.sendReport, submitting: T.sending, close: T.close }}
      outcome={outcome}
      onClose={onClose}
    >
      <form
        id={formId}
        className={form.form}
        onSubmit={(event) => void send(event)}
        aria-busy={sending}
        noValidate
      >
        <Choice
          legend={T.reasonLegend}
          name={`${formId}-reason`}
          values={REPORT_REASONS}
          words={T.reasons}
          chosen={reason}
          disabled={sending}
          autoFocus
          onChoose={(value) => {
            setReason(value);
            clearProblem();
          }}
        />

        <div className={form.field}>
          <label htmlFor={detailsId}>{reason === 'other' ? T.details : T.detailsOptional}</label>
          <textarea
            id={detailsId}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            maxLength={MAX_DETAILS}
            rows={3}
            className={styles.details}
            required={reason === 'other'}
            aria-invalid={problem === T.detailsRequired}
            aria-describedby={`${counterId}${problem ? ` ${problemId}` : ''}`}
            disabled={sending}
          />
          <span id={counterId} className={styles.counter}>
            {T.detailsCount
              .replace('{count}', String(details.length))
              .replace('{max}', String(MAX_DETAILS))}
          </span>
        </div>

        {problem && (
          <p id={problemId} className={form.problem} role="alert">
            {problem}
          </p>
        )}
        <p className={styles.offer}>
          {NOTICE_TEXTS.offer}
          <button
            type="button"
            className={`${buttons.button} ${buttons.small}`}
            onClick={onNotice}
            disabled={sending}
          >
            {NOTICE_TEXTS.offerButton}
          </button>
        </p>
      </form>
    </OutcomeDialog>
  );
}
