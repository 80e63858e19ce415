import { useId, useState } from 'react';
import {
  MODERATION_LIMITS,
  NOTICE_REASONS,
  NOTICE_ROLES,
  call,
  type NoticeReason,
  type NoticeRole,
} from 'shared';
import form from '../form-field.module.css';
import { NOTICE_TEXTS as T } from './notice-texts';
import { Choice } from './choice';
import { OutcomeDialog, useSentOnce } from './outcome-dialog';
import styles from './report-dialog.module.css';

interface NoticeDialogProps {
  commentId: string;
  onClose: () => void;
}

/**
 * A landlord, agent or owner objects to a passage of a comment: who they are, what is wrong,
 * the passage word for word and why. The comment stays up under review. A notice kept, or one
 * already open (409 NOTICE_ALREADY_FILED), ends the dialog with a line saying so; any other
 * refusal (the passage is not in the text, a moderator already kept it, too many open or
 * sent today) shows the API's words and keeps what was typed.
 */
export function NoticeDialog({ commentId, onClose }: NoticeDialogProps) {
  const [role, setRole] = useState<NoticeRole | null>(null);
  const [reason, setReason] = useState<NoticeReason | null>(null);
  const [quote, setQuote] = useState('');
  const [explanation, setExplanation] = useState('');
  const { problem, sending, outcome, submit, clearProblem } = useSentOnce({
    sent: T.sent,
    alreadyCode: 'NOTICE_ALREADY_FILED',
    already: T.alreadyFiled,
    failed: T.failed,
  });
  const formId = `${useId()}-notice`;
  const ids = { quote: useId(), explanation: useId(), hint: useId(), terms: useId() };
  const problemId = useId();

  const send = submit(() => {
    if (role === null) return T.chooseRole;
    if (reason === null) return T.chooseReason;
    if (!quote.trim()) return T.quoteRequired;
    if (!explanation.trim()) return T.explanationRequired;
    const body = { role, reason, quote: quote.trim(), explanation: explanation.trim() };
    return () => call('fileCommentNotice', { params: { id: commentId }, body });
  });

  const described = (id: string) => `${id}${problem ? ` ${problemId}` : ''}`;

  return (
    <OutcomeDialog
      title={T.title}
      testId="notice-dialog"
      formId={formId}
      busy={sending}
      texts={{ cancel: T.cancel, submit: T.send, submitting: T.sending, close: T.close }}
      outcome={outcome}
      onClose={onClose}
    >
      <form
        id={formId}
        className={form.form}
        onSubmit={(event) => void send(event)}
        aria-busy={sending}
        aria-describedby={ids.terms}
        noValidate
      >
        <Choice
          legend={T.roleLegend}
          name={`${formId}-role`}
          values={NOTICE_ROLES}
          words={T.roles}
          chosen={role}
          disabled={sending}
          autoFocus
          onChoose={(value) => {
            setRole(value);
            clearProblem();
          }}
        />
        <Choice
          legend={T.reasonLegend}
          name={`${formId}-reason`}
          values={NOTICE_REASONS}
          words={T.reasons}
          chosen={reason}
          disabled={sending}
          onChoose={(value) => {
            setReason(value);
            clearProblem();
          }}
        />
        <TextField
          id={ids.quote}
          label={T.quote}
          hint={T.quoteHint}
          hintId={ids.hint}
          value={quote}
          max={MODERATION_LIMITS.noticeQuoteMaxLength}
          rows={2}
          disabled={sending}
          describedBy={described}
          onChange={setQuote}
        />
        <TextField
          id={ids.explanation}
          label={T.explanation}
          value={explanation}
          max={MODERATION_LIMITS.noticeExplanationMaxLength}
          rows={4}
          disabled={sending}
          describedBy={described}
          onChange={setExplanation}
        />
        <p id={ids.terms} className={styles.terms}>
          {T.terms}
        </p>
        {problem && (
          <p id={problemId} className={form.problem} role="alert">
            {problem}
          </p>
        )}
      </form>
    </OutcomeDialog>
  );
}

/** A labelled text area with its count of characters (and a hint when given). */
function TextField(props: {
  id: string;
  label: string;
  hint?: string;
  hintId?: string;
  value: string;
  max: number;
  rows: number;
  disabled: boolean;
  describedBy: (id: string) => string;
  onChange: (value: string) => void;
}) {
  const counterId = `${props.id}-count`;
  const ownIds = props.hintId ? `${props.hintId} ${counterId}` : counterId;
  return (
    <div className={form.field}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint && (
        <span id={props.hintId} className={styles.hint}>
          {props.hint}
        </span>
      )}
      <textarea
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        maxLength={props.max}
        rows={props.rows}
        className={styles.details}
        required
        aria-describedby={props.describedBy(ownIds)}
        disabled={props.disabled}
      />
      <span id={counterId} className={styles.counter}>
        {T.count.replace('{count}', String(props.value.length)).replace('{max}', String(props.max))}
      </span>
    </div>
  );
}
