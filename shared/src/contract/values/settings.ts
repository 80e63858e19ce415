/**
 * /settings: who sees the author of a comment, whether the map may use the
 * browser's location, and the channels non-security messages may use. The values are what
 * the API stores and speaks (columns of 20261126090000_add_user_preferences); the labels are
 * the product's, word for word.
 */
import type { Choice } from './choices';

/**
 * Profile Visibility. There are no friends in the product: 'friends' ('Friends Only') means
 * signed-in users only (README "Settings"; TEXTS.settings.friendsOnlyHint says so on screen).
 */
export const PROFILE_VISIBILITIES = [
  { value: 'public', label: 'Public' },
  { value: 'friends', label: 'Friends Only' },
  { value: 'private', label: 'Private' },
] as const satisfies readonly Choice[];

export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number]['value'];

/** Location Sharing: what the map's "my location" control does. */
export const LOCATION_SHARING_CHOICES = [
  { value: 'always', label: 'Always' },
  { value: 'when-active', label: 'When Active' },
  { value: 'never', label: 'Never' },
] as const satisfies readonly Choice[];

export type LocationSharing = (typeof LOCATION_SHARING_CHOICES)[number]['value'];

export const PROFILE_VISIBILITY_VALUES = PROFILE_VISIBILITIES.map((choice) => choice.value);

export const LOCATION_SHARING_VALUES = LOCATION_SHARING_CHOICES.map((choice) => choice.value);

/**
 * An account's settings (their schema is SettingsSchema in ../settings.ts, which checks it is
 * this type).
 */
export interface Settings {
  profileVisibility: ProfileVisibility;
  locationSharing: LocationSharing;
  /** Non-security messages by email. */
  emailNotifications: boolean;
  /** Non-security messages by web push. */
  pushNotifications: boolean;
  /** Non-security messages by SMS. */
  smsNotifications: boolean;
}

/** What a new account starts with (the columns' defaults; the product's for the toggles). */
export const DEFAULT_SETTINGS: Settings = {
  profileVisibility: 'private',
  locationSharing: 'when-active',
  emailNotifications: true,
  pushNotifications: true,
  smsNotifications: false,
};

/** The channels a non-security message may go through (the area alerts). */
export type NotificationChannel = 'email' | 'push' | 'sms';
