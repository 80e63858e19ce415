import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './confirm-dialog.module.css';

/** The row of buttons at the foot of a ConfirmDialog. */
export function ConfirmActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/**
 * A modal that asks before something is deleted or decided: a title, what it means (the dialog's
 * description), then the caller's content (fields, error, ConfirmActions). Escape cancels
 * unless busy; Tab stays inside. The caller moves focus in (and back out).
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
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onCancel();
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [
      ...dialog.current.querySelectorAll<HTMLElement>(
        'input:not(:disabled), textarea:not(:disabled), button:not(:disabled)',
      ),
    ];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        className={styles.dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={descriptionId}>{description}</div>
        {children}
      </div>
    </div>
  );
}
