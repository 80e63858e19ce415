import { useEffect, useState } from 'react';
import { useNavigationType } from 'react-router-dom';
import { AccountPage } from '../../components/account-page';
import { Card } from '../../components/card';
import { ACCOUNT_UI } from '../../texts';
import styles from '../../components/account.module.css';
import { useCurrentUser } from './use-current-user';
import { ProfileForm } from './profile-form';
import { ChangePasswordForm } from './change-password-form';
import { askToSignIn, shouldAskOnOpen } from './sign-in-prompt';

const UI = ACCOUNT_UI.profile;

/**
 * /profile. Someone signed out who opens it is asked to sign in; coming back to it from the
 * sign-in modal shows a Sign In button instead of asking again (see sign-in-prompt.ts).
 */
export function ProfileScreen() {
  const current = useCurrentUser();
  const navigationType = useNavigationType();
  // Decided when the page opens; signing out while here shows the Sign In card instead.
  const [askOnOpen] = useState(
    () => current.status === 'anonymous' && shouldAskOnOpen(navigationType),
  );

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
      {current.status === 'ready' && <ChangePasswordForm user={current.user} />}
    </AccountPage>
  );
}
