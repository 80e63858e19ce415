import { useEffect, useRef } from 'react';
import account from '../../components/account.module.css';
import { ConfirmActions, ConfirmDialog } from '../../components/confirm-dialog';
import styles from './my-comments.module.css';
import { MY_COMMENTS_UI as UI } from './texts';

/**
 * Asks before a comment is deleted: a modal dialog (focus starts on Cancel, Escape cancels,
 * Tab stays inside), naming what goes. `error` is the API's message when deleting failed.
 */
export function ConfirmDeleteDialog({
  address,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  address: string;
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
          <p className={styles.dialogAddress}>{address}</p>
          <p>{UI.confirmBody}</p>
        </>
      }
      busy={busy}
      onCancel={onCancel}
      testId="confirm-delete-dialog"
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
