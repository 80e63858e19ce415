import type { TestApp } from './test-app';
import { insertUser, type UserOverrides } from '../factories/user.factory';

export interface SignedInUser {
  user: { id: string; email: string };
  /** A real access token, made by the same code that login uses. */
  accessToken: string;
  /** The user's plain password (null when overridden to have none). */
  password: string | null;
}

/**
 * Inserts a user and signs them in: `Authorization: \`Bearer ${accessToken}\`` reaches
 * routes behind `app.authenticate` with `request.user.id === user.id`.
 */
export async function createSignedInUser(
  testApp: Pick<TestApp, 'app' | 'db'>,
  overrides: UserOverrides = {},
): Promise<SignedInUser> {
  const row = await insertUser(testApp.db, overrides);
  const { accessToken } = testApp.app.accessTokens.issue(row.id);
  return { user: { id: row.id, email: row.email }, accessToken, password: row.password };
}

/** The header object for `app.inject({ headers })`. */
export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}
