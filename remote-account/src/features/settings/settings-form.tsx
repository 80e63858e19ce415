import {
  LOCATION_SHARING_CHOICES,
  PROFILE_VISIBILITIES,
  TEXTS,
  errorText,
  type AccountSettingsControls,
  type Settings,
} from 'shared';
import { Card } from '../../components/card';
import { SwitchField } from '../../components/fields';
import { ACCOUNT_UI } from '../../texts';
import styles from '../../components/account.module.css';
import { PushAlerts } from './push-alerts';
import { PhoneNumber } from './phone-number';
import { SettingSelect } from './setting-select';
import own from './settings.module.css';

const UI = ACCOUNT_UI.settings;
const SAVE = TEXTS.settings;

/** What the last change came to: said once, politely (a live region), under the page title. */
function SaveStatus({ saving, saveError, savedCount }: AccountSettingsControls) {
  if (saveError) {
    return (
      <p
        className={`${own.saveStatus} ${own.saveError}`}
        role="alert"
        data-testid="settings-save-status"
      >
        {errorText(saveError, SAVE.saveFailed)}
      </p>
    );
  }
  return (
    <p className={own.saveStatus} role="status" data-testid="settings-save-status">
      {saving ? (
        SAVE.saving
      ) : savedCount > 0 ? (
        <span className={own.saved}>{SAVE.saved}</span>
      ) : null}
    </p>
  );
}

/**
 * The notification toggles and the privacy selects. Each change is saved at once (PUT
 * /users/me/settings with that setting only) and shown before the answer; the status line
 * says 'Saving…', then 'Saved', or the API's error (and the control goes back).
 */
export function SettingsForm({
  controls,
}: {
  controls: AccountSettingsControls & { settings: Settings };
}) {
  const { settings, saving, save } = controls;
  const set =
    <K extends keyof Settings>(key: K) =>
    (value: Settings[K]) =>
      void save({ [key]: value } as Pick<Settings, K>);
  /** A privacy select: its label, name and value are the setting's, and a change saves it. */
  const select = <K extends 'profileVisibility' | 'locationSharing'>(
    key: K,
    options: readonly { value: Settings[K]; label: string }[],
    hints: Record<Settings[K], string>,
  ) => (
    <SettingSelect
      label={UI[key]}
      name={key}
      options={options}
      value={settings[key]}
      hint={hints[settings[key]]}
      onChange={set(key)}
    />
  );

  return (
    <>
      <SaveStatus {...controls} />
      <div aria-busy={saving} className={styles.stack}>
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
          {settings.pushNotifications && <PushAlerts />}
          <SwitchField
            label={UI.smsNotifications}
            description={UI.smsNotificationsHint}
            checked={settings.smsNotifications}
            onChange={set('smsNotifications')}
          />
          <PhoneNumber smsNotifications={settings.smsNotifications} />
        </Card>
        <Card title={UI.privacy} description={UI.privacyHint}>
          <div className={styles.grid}>
            {select('profileVisibility', PROFILE_VISIBILITIES, SAVE.visibilityHint)}
            {select('locationSharing', LOCATION_SHARING_CHOICES, SAVE.locationHint)}
          </div>
        </Card>
      </div>
    </>
  );
}
