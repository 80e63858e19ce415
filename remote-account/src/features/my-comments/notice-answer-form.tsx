import { useId, useRef, useState, type FormEvent } from 'react';
import { MODERATION_LIMITS, errorText } from 'shared';
import account from '../../components/account.module.css';
import { BusyButton, FormAlert } from '../../components/form-parts';
import styles from './my-comments.module.css';
import { MY_NOTICES_UI as UI } from './texts';

const MAX = MODERATION_LIMITS.noticeAnswerMaxLength;

/**
 * The author's one answer to an open notice. A blank answer is refused here; the API's refusal
 * (answered already, decided meanwhile) is said under the field, and what was typed stays.
 */
export function NoticeAnswerForm({ onAnswer }: { onAnswer: (answer: string) => Promise<void> }) {
  const [answer, setAnswer] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = answer.trim();
    if (!trimmed) {
      setInvalid(true);
      field.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      // On success the notice shows the answer, and this form is gone.
      await onAnswer(trimmed);
    } catch (error) {
      setFailure(errorText(error, UI.answerFailed));
      setBusy(false);
    }
  };

  const hintId = `${id}-hint`;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <form className={styles.answerForm} onSubmit={(event) => void submit(event)} noValidate>
      <div className={account.field}>
        <label htmlFor={id} className={account.label}>
          {UI.answerLabel}
        </label>
        <textarea
          ref={field}
          id={id}
          className={`${account.input} ${styles.answer}`}
          value={answer}
          maxLength={MAX}
          required
          rows={3}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${hintId} ${countId} ${errorId}` : `${hintId} ${countId}`}
          onChange={(event) => {
            setAnswer(event.target.value);
            if (event.target.value.trim()) setInvalid(false);
          }}
          readOnly={busy}
        />
        <div className={styles.answerHints}>
          <p id={hintId} className={account.hint}>
            {UI.answerHint}
          </p>
          <p id={countId} className={`${account.hint} ${styles.counter}`}>
            {UI.answerCount(answer.length, MAX)}
          </p>
        </div>
        <FormAlert id={errorId}>{invalid && UI.answerRequired}</FormAlert>
      </div>
      <FormAlert>{failure}</FormAlert>
      <div>
        <BusyButton busy={busy} label={UI.sendAnswer} busyLabel={UI.sendingAnswer} />
      </div>
    </form>
  );
}
