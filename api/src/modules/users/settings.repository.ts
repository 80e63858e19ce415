import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/types';

type Executor = Kysely<Database> | Transaction<Database>;

/** The settings columns of `users` (20261126090000_add_user_preferences). */
export type SettingsRow = Pick<
  UserRow,
  | 'profile_visibility'
  | 'location_sharing'
  | 'email_notifications'
  | 'push_notifications'
  | 'sms_notifications'
>;

export interface SettingsChanges {
  profile_visibility?: string;
  location_sharing?: string;
  email_notifications?: number;
  push_notifications?: number;
  sms_notifications?: number;
}

const SETTINGS_COLUMNS = [
  'profile_visibility',
  'location_sharing',
  'email_notifications',
  'push_notifications',
  'sms_notifications',
] as const;

export function findSettings(db: Executor, userId: string): Promise<SettingsRow | undefined> {
  return db
    .selectFrom('users')
    .select(SETTINGS_COLUMNS)
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Writes the given columns of one user; resolves to whether the user exists. */
export async function updateSettings(
  db: Executor,
  userId: string,
  changes: SettingsChanges,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ ...changes, updated_at: updatedAt })
    .where('id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
