export {
  SessionStore,
  USER_FRESH_MS,
  type SessionState,
  type SessionStoreOptions,
  type UserStatus,
  type ConfigStatus,
} from './session-store';
export { session } from './page-session';
export {
  useSession,
  useClientConfig,
  usePhotoBaseUrl,
  type UseSessionOptions,
} from './use-session';
export {
  AccountSettingsStore,
  type AccountSettingsState,
  type AccountSettingsStatus,
  type AccountSettingsStoreOptions,
} from './account-settings';
export {
  accountSettings,
  useAccountSettings,
  useLocationSharing,
  type AccountSettingsControls,
} from './use-account-settings';
