import { useRef, type ReactNode, type RefObject } from 'react';
import { Icon, useModal } from 'shared';
import styles from './phone-menu.module.css';

export const PHONE_MENU_ID = 'app-menu';
export const PHONE_MENU_LABEL = 'Menu';
export const CLOSE_MENU_LABEL = 'Close menu';

/**
 * The phone's slide-in menu: a modal panel over the page (shared's useModal: Tab stays inside,
 * the page behind is inert). It stays mounted so it can slide out. Opening it moves focus to
 * its close button, which sits where the hamburger is (the panel covers it); Escape, the close
 * button or the backdrop close it, and focus goes back to the hamburger, unless a link in the
 * menu already took it elsewhere. Following a link or signing out closes it too; opening the
 * account menu inside it does not.
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
  const layerRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { onKeyDown } = useModal({
    dialogRef: panelRef,
    layerRef,
    open,
    onClose,
    returnFocusRef: toggleRef,
  });

  return (
    // The layer only groups the backdrop and the panel for the modal; it has no box of its own,
    // so the header lays out as if it were not there (the hamburger keeps its place).
    <div ref={layerRef} className={styles.layer}>
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
        // The account menu inside handles its own Escape first (and prevents the default).
        onKeyDown={onKeyDown}
        onClick={(event) => {
          const target = event.target as HTMLElement;
          if (target.closest('a, button') && !target.closest('[aria-haspopup]')) onClose();
        }}
      >
        <div className={styles.top}>
          <button
            type="button"
            className={styles.close}
            aria-label={CLOSE_MENU_LABEL}
            onClick={onClose}
            data-autofocus
          >
            <Icon name="close" size={22} />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
