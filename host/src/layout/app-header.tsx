import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TEXTS, signOut, useSession } from 'shared';
import { AppFooter } from './app-footer';
import { RentMapLogo } from './rentmap-logo';
import { UserMenu } from './user-menu';
import { useSignInLocation } from '../routing/sign-in-link';
import styles from './app-header.module.css';

function UserBlock({ onNavigate }: { onNavigate?: () => void }) {
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
    <div className={styles.user}>
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
        type="button"
        className={styles.menuButton}
        aria-label="Menu"
        aria-expanded={menuOpen}
        aria-controls="app-menu"
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span />
        <span />
        <span />
      </button>
      <div
        className={`${styles.backdrop} ${menuOpen ? styles.open : ''}`}
        onClick={() => setMenuOpen(false)}
        aria-hidden="true"
      />
      <aside
        id="app-menu"
        className={`${styles.menu} ${menuOpen ? styles.open : ''}`}
        aria-label="Menu"
        aria-hidden={!menuOpen}
        inert={!menuOpen}
        onClick={(event) => {
          // Following a link or signing out closes the menu; opening the account menu does not.
          const target = event.target as HTMLElement;
          if (target.closest('a, button') && !target.closest('[aria-haspopup]')) {
            setMenuOpen(false);
          }
        }}
      >
        <UserBlock onNavigate={() => setMenuOpen(false)} />
        <AppFooter className={styles.menuFooter} />
      </aside>
    </header>
  );
}
