import { useId, type ReactNode } from 'react';
import { Dialog } from './dialog';
import styles from './dialog.module.css';

/** The row of buttons at the foot of a ConfirmDialog. */
export function ConfirmActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/**
 * A modal that asks before something is deleted or decided: a title, what it means (the
 * dialog's description), then the caller's content (fields, error, ConfirmActions). Escape
 * cancels unless busy (what is under way cannot be left half done).
 */
export function ConfirmDialog({
  role = 'dialog',
  title,
  description,
  busy,
  onCancel,
  testId,
  children,
}: {
  role?: 'dialog' | 'alertdialog';
  title: string;
  description: ReactNode;
  busy: boolean;
  onCancel: () => void;
  testId: string;
  children: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <Dialog
      bare
      role={role}
      title={title}
      describedBy={descriptionId}
      onClose={busy ? undefined : onCancel}
      size="small"
      className={styles.confirm}
      testId={testId}
    >
      <div id={descriptionId}>{description}</div>
      {children}
    </Dialog>
  );
}
