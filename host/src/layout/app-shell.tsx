import { Outlet } from 'react-router-dom';
import { AppHeader } from './app-header';
import { AppFooter } from './app-footer';
import styles from './app-shell.module.css';

export function AppShell() {
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
