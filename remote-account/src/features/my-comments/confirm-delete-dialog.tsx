import { useEffect, useId, useRef } from 'react';
import account from '../../components/account.module.css';
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
  const titleId = useId();
  const bodyId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    cancel.current?.focus();
    return () => before?.focus?.();
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onCancel();
    }
    if (event.key === 'Tab' && dialog.current) {
      const buttons = [
        ...dialog.current.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
      ];
      const first = buttons[0];
      const last = buttons.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
        data-testid="confirm-delete-dialog"
      >
        <h2 id={titleId} className={styles.dialogTitle}>
          {UI.confirmTitle}
        </h2>
        <div id={bodyId}>
          <p className={styles.dialogAddress}>{address}</p>
          <p>{UI.confirmBody}</p>
        </div>
        {error && (
          <p className={account.error} role="alert">
            {error}
          </p>
        )}
        <div className={styles.dialogActions}>
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
        </div>
      </div>
    </div>
  );
}
