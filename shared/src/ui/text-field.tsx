import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { TEXTS } from '../texts';
import { Icon } from './icon';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A line under the field about what to enter. */
  hint?: ReactNode;
  /** Shown under the field, announced, and marks it invalid. */
  error?: string;
  /** '(optional)' after the label. */
  optional?: boolean;
  /** Beside the label, e.g. a verification badge; part of the field's description. */
  status?: ReactNode;
  /** A show-password toggle inside the field. */
  revealable?: boolean;
  /** The field that gets focus when its view (a dialog, a tab) opens: `data-autofocus`. */
  autoFocusTarget?: boolean;
}

/**
 * A labelled input of every form (sign-in, sign-up, the account's pages): its status, hint and
 * error are its description for screen readers, in that order, and an error marks it invalid.
 */
export function TextField({
  label,
  hint,
  error,
  optional = false,
  status,
  revealable = false,
  autoFocusTarget = false,
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const describedBy = [status ? statusId : null, hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  const labelElement = (
    <label htmlFor={id} className={styles.label}>
      {label}
      {optional && <span className={styles.optional}> {TEXTS.field.optional}</span>}
    </label>
  );
  return (
    <div className={styles.field}>
      {status ? (
        <div className={styles.labelRow}>
          {labelElement}
          <span id={statusId}>{status}</span>
        </div>
      ) : (
        labelElement
      )}
      <div className={styles.control}>
        <input
          {...input}
          id={id}
          type={revealable && revealed ? 'text' : type}
          className={[styles.input, revealable && styles.withToggle, className]
            .filter(Boolean)
            .join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          data-autofocus={autoFocusTarget || undefined}
        />
        {revealable && (
          <button
            type="button"
            className={styles.reveal}
            aria-label={TEXTS.field.showPassword}
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <Icon name={revealed ? 'eyeCrossed' : 'eye'} strokeWidth={1.8} />
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
