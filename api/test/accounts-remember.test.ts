import { toIsoTimestamp } from '../src/db/timestamps';
import { hashRefreshToken } from '../src/modules/auth/session.service';
import { insertUser } from './factories/user.factory';
import { useTestAppWithGoogle } from './helpers/google-stand-in';
import { injectFrom, refresh } from './helpers/auth-requests';
import { useTestApp, type TestApp } from './helpers/test-app';

const HOUR = 60 * 60;

/** Seconds from `since` until the stored refresh token `refreshToken` expires. */
async function lifetimeSeconds(
  t: Pick<TestApp, 'db'>,
  refreshToken: string,
  since: number,
): Promise<number> {
  const row = await t.db
    .selectFrom('refresh_tokens')
    .select('expires_at')
    .where('token_hash', '=', hashRefreshToken(refreshToken))
    .executeTakeFirstOrThrow();
  return (new Date(toIsoTimestamp(row.expires_at)).getTime() - since) / 1000;
}

/** 'Keep me logged in': how long the sign-in's refresh token family lives. */
describe("'Keep me logged in' (remember on POST /api/auth/login)", () => {
  const t = useTestApp({
    env: {
      REFRESH_TOKEN_TTL: String(30 * 24 * HOUR),
      SESSION_REFRESH_TOKEN_TTL: String(12 * HOUR),
    },
  });

  async function signIn(remember: unknown) {
    const user = await insertUser(t.db, { password: 'secret1' });
    const payload: Record<string, unknown> = { identifier: user.email, password: 'secret1' };
    if (remember !== undefined) payload.remember = remember;
    const started = Date.now();
    const response = await injectFrom(t, { method: 'POST', url: '/api/auth/login', payload });
    return { response, started };
  }

  it.each([
    ['checked', true, 30 * 24 * HOUR],
    ['unchecked', false, 12 * HOUR],
    ['left out (a browser session)', undefined, 12 * HOUR],
  ])('%s: the refresh token lives its lifetime', async (_, remember, seconds) => {
    const { response, started } = await signIn(remember);
    expect(response.statusCode).toBe(200);
    const lifetime = await lifetimeSeconds(t, response.json().data.refreshToken, started);
    expect(lifetime).toBeGreaterThan(seconds - 60);
    expect(lifetime).toBeLessThanOrEqual(seconds + 1);
  });

  it.each([true, false])(
    'rotation keeps the sign-in end (remember %s): refreshing never extends it',
    async (remember) => {
      const { response } = await signIn(remember);
      const first = response.json().data.refreshToken as string;
      const end = async (token: string) =>
        t.db
          .selectFrom('refresh_tokens')
          .select('expires_at')
          .where('token_hash', '=', hashRefreshToken(token))
          .executeTakeFirstOrThrow()
          .then((row) => new Date(toIsoTimestamp(row.expires_at)).getTime());
      const rotated = await refresh(t, first);
      expect(rotated.statusCode).toBe(200);
      const next = rotated.json().data.refreshToken as string;
      expect(await end(next)).toBe(await end(first));
    },
  );

  it('refuses a remember that is not a boolean (400 in the error shape)', async () => {
    const { response } = await signIn('yes');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});

describe('SESSION_REFRESH_TOKEN_TTL longer than REFRESH_TOKEN_TTL', () => {
  const t = useTestApp({ env: { REFRESH_TOKEN_TTL: '7200', SESSION_REFRESH_TOKEN_TTL: '86400' } });

  it('is capped: an unchecked sign-in never outlives a checked one', async () => {
    const user = await insertUser(t.db, { password: 'secret1' });
    const started = Date.now();
    const response = await injectFrom(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: user.email, password: 'secret1', remember: false },
    });
    const lifetime = await lifetimeSeconds(t, response.json().data.refreshToken, started);
    expect(lifetime).toBeLessThanOrEqual(7201);
    expect(lifetime).toBeGreaterThan(7100);
  });
});

describe("'Keep me logged in' on POST /api/auth/google", () => {
  const CLIENT_ID = 'rentmap-remember.apps.googleusercontent.com';
  const { google, t } = useTestAppWithGoogle({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    REFRESH_TOKEN_TTL: String(30 * 24 * HOUR),
    SESSION_REFRESH_TOKEN_TTL: String(12 * HOUR),
  });

  it.each([
    [true, 30 * 24 * HOUR],
    [false, 12 * HOUR],
  ])('remember %s: the refresh token lives its lifetime', async (remember, seconds) => {
    const token = google.addToken(`ya29.remember-${String(remember)}`, {
      sub: `20000000000000000${remember ? 1 : 2}`,
      email: `remember-${String(remember)}@gmail.com`,
      given_name: 'Grace',
      family_name: 'Hopper',
      aud: CLIENT_ID,
    });
    const started = Date.now();
    const response = await injectFrom(t, {
      method: 'POST',
      url: '/api/auth/google',
      payload: { accessToken: token, remember },
    });
    expect(response.statusCode).toBe(200);
    const lifetime = await lifetimeSeconds(t, response.json().data.refreshToken, started);
    expect(lifetime).toBeGreaterThan(seconds - 60);
    expect(lifetime).toBeLessThanOrEqual(seconds + 1);
  });
});
