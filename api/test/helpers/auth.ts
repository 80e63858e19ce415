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

/** `Authorization` headers for `user`, none for an anonymous request (null). */
export function bearerOf(user: Pick<SignedInUser, 'accessToken'> | null): {
  authorization?: string;
} {
  return user ? bearer(user.accessToken) : {};
}

/**
 * What the API says of an account (GET /api/users/me, sign-up and sign-in answers): `names`,
 * and for the rest what a new account with a password has.
 */
export function accountProfile(names: {
  id: unknown;
  email: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  emailVerified: boolean;
}) {
  return {
    ...names,
    budgetRange: null,
    roomType: null,
    hasPassword: true,
    isModerator: false,
    phoneNumber: null,
    phoneVerified: false,
  };
}

export interface SignedInPair {
  readonly alice: SignedInUser;
  readonly bob: SignedInUser;
}

/**
 * Two signed-in users for a describe block, made once before its tests or, with `each`,
 * before each test (then what one test posts never counts towards the next one's publishing
 * quota, nor makes its text a duplicate). Read them inside tests.
 */
export function useSignedInPair(
  testApp: Pick<TestApp, 'app' | 'db'>,
  when: 'all' | 'each' = 'all',
): SignedInPair {
  let pair: { alice: SignedInUser; bob: SignedInUser } | undefined;
  (when === 'each' ? beforeEach : beforeAll)(async () => {
    pair = { alice: await createSignedInUser(testApp), bob: await createSignedInUser(testApp) };
  });
  const get = () => {
    if (!pair)
      throw new Error('The signed-in users are made before each test (use them inside one).');
    return pair;
  };
  return {
    get alice() {
      return get().alice;
    },
    get bob() {
      return get().bob;
    },
  };
}
