import { Type, type Static } from 'typebox';

/**
 * /settings (SPEC.md §2): who sees the author of a comment, whether the map may use the
 * browser's location, and the channels non-security messages may use. The values are what
 * the API stores and speaks (columns of 20261126090000_add_user_preferences); the labels are
 * SPEC.md §2's, word for word.
 */
export interface SettingOption<V extends string = string> {
  value: V;
  label: string;
}

/**
 * Profile Visibility. There are no friends in the product: 'friends' ('Friends Only') means
 * signed-in users only (README "Settings"; TEXTS.settings.friendsOnlyHint says so on screen).
 */
export const PROFILE_VISIBILITIES = [
  { value: 'public', label: 'Public' },
  { value: 'friends', label: 'Friends Only' },
  { value: 'private', label: 'Private' },
] as const satisfies readonly SettingOption[];
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number]['value'];

/** Location Sharing: what the map's "my location" control does. */
export const LOCATION_SHARING_CHOICES = [
  { value: 'always', label: 'Always' },
  { value: 'when-active', label: 'When Active' },
  { value: 'never', label: 'Never' },
] as const satisfies readonly SettingOption[];
export type LocationSharing = (typeof LOCATION_SHARING_CHOICES)[number]['value'];

export const PROFILE_VISIBILITY_VALUES = PROFILE_VISIBILITIES.map((option) => option.value);
export const LOCATION_SHARING_VALUES = LOCATION_SHARING_CHOICES.map((option) => option.value);

export const ProfileVisibilitySchema = Type.Enum(PROFILE_VISIBILITY_VALUES, {
  description:
    "Who sees the author's name on their comments: public (everyone), friends (signed-in " +
    "users only; the product has no friends), private (nobody: 'A renter')",
});
export const LocationSharingSchema = Type.Enum(LOCATION_SHARING_VALUES, {
  description:
    'The map\'s "my location" control: always (centre on the user at start), when-active ' +
    '(ask when the control is pressed), never (no control)',
});

export const SettingsSchema = Type.Object({
  profileVisibility: ProfileVisibilitySchema,
  locationSharing: LocationSharingSchema,
  emailNotifications: Type.Boolean({ description: 'Non-security messages by email' }),
  pushNotifications: Type.Boolean({ description: 'Non-security messages by web push' }),
  smsNotifications: Type.Boolean({ description: 'Non-security messages by SMS' }),
});
export type Settings = Static<typeof SettingsSchema>;

/** What a new account starts with (the columns' defaults; SPEC.md §2 for the toggles). */
export const DEFAULT_SETTINGS: Settings = {
  profileVisibility: 'private',
  locationSharing: 'when-active',
  emailNotifications: true,
  pushNotifications: true,
  smsNotifications: false,
};

/** PUT /users/me/settings: any of the settings; those left out stay as they are. */
export const UpdateSettingsBody = Type.Object(
  {
    profileVisibility: Type.Optional(ProfileVisibilitySchema),
    locationSharing: Type.Optional(LocationSharingSchema),
    emailNotifications: Type.Optional(SettingsSchema.properties.emailNotifications),
    pushNotifications: Type.Optional(SettingsSchema.properties.pushNotifications),
    smsNotifications: Type.Optional(SettingsSchema.properties.smsNotifications),
  },
  {
    // A misspelt setting is a 400, never silently ignored.
    additionalProperties: false,
    description: 'Settings left out stay as they are.',
  },
);
export type UpdateSettingsPayload = Static<typeof UpdateSettingsBody>;

/** The channels a non-security message may go through (issue 17's alerts). */
export type NotificationChannel = 'email' | 'push' | 'sms';
