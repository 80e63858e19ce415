import { Outlet } from 'react-router-dom';
import { AppHeader } from './app-header';
import { AppFooter } from './app-footer';
import { useCurrentUser } from '../session/use-current-user';
import styles from './app-shell.module.css';

export function AppShell() {
  useCurrentUser();
  return (
    <div className={styles.shell}>
      <AppHeader />
      <div className={styles.content}>
        <Outlet />
      </div>
      <AppFooter className={styles.footer} />
    </div>
  );
}
