import { FormMessage } from './form-message';
import styles from './form.module.css';

/**
 * The form's submit control; while a request runs it says so and cannot be pressed again.
 * `error`, the message about the whole form, stands just before it.
 */
export function SubmitButton({
  label,
  busyLabel,
  busy,
  disabled = false,
  error = null,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
  error?: string | null;
}) {
  return (
    <>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <button
        type="submit"
        className={styles.primaryButton}
        disabled={busy || disabled}
        aria-busy={busy || undefined}
      >
        {busy && <span className={styles.spinner} aria-hidden="true" />}
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
