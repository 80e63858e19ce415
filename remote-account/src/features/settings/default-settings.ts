import type { LOCATION_SHARING, PROFILE_VISIBILITY } from '../../texts';

export interface AccountSettings {
  emailNotifications: boolean;
  pushNotifications: boolean;
  smsNotifications: boolean;
  profileVisibility: (typeof PROFILE_VISIBILITY)[number];
  locationSharing: (typeof LOCATION_SHARING)[number];
}

/**
 * SPEC.md §2: email and push on, SMS off. The selects' defaults are not specified: the
 * profile starts public (as RentMap is about sharing places) and location is shared only
 * while the app is in use.
 */
export const DEFAULT_SETTINGS: AccountSettings = {
  emailNotifications: true,
  pushNotifications: true,
  smsNotifications: false,
  profileVisibility: 'Public',
  locationSharing: 'When Active',
};
