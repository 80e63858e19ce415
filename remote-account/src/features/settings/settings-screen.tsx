import { TEXTS, bus, errorText, useAccountSettings } from 'shared';
import { AccountPage } from '../../components/account-page';
import { Card } from '../../components/card';
import { ACCOUNT_UI } from '../../texts';
import styles from '../../components/account.module.css';
import { DeleteAccount } from './delete-account';
import { ExportData } from './export-data';
import { SettingsForm } from './settings-form';
import { SignOutEverywhere } from './sign-out-everywhere';

const UI = ACCOUNT_UI.settings;
const SETTINGS = TEXTS.settings;

const askToSignIn = () => bus.emit('auth:required', { reason: 'settings' });

/**
 * /settings. The settings are kept with the account on the server (GET/PUT
 * /users/me/settings through the page's one settings store in `shared`), so they follow the
 * user to every device, and the map reads Location Sharing from the same store.
 */
export function SettingsScreen() {
  const controls = useAccountSettings();
  const { status, settings } = controls;

  return (
    <AccountPage title={UI.title} subtitle={UI.subtitle} testId="settings-page">
      {status === 'anonymous' && (
        <Card title={SETTINGS.signInTitle}>
          <div className={styles.notice}>
            <p>{SETTINGS.signInBody}</p>
            <button type="button" className={styles.primaryButton} onClick={askToSignIn}>
              {TEXTS.signIn}
            </button>
          </div>
        </Card>
      )}
      {status === 'error' && (
        <Card title={UI.notifications}>
          <div className={styles.notice} role="alert">
            <p className={styles.error}>{errorText(controls.loadError, SETTINGS.loadFailed)}</p>
            <button type="button" className={styles.button} onClick={() => void controls.reload()}>
              {SETTINGS.tryAgain}
            </button>
          </div>
        </Card>
      )}
      {status === 'loading' && !settings && (
        <Card title={UI.notifications}>
          <div aria-busy="true" role="status" className={styles.notice}>
            <p>{SETTINGS.loading}</p>
            <div className={styles.skeleton} style={{ width: '100%' }} />
          </div>
        </Card>
      )}
      {status === 'ready' && settings && <SettingsForm controls={{ ...controls, settings }} />}
      <Card title={UI.account} description={UI.accountHint}>
        <div className={styles.actions}>
          <ExportData />
          <DeleteAccount />
        </div>
      </Card>
      <SignOutEverywhere />
    </AccountPage>
  );
}
