import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { AUTH_UI } from '../texts';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  /** A show-password toggle inside the field. */
  revealable?: boolean;
  /** The field that gets focus when its view opens. */
  autoFocusTarget?: boolean;
}

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({
  label,
  error,
  hint,
  optional = false,
  revealable = false,
  autoFocusTarget = false,
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> {AUTH_UI.optional}</span>}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          id={id}
          type={revealable && revealed ? 'text' : type}
          className={[styles.input, revealable ? styles.inputWithToggle : '', className]
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
            aria-label={AUTH_UI.showPassword}
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <EyeIcon crossed={revealed} />
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

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed && (
        <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      )}
    </svg>
  );
}
