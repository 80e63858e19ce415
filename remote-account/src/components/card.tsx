import { useId, type ReactNode } from 'react';
import styles from './account.module.css';

/** A titled section of an account page. */
export function Card({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {title}
        </h2>
        {description && <p className={styles.cardDescription}>{description}</p>}
      </header>
      <div className={styles.cardBody}>{children}</div>
    </section>
  );
}
