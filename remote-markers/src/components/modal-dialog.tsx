import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal-dialog.module.css';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

interface ModalDialogProps {
  title: ReactNode;
  children: ReactNode;
  /**
   * Called on Escape; the backdrop never closes a dialog. A form with something to lose
   * passes a handler that asks first (Add and Edit Comment).
   */
  onClose?: () => void;
  /** Buttons pinned under the scrolling body. */
  footer?: ReactNode;
  size?: 'medium' | 'large';
  testId?: string;
}

/**
 * A modal over the whole page (z-index 2000, above the map's panes and controls): rendered
 * into body so no panel's overflow or stacking context can clip it; focus moves in, stays in
 * (Tab wraps) and goes back to where it came from when the dialog closes.
 */
export function ModalDialog({
  title,
  children,
  onClose,
  footer,
  size = 'medium',
  testId,
}: ModalDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
    first?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // A body that scrolls must be reachable by keyboard (WCAG 2.1.1): when nothing in it takes
  // focus (Comment Details without photos), the body itself does. After every render, as the
  // content changes (a photo that failed to load leaves).
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    if (body.querySelector(FOCUSABLE) !== null) body.removeAttribute('tabindex');
    else body.tabIndex = 0;
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current?.();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.backdrop} data-testid={testId ? `${testId}-backdrop` : undefined}>
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${size === 'large' ? styles.large : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        </header>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
