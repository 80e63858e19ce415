import type { ReactNode } from 'react';
import styles from './account.module.css';

/** The frame of /profile and /settings: a title, a line about it, then cards. */
export function AccountPage({
  title,
  subtitle,
  children,
  testId,
  wide = false,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  testId?: string;
  /** Room for side-by-side content (the moderation page's photo matches and audit log). */
  wide?: boolean;
}) {
  return (
    <main className={wide ? `${styles.page} ${styles.wide}` : styles.page} data-testid={testId}>
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{title}</h1>
        <p className={styles.pageSubtitle}>{subtitle}</p>
      </header>
      {children}
    </main>
  );
}
