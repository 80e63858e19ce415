import { useId } from 'react';
import { MODERATION_LIMITS } from 'shared';
import account from '../../components/account.module.css';
import { BusyButton, FormAlert } from '../../components/form-parts';
import { useRequiredText } from '../../components/use-required-text';
import styles from './my-comments.module.css';
import { MY_NOTICES_UI as UI } from './texts';

const MAX = MODERATION_LIMITS.noticeAnswerMaxLength;

/**
 * The author's one answer to an open notice. A blank answer is refused here; the API's refusal
 * (answered already, decided meanwhile) is said under the field, and what was typed stays.
 */
export function NoticeAnswerForm({ onAnswer }: { onAnswer: (answer: string) => Promise<void> }) {
  const { text, change, invalid, failure, busy, field, submit } = useRequiredText(
    // On success the notice shows the answer, and this form is gone.
    onAnswer,
    UI.answerFailed,
  );
  const id = useId();

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
          value={text}
          maxLength={MAX}
          required
          rows={3}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${hintId} ${countId} ${errorId}` : `${hintId} ${countId}`}
          onChange={(event) => change(event.target.value)}
          readOnly={busy}
        />
        <div className={styles.answerHints}>
          <p id={hintId} className={account.hint}>
            {UI.answerHint}
          </p>
          <p id={countId} className={`${account.hint} ${styles.counter}`}>
            {UI.answerCount(text.length, MAX)}
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
