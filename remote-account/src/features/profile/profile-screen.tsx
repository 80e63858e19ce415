import { useEffect, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { bus } from 'shared';
import { AccountPage } from '../../components/account-page';
import { Card } from '../../components/card';
import { ACCOUNT_UI } from '../../texts';
import styles from '../../components/account.module.css';
import { useCurrentUser } from './api/get-current-user';
import { ProfileForm } from './profile-form';

const UI = ACCOUNT_UI.profile;

function askToSignIn() {
  bus.emit('auth:required', { reason: 'profile' });
}

/**
 * /profile. Someone signed out who opens it is asked to sign in, once: coming back to it
 * (closing the sign-in modal goes back one step) shows a Sign In button instead of asking
 * again, so the way back is never a loop.
 */
export function ProfileScreen() {
  const current = useCurrentUser();
  const navigationType = useNavigationType();
  const { key } = useLocation();
  const cameBack = navigationType === 'POP' && key !== 'default';
  // Decided when the page opens; signing out while here shows the Sign In card instead.
  const [askOnOpen] = useState(() => current.status === 'anonymous' && !cameBack);

  useEffect(() => {
    if (askOnOpen) askToSignIn();
  }, [askOnOpen]);

  return (
    <AccountPage title={UI.title} subtitle={UI.subtitle} testId="profile-page">
      {current.status === 'anonymous' && (
        <Card title={UI.signInTitle}>
          <div className={styles.notice}>
            <p>{UI.signInBody}</p>
            <button type="button" className={styles.primaryButton} onClick={askToSignIn}>
              {UI.signIn}
            </button>
          </div>
        </Card>
      )}
      {current.status === 'error' && (
        <Card title={UI.personal}>
          <div className={styles.notice} role="alert">
            <p className={styles.error}>{current.message}</p>
            <button type="button" className={styles.button} onClick={current.retry}>
              {UI.tryAgain}
            </button>
          </div>
        </Card>
      )}
      {current.status === 'loading' && !current.user && (
        <Card title={UI.personal}>
          <div aria-busy="true" role="status" className={styles.notice}>
            <p>{UI.loading}</p>
            <div className={styles.skeleton} style={{ width: '100%' }} />
          </div>
        </Card>
      )}
      {current.status !== 'anonymous' && current.user && (
        // Mounted afresh once the fetched user replaces the one the page already knew.
        <ProfileForm key={`${current.user.id}-${current.status}`} user={current.user} />
      )}
    </AccountPage>
  );
}
