import { Outlet } from 'react-router-dom';
import { AppHeader } from './app-header';
import { AppFooter } from './app-footer';
import { AppNotice } from './app-notice';
import styles from './app-shell.module.css';

export function AppShell() {
  return (
    <div className={styles.shell}>
      <AppHeader />
      <div className={styles.content}>
        <AppNotice />
        <Outlet />
      </div>
      <AppFooter className={styles.footer} />
    </div>
  );
}
