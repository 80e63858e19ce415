import {
  DEFAULT_SETTINGS,
  LOCATION_SHARING_VALUES,
  PROFILE_VISIBILITY_VALUES,
  type LocationSharing,
  type ProfileVisibility,
  type Settings,
  type UpdateSettingsPayload,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import { nowTimestamp } from '../../db/timestamps';
import { UnauthorizedError } from '../../errors';
import { signedInAccount } from '../auth/signed-in-account';
import {
  findSettings,
  updateSettings,
  type SettingsChanges,
  type SettingsRow,
} from './settings.repository';

function oneOf<V extends string>(values: readonly V[], value: string, fallback: V): V {
  return (values as readonly string[]).includes(value) ? (value as V) : fallback;
}

/** The contract's Settings from the row; a value no longer offered reads as the default. */
export function toSettings(row: SettingsRow): Settings {
  return {
    profileVisibility: oneOf<ProfileVisibility>(
      PROFILE_VISIBILITY_VALUES,
      row.profile_visibility,
      DEFAULT_SETTINGS.profileVisibility,
    ),
    locationSharing: oneOf<LocationSharing>(
      LOCATION_SHARING_VALUES,
      row.location_sharing,
      DEFAULT_SETTINGS.locationSharing,
    ),
    emailNotifications: Boolean(row.email_notifications),
    pushNotifications: Boolean(row.push_notifications),
    smsNotifications: Boolean(row.sms_notifications),
  };
}

export async function getSettings(db: Db, userId: string): Promise<Settings> {
  return toSettings(signedInAccount(await findSettings(db, userId)));
}

/** Saves the settings that were sent (the route's schema checked their values). */
export async function updateCurrentSettings(
  db: Db,
  userId: string,
  payload: UpdateSettingsPayload,
): Promise<Settings> {
  const changes: SettingsChanges = {};
  if (payload.profileVisibility !== undefined) {
    changes.profile_visibility = payload.profileVisibility;
  }
  if (payload.locationSharing !== undefined) changes.location_sharing = payload.locationSharing;
  if (payload.emailNotifications !== undefined) {
    changes.email_notifications = payload.emailNotifications ? 1 : 0;
  }
  if (payload.pushNotifications !== undefined) {
    changes.push_notifications = payload.pushNotifications ? 1 : 0;
  }
  if (payload.smsNotifications !== undefined) {
    changes.sms_notifications = payload.smsNotifications ? 1 : 0;
  }
  if (Object.keys(changes).length > 0) {
    const found = await updateSettings(db, userId, changes, nowTimestamp());
    if (!found) throw new UnauthorizedError();
  }
  return getSettings(db, userId);
}
