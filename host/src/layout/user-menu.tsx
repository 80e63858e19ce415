import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { APP_PATHS, TEXTS, displayName, signOut, type User } from 'shared';
import styles from './user-menu.module.css';

/** Where the menu's links go; 'My comments' is its own page (remote-account). */
export const USER_MENU_LINKS = [
  { path: APP_PATHS.profile, label: TEXTS.userMenu.profile },
  { path: APP_PATHS.settings, label: TEXTS.userMenu.settings },
  { path: APP_PATHS.myComments, label: TEXTS.userMenu.myComments },
  { path: APP_PATHS.watchedAreas, label: TEXTS.watchedAreas.menuItem },
] as const;

/** Only moderators see the way to the moderation page. */
const MODERATION_LINK = { path: APP_PATHS.moderation, label: TEXTS.moderationPage.menuItem };

function menuLinks(user: User | null): readonly { path: string; label: string }[] {
  return user?.isModerator ? [...USER_MENU_LINKS, MODERATION_LINK] : USER_MENU_LINKS;
}

type Focus = 'first' | 'last' | null;

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

function focusMenuItem(menu: HTMLElement | null, where: Focus): void {
  const all = menuItems(menu);
  (where === 'first' ? all[0] : where === 'last' ? all[all.length - 1] : undefined)?.focus();
}

/**
 * The signed-in user's block as a menu button (WAI-ARIA APG "menu button"): it shows the
 * display name and email and opens Profile, Settings, My comments (Moderation for a
 * moderator) and Sign Out. Enter, Space
 * or ↓ open it on the first item, ↑ on the last; ↑ ↓ Home End move; Escape closes and puts
 * focus back on the button; Tab or a click elsewhere closes it.
 */
export function UserMenu({
  user,
  email,
  onNavigate,
}: {
  user: User | null;
  /** Shown while the user is still loading (the token says who, not the name). */
  email?: string;
  /** Told when an item was chosen (the phone menu closes itself). */
  onNavigate?: () => void;
}) {
  const [open, setOpen] = useState(false);
  // Which item to focus once the menu shows (set with the click or key that opens it).
  const pendingFocus = useRef<Focus>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const menuId = useId();

  const items = () => menuItems(menuRef.current);
  const focusItem = (where: Focus) => focusMenuItem(menuRef.current, where);

  useEffect(() => {
    if (!open) return;
    focusMenuItem(menuRef.current, pendingFocus.current);
    pendingFocus.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function openAt(where: Focus) {
    if (open) {
      focusItem(where);
      return;
    }
    pendingFocus.current = where;
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => all[(to + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1);
        break;
      case 'ArrowUp':
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(all.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  }

  function choose(path: string) {
    close(false);
    onNavigate?.();
    navigate(path);
  }

  const name = user ? displayName(user) : (email ?? '');
  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(null))}
        onKeyDown={onButtonKeyDown}
        data-testid="user-menu-button"
      >
        <span className={styles.identity}>
          <span className={styles.name}>{name}</span>
          {user && <span className={styles.email}>{user.email}</span>}
        </span>
        <svg
          className={styles.chevron}
          viewBox="0 0 12 12"
          width="12"
          height="12"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={TEXTS.userMenu.label}
        className={styles.menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {menuLinks(user).map((link) => (
          <li key={link.path} role="none">
            <a
              role="menuitem"
              tabIndex={-1}
              href={link.path}
              className={styles.item}
              onClick={(event) => {
                // A plain click stays in the app; a modified one opens a tab as a link does.
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                choose(link.path);
              }}
            >
              {link.label}
            </a>
          </li>
        ))}
        <li role="none" className={styles.separator}>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            className={styles.item}
            onClick={() => {
              close(false);
              onNavigate?.();
              // Signed out at once; the server is told to end the session in the background.
              void signOut();
            }}
          >
            {TEXTS.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
