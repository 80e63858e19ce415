import { TEXTS, bus, errorText, useAccountSettings } from 'shared';
import { AccountPage } from '../../components/account-page';
import { Card } from '../../components/card';
import { LoadError, LoadingNotice, SignInCard } from '../../components/notices';
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
        <SignInCard
          title={SETTINGS.signInTitle}
          body={SETTINGS.signInBody}
          label={TEXTS.signIn}
          onSignIn={askToSignIn}
        />
      )}
      {status === 'error' && (
        <Card title={UI.notifications}>
          <LoadError
            message={errorText(controls.loadError, SETTINGS.loadFailed)}
            retry={() => void controls.reload()}
            label={SETTINGS.tryAgain}
          />
        </Card>
      )}
      {status === 'loading' && !settings && (
        <Card title={UI.notifications}>
          <LoadingNotice text={SETTINGS.loading} status />
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
