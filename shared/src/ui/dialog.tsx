// Our own small modal rather than a headless library: the kit is part of `shared`, a federation
// singleton the host loads on every first visit and that no remote can tree-shake, so whatever
// it imports is paid by every page. React Aria's or Radix's dialog stack (focus scope, portal,
// dismissable layer, aria-hidden, scroll lock) is ~10-20 KB compressed and would be one more
// singleton in every package's federation config; focus-trap alone is smaller but still needs
// the inert background, Escape and focus return around it. What the app needs is short
// (use-modal.ts, focus.ts) and tested here, and the native `inert` attribute does the hard part.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE } from './focus';
import { useModal } from './use-modal';
import styles from './dialog.module.css';

export interface DialogProps {
  /** The heading that names the dialog. Omit it when the content renders its own title… */
  title?: ReactNode;
  /** …and pass that title's id instead. */
  labelledBy?: string;
  describedBy?: string;
  /** `alertdialog` for a question that interrupts (delete this?). */
  role?: 'dialog' | 'alertdialog';
  /**
   * Escape. The backdrop never closes a dialog (a stray click would lose what was typed); a
   * form with something to lose passes a handler that asks first.
   */
  onClose?: () => void;
  /** Beside the title (a close button). */
  headerAction?: ReactNode;
  /** Buttons pinned under the scrolling body. */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** The content is the whole panel: no header, body or footer of the dialog's own. */
  bare?: boolean;
  className?: string;
  layerClassName?: string;
  /** On the panel; its backdrop gets `${testId}-backdrop`. */
  testId?: string;
  children: ReactNode;
}

const SIZE = { small: styles.small, medium: undefined, large: styles.large };

/**
 * A modal over the whole page, rendered into body so no panel's overflow or stacking context
 * can clip it, with what useModal gives (focus in, Tab kept inside, page inert, Escape, focus
 * back to the opener), named by its title.
 */
export function Dialog({
  title,
  labelledBy,
  describedBy,
  role = 'dialog',
  onClose,
  headerAction,
  footer,
  size = 'medium',
  bare = false,
  className,
  layerClassName,
  testId,
  children,
}: DialogProps) {
  const titleId = useId();
  const layerRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const { onKeyDown } = useModal({ dialogRef, layerRef, onClose });

  // A body that scrolls must be reachable by keyboard (WCAG 2.1.1): when nothing in it takes
  // focus, the body itself does. After every render, as the content changes.
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    if (body.querySelector(FOCUSABLE) !== null) body.removeAttribute('tabindex');
    else body.tabIndex = 0;
  });

  const heading =
    title === undefined ? null : (
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
    );

  return createPortal(
    <div ref={layerRef} className={[styles.layer, layerClassName].filter(Boolean).join(' ')}>
      <div
        className={styles.backdrop}
        aria-hidden="true"
        data-testid={testId ? `${testId}-backdrop` : undefined}
      />
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy ?? (title === undefined ? undefined : titleId)}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={[styles.dialog, SIZE[size], bare && styles.bare, className]
          .filter(Boolean)
          .join(' ')}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        {bare ? (
          <>
            {heading}
            {children}
          </>
        ) : (
          <>
            {(heading || headerAction) && (
              <header className={styles.header}>
                {heading}
                {headerAction}
              </header>
            )}
            <div ref={bodyRef} className={styles.body}>
              {children}
            </div>
            {footer && <footer className={styles.footer}>{footer}</footer>}
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
