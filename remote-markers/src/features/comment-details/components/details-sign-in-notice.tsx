import { TEXTS, bus } from 'shared';
import buttons from '../../../components/button.module.css';
import { DETAILS_TEXTS } from '../texts';
import styles from './details-sign-in-notice.module.css';

interface DetailsSignInNoticeProps {
  /** Leaves the comment's page for the map page. */
  onDismiss: () => void;
}

/**
 * A shared link (`/places/{id}`) opened signed out: the place is on the map and in the list,
 * but details are for signed-in users, so this says so without blocking the page.
 */
export function DetailsSignInNotice({ onDismiss }: DetailsSignInNoticeProps) {
  return (
    <div className={styles.notice} role="status">
      <p className={styles.text}>{TEXTS.markers.signInToViewDetails}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary} ${buttons.small}`}
          onClick={() => bus.emit('auth:required', { reason: TEXTS.markers.signInToViewDetails })}
        >
          {DETAILS_TEXTS.signIn}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={onDismiss}>
          {DETAILS_TEXTS.notNow}
        </button>
      </div>
    </div>
  );
}
