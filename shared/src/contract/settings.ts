import { Type, type Static } from 'typebox';
import type { SameType } from './same-type';
import {
  LOCATION_SHARING_VALUES,
  PROFILE_VISIBILITY_VALUES,
  type Settings,
} from './values/settings';

// The TypeBox schemas of this part of the contract, for the API and its OpenAPI document; its
// constants and rules, which the browser runs too, are values/settings.ts.
export * from './values/settings';

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

// Settings is written out in values/settings.ts, which the browser runs without TypeBox: this
// fails to compile when it and the schema part ways.
const _settingsMatchSchema: SameType<Static<typeof SettingsSchema>, Settings> = true;

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
