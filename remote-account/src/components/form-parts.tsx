import { ConfirmActions } from 'shared';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './account.module.css';

/** Why a form or a dialog failed, announced at once; nothing while there is no reason. */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {children}
    </p>
  );
}

/**
 * A button whose request is under way while `busy`: disabled, busy for assistive technology,
 * and saying so (`busyLabel`). A submit button unless told otherwise.
 */
export function BusyButton({
  busy,
  label,
  busyLabel,
  disabled,
  className = styles.button,
  type = 'submit',
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  busy: boolean;
  label: ReactNode;
  busyLabel: ReactNode;
}) {
  return (
    <button
      {...rest}
      type={type}
      className={className}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** A form's last row: what it last did (a status), why it failed, and its submit button. */
export function FormFooter({
  statusTestId,
  status,
  failure,
  children,
}: {
  statusTestId: string;
  status: string;
  failure?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.actions}>
      <p role="status" className={styles.hint} data-testid={statusTestId}>
        {status}
      </p>
      <FormAlert>{failure}</FormAlert>
      {children}
    </div>
  );
}

/** A dialog's Cancel, then its confirming button (`children`); Cancel waits while `busy`. */
export function CancelAndConfirm({
  cancelLabel,
  onCancel,
  busy,
  cancelRef,
  children,
}: {
  cancelLabel: string;
  onCancel: () => void;
  busy: boolean;
  cancelRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <ConfirmActions>
      <button
        ref={cancelRef}
        type="button"
        className={styles.button}
        onClick={onCancel}
        disabled={busy}
      >
        {cancelLabel}
      </button>
      {children}
    </ConfirmActions>
  );
}
