import { useState } from 'react';
import { Icon, useSession } from 'shared';
import styles from './first-visit-hint.module.css';

/** Where the dismissal is remembered: on this browser, for good. */
export const FIRST_VISIT_HINT_KEY = 'rentmap:first-visit-hint-dismissed';

export const FIRST_VISIT_HINT = {
  signedOut: 'Click the map to pin a place; sign in to comment.',
  signedIn: 'Click the map to pin a place, then add your comment about it.',
  dismiss: 'Dismiss the hint',
} as const;

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(FIRST_VISIT_HINT_KEY) !== null;
  } catch {
    // Storage blocked (private mode, a policy): show the hint; dismissing hides it for now.
    return false;
  }
}

function rememberDismissed(): void {
  try {
    localStorage.setItem(FIRST_VISIT_HINT_KEY, new Date().toISOString());
  } catch {
    // Not remembered across visits, which only means the hint may show again.
  }
}

/**
 * A first visit says what to do on the map. A note, not a dialog: it takes no focus and
 * covers little of the map; its dismissal is remembered in localStorage.
 */
export function FirstVisitHint() {
  const [visible, setVisible] = useState(() => !wasDismissed());
  const { isAuthenticated } = useSession();
  if (!visible) return null;

  return (
    <div className={styles.hint} role="note" aria-label="Getting started">
      <p className={styles.text}>
        {isAuthenticated ? FIRST_VISIT_HINT.signedIn : FIRST_VISIT_HINT.signedOut}
      </p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={FIRST_VISIT_HINT.dismiss}
        onClick={() => {
          rememberDismissed();
          setVisible(false);
        }}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
