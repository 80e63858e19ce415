import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { tokenService } from 'shared';
import { FormMessage } from '../components/form-message';
import { VerifyEmailForm } from '../features/email-verification';
import { AUTH_UI } from '../texts';
import formStyles from '../components/form.module.css';
import panelStyles from './auth-panel.module.css';
import styles from './sign-in-page.module.css';

/**
 * /verify-email: the page the verification email links to (`?email=&code=` verifies at
 * once) and where a code can be typed or sent again.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? tokenService.snapshot.user?.email ?? '';
  const code = params.get('code') ?? '';
  const [verified, setVerified] = useState(false);
  const signedIn = tokenService.isAuthenticated;

  return (
    <main className={styles.page} data-testid="verify-email-page">
      <div className={styles.card}>
        <div className={panelStyles.panel}>
          <div>
            <h1 className={panelStyles.title}>{AUTH_UI.verifyTitle}</h1>
            {!verified && <p className={panelStyles.subtitle}>{AUTH_UI.verifySubtitle}</p>}
          </div>
          {verified ? (
            <div className={formStyles.form}>
              <FormMessage tone="success">{AUTH_UI.verifiedMessage}</FormMessage>
              <Link className={formStyles.primaryButton} to={signedIn ? '/' : '/login'}>
                {signedIn ? AUTH_UI.continueToMap : AUTH_UI.signInSubmit}
              </Link>
            </div>
          ) : (
            <VerifyEmailForm
              initialEmail={email}
              initialCode={code}
              autoSubmit={email !== '' && code !== ''}
              onVerified={() => setVerified(true)}
            />
          )}
        </div>
      </div>
    </main>
  );
}
