import { useEffect, useState } from 'react';
import { TEXTS, bus } from 'shared';
import styles from './app-notice.module.css';

/**
 * Page-wide messages ('app:notice' on the bus) in a status region over the content, kept
 * while the user moves on (e.g. 'Your account was deleted…' after /settings sends them to
 * the map) until they dismiss it or the next one replaces it. The live region is always
 * there, so screen readers announce what arrives in it; it is not a second role=status on
 * pages that have their own.
 */
export function AppNotice() {
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const subscription = bus.on('app:notice').subscribe((notice) => setMessage(notice.message));
    return () => subscription.unsubscribe();
  }, []);

  return (
    <div aria-live="polite" aria-atomic="true" className={styles.region} data-testid="app-notice">
      {message && (
        <div className={styles.notice}>
          <p className={styles.message}>{message}</p>
          <button type="button" className={styles.dismiss} onClick={() => setMessage(null)}>
            {TEXTS.accountData.dismiss}
          </button>
        </div>
      )}
    </div>
  );
}
