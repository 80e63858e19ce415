import styles from './form.module.css';

/** The form's submit control; while a request runs it says so and cannot be pressed again. */
export function SubmitButton({
  label,
  busyLabel,
  busy,
  disabled = false,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      className={styles.primaryButton}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
