import { TEXTS } from 'shared';
import styles from '../../components/account.module.css';

export function EmailVerificationBadge({ verified }: { verified: boolean }) {
  return (
    <span
      className={`${styles.badge} ${verified ? styles.badgeVerified : styles.badgeUnverified}`}
      data-testid="email-verification"
    >
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        {verified ? (
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
        ) : (
          <path d="M8 2.5v7M8 12v1.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        )}
      </svg>
      {verified ? TEXTS.auth.verified : TEXTS.auth.notVerified}
    </span>
  );
}
