import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { keepTabInside } from './use-focus-trap';
import styles from './phone-menu.module.css';

export const PHONE_MENU_ID = 'app-menu';
export const PHONE_MENU_LABEL = 'Menu';
export const CLOSE_MENU_LABEL = 'Close menu';

/**
 * The phone's slide-in menu: a modal panel over the page. Opening it moves focus to its close
 * button, which sits where the hamburger is (the panel covers it); Escape, the close button
 * or the backdrop close it, and focus goes back to the hamburger. Following a link or
 * signing out closes it too; opening the account menu inside it does not.
 */
export function PhoneMenu({
  open,
  onClose,
  toggleRef,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The hamburger that opened the menu: focus returns to it. */
  toggleRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) {
      closeRef.current?.focus();
    } else if (wasOpen.current) {
      // Back to the hamburger, unless the menu's link already took focus somewhere else.
      const active = document.activeElement;
      if (!active || active === document.body || panelRef.current?.contains(active)) {
        toggleRef.current?.focus();
      }
    }
    wasOpen.current = open;
  }, [open, toggleRef]);

  return (
    <>
      <div
        className={`${styles.backdrop} ${open ? styles.open : ''}`}
        onClick={onClose}
        aria-hidden="true"
        data-testid="phone-menu-backdrop"
      />
      <div
        ref={panelRef}
        id={PHONE_MENU_ID}
        role="dialog"
        aria-modal="true"
        aria-label={PHONE_MENU_LABEL}
        className={`${styles.menu} ${open ? styles.open : ''}`}
        aria-hidden={!open}
        inert={!open}
        onKeyDown={(event) => {
          // The account menu inside handles its own Escape first (and prevents the default).
          if (event.key === 'Escape' && !event.defaultPrevented) {
            event.preventDefault();
            onClose();
            return;
          }
          keepTabInside(event);
        }}
        onClick={(event) => {
          const target = event.target as HTMLElement;
          if (target.closest('a, button') && !target.closest('[aria-haspopup]')) onClose();
        }}
      >
        <div className={styles.top}>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={CLOSE_MENU_LABEL}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
