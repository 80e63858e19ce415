import { useState } from 'react';
import { AccountPage } from '../../components/account-page';
import { Card } from '../../components/card';
import { SelectField, SwitchField } from '../../components/fields';
import { ACCOUNT_UI, LOCATION_SHARING, PROFILE_VISIBILITY } from '../../texts';
import styles from '../../components/account.module.css';
import { DEFAULT_SETTINGS, type AccountSettings } from './default-settings';
import { SignOutEverywhere } from './sign-out-everywhere';

const UI = ACCOUNT_UI.settings;

/**
 * /settings of SPEC.md §2. How settings are stored is not specified yet, so changes live in
 * the page; 'Export Data' and 'Delete Account' do nothing (PRODUCT.md §5 makes them work).
 */
export function SettingsScreen() {
  const [settings, setSettings] = useState<AccountSettings>(DEFAULT_SETTINGS);
  const set =
    <K extends keyof AccountSettings>(key: K) =>
    (value: AccountSettings[K]) =>
      setSettings((current) => ({ ...current, [key]: value }));

  return (
    <AccountPage title={UI.title} subtitle={UI.subtitle} testId="settings-page">
      <Card title={UI.notifications} description={UI.notificationsHint}>
        <SwitchField
          label={UI.emailNotifications}
          description={UI.emailNotificationsHint}
          checked={settings.emailNotifications}
          onChange={set('emailNotifications')}
        />
        <SwitchField
          label={UI.pushNotifications}
          description={UI.pushNotificationsHint}
          checked={settings.pushNotifications}
          onChange={set('pushNotifications')}
        />
        <SwitchField
          label={UI.smsNotifications}
          description={UI.smsNotificationsHint}
          checked={settings.smsNotifications}
          onChange={set('smsNotifications')}
        />
      </Card>
      <Card title={UI.privacy} description={UI.privacyHint}>
        <div className={styles.grid}>
          <SelectField
            label={UI.profileVisibility}
            name="profileVisibility"
            options={PROFILE_VISIBILITY}
            value={settings.profileVisibility}
            onChange={(event) =>
              set('profileVisibility')(event.target.value as AccountSettings['profileVisibility'])
            }
          />
          <SelectField
            label={UI.locationSharing}
            name="locationSharing"
            options={LOCATION_SHARING}
            value={settings.locationSharing}
            onChange={(event) =>
              set('locationSharing')(event.target.value as AccountSettings['locationSharing'])
            }
          />
        </div>
      </Card>
      <Card title={UI.account} description={UI.accountHint}>
        <div className={styles.actions}>
          <button type="button" className={styles.button}>
            {UI.exportData}
          </button>
          <button type="button" className={styles.dangerButton}>
            {UI.deleteAccount}
          </button>
        </div>
      </Card>
      <SignOutEverywhere />
    </AccountPage>
  );
}
