import { useEffect, useState } from 'react';
import { useNavigationType } from 'react-router-dom';
import { AccountPage } from '../../components/account-page';
import { Card } from '../../components/card';
import { LoadError, LoadingNotice, SignInCard } from '../../components/notices';
import { ACCOUNT_UI } from '../../texts';
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
        <SignInCard
          title={UI.signInTitle}
          body={UI.signInBody}
          label={UI.signIn}
          onSignIn={askToSignIn}
        />
      )}
      {current.status === 'error' && (
        <Card title={UI.personal}>
          <LoadError message={current.message} retry={current.retry} label={UI.tryAgain} />
        </Card>
      )}
      {current.status === 'loading' && !current.user && (
        <Card title={UI.personal}>
          <LoadingNotice text={UI.loading} status />
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
