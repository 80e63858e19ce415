import { useEffect, useRef } from 'react';
import account from '../../components/account.module.css';
import { ConfirmActions, ConfirmDialog } from '../../components/confirm-dialog';
import { WATCHED_AREAS_UI as UI } from './texts';
import styles from './watched-areas.module.css';

/**
 * Asks before an area is deleted (its alerts and its feed go with it): focus starts on
 * Cancel, Escape cancels, Tab stays inside. `error` is the API's message when it failed.
 */
export function ConfirmDeleteAreaDialog({
  name,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  name: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    cancel.current?.focus();
    return () => before?.focus?.();
  }, []);

  return (
    <ConfirmDialog
      role="alertdialog"
      title={UI.confirmTitle}
      description={
        <>
          <p className={styles.dialogName}>{name}</p>
          <p>{UI.confirmBody}</p>
        </>
      }
      busy={busy}
      onCancel={onCancel}
      testId="confirm-delete-area-dialog"
    >
      {error && (
        <p className={account.error} role="alert">
          {error}
        </p>
      )}
      <ConfirmActions>
        <button
          ref={cancel}
          type="button"
          className={account.button}
          onClick={onCancel}
          disabled={busy}
        >
          {UI.cancel}
        </button>
        <button
          type="button"
          className={account.dangerButton}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? UI.deleting : UI.confirmDelete}
        </button>
      </ConfirmActions>
    </ConfirmDialog>
  );
}
