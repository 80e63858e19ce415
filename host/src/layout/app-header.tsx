import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { TEXTS, signOut, useSession } from 'shared';
import { AppFooter } from './app-footer';
import { PHONE_MENU_ID, PHONE_MENU_LABEL, PhoneMenu } from './phone-menu';
import { RentMapLogo } from './rentmap-logo';
import { UserMenu } from './user-menu';
import { useSignInLocation } from '../routing/sign-in-link';
import styles from './app-header.module.css';

function UserBlock({ onNavigate, inMenu = false }: { onNavigate?: () => void; inMenu?: boolean }) {
  const { isAuthenticated, user } = useSession();
  const signIn = useSignInLocation();
  if (!isAuthenticated) {
    return (
      <Link to={signIn} className={styles.signIn}>
        {TEXTS.signIn}
      </Link>
    );
  }
  return (
    <div className={`${styles.user} ${inMenu ? styles.menuUser : ''}`}>
      {/* The name and email open the account menu: Profile, Settings, My comments, Sign Out. */}
      {user && <UserMenu user={user} onNavigate={onNavigate} />}
      {/* Signed out at once; the server is told to end the session in the background. */}
      <button type="button" className={styles.signOut} onClick={() => void signOut()}>
        {TEXTS.signOut}
      </button>
    </div>
  );
}

export function AppHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand} aria-label={`${TEXTS.productName} home`}>
        <RentMapLogo />
        <span>{TEXTS.productName}</span>
      </Link>
      <div className={styles.wide}>
        <UserBlock />
      </div>
      <button
        ref={menuButtonRef}
        type="button"
        className={styles.menuButton}
        aria-label={PHONE_MENU_LABEL}
        aria-expanded={menuOpen}
        aria-controls={PHONE_MENU_ID}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span />
        <span />
        <span />
      </button>
      <PhoneMenu open={menuOpen} onClose={closeMenu} toggleRef={menuButtonRef}>
        <UserBlock onNavigate={closeMenu} inMenu />
        {/* Inside the menu it is no page footer (contentinfo), just its links. */}
        <AppFooter as="div" className={styles.menuFooter} />
      </PhoneMenu>
    </header>
  );
}
