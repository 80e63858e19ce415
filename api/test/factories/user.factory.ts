import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/kysely';
import type { NewUserRow } from '../../src/db/types';
import { hashPassword } from '../../src/modules/auth/passwords';

let sequence = 0;

export const DEFAULT_TEST_PASSWORD = 'correct horse battery';

/**
 * The default password's real argon2id hash, made once per test file's process and shared by
 * the users that keep that password: one hash costs tens of milliseconds, and thousands of
 * test users are made. A user with a password of their own gets a hash of their own.
 */
let defaultPasswordHash: Promise<string> | undefined;
function hashOf(password: string): Promise<string> {
  if (password !== DEFAULT_TEST_PASSWORD) return hashPassword(password);
  defaultPasswordHash ??= hashPassword(DEFAULT_TEST_PASSWORD);
  return defaultPasswordHash;
}

export interface UserOverrides extends Partial<NewUserRow> {
  /** Plain password to hash into password_hash (default DEFAULT_TEST_PASSWORD); null: none. */
  password?: string | null;
}

/** Inserts a users row with a real argon2id hash; each call gets its own email. */
export async function insertUser(
  db: Db,
  overrides: UserOverrides = {},
): Promise<NewUserRow & { password: string | null }> {
  sequence += 1;
  const { password = DEFAULT_TEST_PASSWORD, ...columns } = overrides;
  const now = new Date().toISOString();
  // An established account unless told otherwise: new ones have lower publishing quotas.
  const weekAgo = new Date(Date.now() - 7 * 24 * 3_600_000).toISOString();
  const row: NewUserRow = {
    id: randomUUID(),
    email: `user${sequence}.${randomUUID().slice(0, 8)}@example.com`,
    password_hash: password === null ? null : await hashOf(password),
    first_name: null,
    last_name: null,
    username: null,
    email_verified: 1,
    created_at: weekAgo,
    updated_at: now,
    ...columns,
  };
  await db.insertInto('users').values(row).execute();
  return { ...row, password };
}
