import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  MODERATION_LIMITS,
  REPORT_REASONS,
  TEXTS,
  errorText,
  toApiError,
  type ReportReason,
  Dialog,
} from 'shared';
import buttons from '../button.module.css';
import { FormDialogFooter } from '../form-dialog-footer';
import form from '../form-field.module.css';
import { NoticeDialog } from './notice-dialog';
import { NOTICE_TEXTS } from './notice-texts';
import { reportComment } from './report-comment';
import styles from './report-dialog.module.css';

const T = TEXTS.moderation;
const MAX_DETAILS = MODERATION_LIMITS.reportDetailsMaxLength;

/** How the report ended: the dialog then says so, with Close only. */
type Outcome = 'sent' | 'already-reported';

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
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const formId = `${useId()}-report`;
  const detailsId = useId();
  const counterId = useId();
  const problemId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  // Send report is gone once it ended: focus goes to Close, not to the page behind.
  useEffect(() => {
    if (outcome) closeRef.current?.focus();
  }, [outcome]);

  const trimmed = details.trim();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const invalid =
      reason === null ? T.chooseReason : reason === 'other' && !trimmed ? T.detailsRequired : null;
    setProblem(invalid);
    if (reason === null || invalid) return;
    setSending(true);
    try {
      await reportComment(commentId, trimmed ? { reason, details: trimmed } : { reason });
      setOutcome('sent');
    } catch (error) {
      if (toApiError(error)?.code === 'ALREADY_REPORTED') setOutcome('already-reported');
      else setProblem(errorText(error, T.reportFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      title={T.reportTitle}
      onClose={onClose}
      testId="report-dialog"
      footer={
        outcome ? (
          <button ref={closeRef} type="button" className={buttons.button} onClick={onClose}>
            {T.close}
          </button>
        ) : (
          <FormDialogFooter
            formId={formId}
            busy={sending}
            cancel={T.cancel}
            submit={T.sendReport}
            submitting={T.sending}
            onCancel={onClose}
          />
        )
      }
    >
      {outcome ? (
        <p role="status" className={styles.outcome}>
          {outcome === 'sent' ? T.reportSent : T.alreadyReported}
        </p>
      ) : (
        <form
          id={formId}
          className={form.form}
          onSubmit={(event) => void submit(event)}
          aria-busy={sending}
          noValidate
        >
          <fieldset className={styles.reasons} disabled={sending}>
            <legend className={styles.legend}>{T.reasonLegend}</legend>
            {REPORT_REASONS.map((value, index) => (
              <label key={value} className={styles.reason}>
                <input
                  type="radio"
                  name={`${formId}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setProblem(null);
                  }}
                  data-autofocus={index === 0 ? true : undefined}
                />
                {T.reasons[value]}
              </label>
            ))}
          </fieldset>

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
      )}
    </Dialog>
  );
}
