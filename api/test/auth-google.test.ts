import { insertUser } from './factories/user.factory';
import { type GoogleStandIn, useTestAppWithGoogle } from './helpers/google-stand-in';
import { getMe, injectFrom, login } from './helpers/auth-requests';
import { useTestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';

const CLIENT_ID = 'rentmap-test.apps.googleusercontent.com';

describe('POST /api/auth/google', () => {
  const { google, t } = useTestAppWithGoogle({ GOOGLE_CLIENT_ID: CLIENT_ID });

  let sequence = 0;
  const account = (overrides: Partial<Parameters<GoogleStandIn['addToken']>[1]> = {}) => {
    sequence += 1;
    return google.addToken(`ya29.token-${sequence}`, {
      sub: `10000000000000000${sequence}`,
      email: `google${sequence}@gmail.com`,
      given_name: 'Grace',
      family_name: 'Hopper',
      aud: CLIENT_ID,
      ...overrides,
    });
  };
  const signIn = (payload: Record<string, string>) =>
    injectFrom(t, { method: 'POST', url: '/api/auth/google', payload });

  it('creates a verified account for a good token and signs it in', async () => {
    const token = account({ email: 'Grace.Hopper@gmail.com' });
    const response = await signIn({ accessToken: token });

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: {
        id: expect.any(String),
        email: 'grace.hopper@gmail.com',
        firstName: 'Grace',
        lastName: 'Hopper',
        username: null,
        emailVerified: true,
        budgetRange: null,
        roomType: null,
        // Made with Google: no password until one is set through 'Forgot password'.
        hasPassword: false,
        isModerator: false,
        phoneNumber: null,
        phoneVerified: false,
      },
    });
    expect((await getMe(t, data.accessToken)).statusCode).toBe(200);
    // Checked with both endpoints, the token sent to userinfo as a bearer token.
    expect(google.requests.filter((r) => r.token === token).map((r) => r.path)).toEqual([
      '/oauth2/v3/tokeninfo',
      '/oauth2/v3/userinfo',
    ]);
  });

  it('finds the same account again by Google subject, even if the email changed', async () => {
    const first = account({ sub: 'subject-stable', email: 'before@gmail.com' });
    const id = (await signIn({ accessToken: first })).json().data.user.id;
    const second = account({ sub: 'subject-stable', email: 'after@gmail.com' });
    const again = await signIn({ accessToken: second });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user.id).toBe(id);
  });

  it('refuses a token issued to another client id', async () => {
    const response = await signIn({
      accessToken: account({ aud: 'someone-else.apps.googleusercontent.com' }),
    });
    expectFailure(response, 401, 'INVALID_TOKEN', 'Google sign-in failed. Please try again.');
  });

  it('refuses a token Google does not know (invalid or expired)', async () => {
    const response = await signIn({ accessToken: 'ya29.unknown' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_TOKEN');
    const expired = await signIn({ accessToken: account({ expires_in: 0 }) });
    expect(expired.statusCode).toBe(401);
  });

  it('refuses an unverified Google email', async () => {
    const response = await signIn({ accessToken: account({ email_verified: false }) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'GOOGLE_EMAIL_NOT_VERIFIED' });
    expect(response.json().message).toMatch(/not verified/);
  });

  it('never merges into an existing password account with the same email', async () => {
    const existing = await insertUser(t.db, { email: 'owner@gmail.com', password: 'owner-secret' });
    const token = account({ email: 'OWNER@gmail.com' });

    const response = await signIn({ accessToken: token });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'GOOGLE_ACCOUNT_NOT_LINKED',
      message:
        'An account with this email already exists. Sign in with your email and password; Google sign-in is not added to it automatically.',
    });
    const wrongPassword = await signIn({ accessToken: token, password: 'guess' });
    expect(wrongPassword.statusCode).toBe(409);
    const row = await t.db
      .selectFrom('users')
      .select('google_subject')
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow();
    expect(row.google_subject).toBeNull();
    // The password still signs in; nothing changed.
    expect((await login(t, existing.email, 'owner-secret')).statusCode).toBe(200);
  });

  it('links Google to a password account once the password is proven', async () => {
    const existing = await insertUser(t.db, {
      email: 'linker@gmail.com',
      password: 'linker-secret',
      email_verified: 0,
    });
    const token = account({ email: 'linker@gmail.com', sub: 'subject-linker' });
    const linked = await signIn({ accessToken: token, password: 'linker-secret' });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.user).toMatchObject({ id: existing.id, emailVerified: true });
    // From now on Google alone is enough.
    const again = await signIn({
      accessToken: account({ email: 'linker@gmail.com', sub: 'subject-linker' }),
    });
    expect(again.json().data.user.id).toBe(existing.id);
  });
});

describe('POST /api/auth/google when Google cannot be reached', () => {
  const t = useTestApp({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_API_BASE_URL: 'http://127.0.0.1:9' },
  });

  it('answers 503 SERVICE_UNAVAILABLE', async () => {
    const response = await injectFrom(t, {
      method: 'POST',
      url: '/api/auth/google',
      payload: { accessToken: 'ya29.any' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  const t = useTestApp();

  it('answers a clear error and never calls Google', async () => {
    const response = await injectFrom(t, {
      method: 'POST',
      url: '/api/auth/google',
      payload: { accessToken: 'ya29.any' },
    });
    expectFailure(
      response,
      400,
      'GOOGLE_SIGN_IN_DISABLED',
      'Google sign-in is not available on this site.',
    );
  });

  it('leaves googleClientId out of /api/config, so the button stays hidden', async () => {
    const config = (await injectFrom(t, { method: 'GET', url: '/api/config' })).json();
    expect(config.data).not.toHaveProperty('googleClientId');
  });
});

describe('/api/config with GOOGLE_CLIENT_ID', () => {
  const t = useTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID } });

  it('publishes the client id for the button', async () => {
    const config = (await injectFrom(t, { method: 'GET', url: '/api/config' })).json();
    expect(config.data.googleClientId).toBe(CLIENT_ID);
  });
});
