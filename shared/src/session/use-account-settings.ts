/** The page's one settings store and its React hooks (see account-settings.ts). */
import { useEffect, useSyncExternalStore } from 'react';
import { tokenService } from '../auth/session';
import type { LocationSharing, Settings, UpdateSettingsPayload } from '../contract/settings';
import { call } from '../auth/api';
import { AccountSettingsStore, type AccountSettingsState } from './account-settings';

function isSettings(value: unknown): value is Settings {
  if (typeof value !== 'object' || value === null) return false;
  const { profileVisibility, locationSharing } = value as Partial<Record<keyof Settings, unknown>>;
  return typeof profileVisibility === 'string' && typeof locationSharing === 'string';
}

async function settingsOf(request: Promise<unknown>): Promise<Settings> {
  const settings = await request;
  if (!isSettings(settings)) throw new Error('The answer holds no settings.');
  return settings;
}

export const accountSettings = new AccountSettingsStore({
  tokenService,
  fetchSettings: () => settingsOf(call('currentUserSettings')),
  saveSettings: (changes: UpdateSettingsPayload) =>
    settingsOf(call('updateCurrentUserSettings', { body: changes })),
});

export interface AccountSettingsControls extends AccountSettingsState {
  save(changes: UpdateSettingsPayload): Promise<Settings | null>;
  /** Asks the server again (after a failed load). */
  reload(): Promise<Settings | null>;
}

const save = (changes: UpdateSettingsPayload) => accountSettings.save(changes);
const reload = () => accountSettings.load(true);

/** The signed-in user's settings, fetched when first needed for each person. */
export function useAccountSettings(): AccountSettingsControls {
  const state = useSyncExternalStore(
    accountSettings.subscribe,
    accountSettings.getSnapshot,
    accountSettings.getSnapshot,
  );
  const signedIn = state.status !== 'anonymous';
  useEffect(() => {
    if (signedIn) void accountSettings.load();
  }, [signedIn]);
  return { ...state, save, reload };
}

/**
 * What the map's "my location" control does: the signed-in user's Location Sharing; for a
 * visitor, or when the settings cannot be read, 'when-active' (ask when pressed). null while
 * a signed-in user's settings are on their way, so that 'always' is not missed at start.
 */
export function useLocationSharing(): LocationSharing | null {
  const { status, settings } = useAccountSettings();
  if (status === 'anonymous' || status === 'error') return 'when-active';
  return status === 'ready' && settings ? settings.locationSharing : null;
}
