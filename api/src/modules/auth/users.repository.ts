import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { nowTimestamp } from '../../db/timestamps';
import type { Database, NewUserRow, UserRow } from '../../db/types';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The account whose email or username is `value` in any case: both sign-in names are unique
 * whatever their case (the lower() indexes). Emails are stored lower-case; this also matches
 * rows written before that rule.
 */
function findUserByNameInAnyCase(
  db: Executor,
  column: 'email' | 'username',
  value: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(${sql.ref(column)})`, '=', value.toLowerCase())
    .executeTakeFirst();
}

export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return findUserByNameInAnyCase(db, 'email', email);
}

export function findUserByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  return findUserByNameInAnyCase(db, 'username', username);
}

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByGoogleSubject(
  db: Executor,
  subject: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('google_subject', '=', subject)
    .executeTakeFirst();
}

/**
 * A whole new account's row: who it is (email, name, password or Google subject, whether the
 * email is verified), and otherwise what every account starts with on /profile and /settings,
 * no phone, no moderator role: the columns' defaults in the migrations.
 */
export function newAccountRow(
  account: Pick<
    UserRow,
    'email' | 'password_hash' | 'first_name' | 'last_name' | 'username' | 'google_subject'
  > & { email_verified: 0 | 1 },
): UserRow & NewUserRow {
  const now = nowTimestamp();
  return {
    id: randomUUID(),
    ...account,
    sessions_revoked_at: null,
    phone_number: null,
    phone_verified_at: null,
    budget_range: null,
    room_type: null,
    profile_visibility: 'private',
    location_sharing: 'when-active',
    email_notifications: 1,
    push_notifications: 1,
    sms_notifications: 0,
    is_moderator: 0,
    created_at: now,
    updated_at: now,
  };
}

export async function insertUser(db: Executor, row: NewUserRow): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

export type UserChanges = Partial<
  Pick<
    NewUserRow,
    | 'first_name'
    | 'last_name'
    | 'username'
    | 'password_hash'
    | 'email_verified'
    | 'google_subject'
    | 'budget_range'
    | 'room_type'
  >
>;

export async function updateUser(
  db: Executor,
  id: string,
  changes: UserChanges,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
}

/** Every session of the user ends now: access tokens issued before `at` stop working. */
export async function markSessionsRevoked(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable('users').set({ sessions_revoked_at: at }).where('id', '=', id).execute();
}

/** Which unique index a failed insert or update ran into, if any (both dialects). */
export function uniqueViolation(error: unknown): 'email' | 'username' | 'google' | null {
  // better-sqlite3's errors are not `instanceof Error` across jest's module registries, so
  // read the text (SQLite) and the constraint name (PostgreSQL) without relying on classes.
  const { message = '', constraint = '' } = (error ?? {}) as {
    message?: string;
    constraint?: string;
  };
  const text = `${constraint} ${message}`;
  if (text.includes('users_email_lower_unique')) return 'email';
  if (text.includes('users_username_lower_unique')) return 'username';
  if (/users_google_subject|users\.google_subject/.test(text)) return 'google';
  return null;
}
