import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createSigner, type Algorithm } from 'fast-jwt';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  AccessTokens,
  loadSigningKey,
  SIGNING_KEY_FILE,
} from '../src/plugins/auth';
import { newCommentPayload } from './factories/marker-comment.factory';
import { bearer, createSignedInUser } from './helpers/auth';
import { multipart } from './helpers/multipart';
import { postPhoto } from './helpers/photos';
import { useTestApp } from './helpers/test-app';
import { expectSignInRequired } from './helpers/responses';
import { useTempDirEach } from './helpers/temp-dir';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

/** A token signed as the API signs (its key, issuer and audience) carrying `claims`. */
const signWithApiKey = (claims: Record<string, unknown>, expiresIn = 60_000) =>
  createSigner({ key: SECRET, iss: ACCESS_TOKEN_ISSUER, aud: ACCESS_TOKEN_AUDIENCE, expiresIn })(
    claims,
  );

describe('app.authenticate', () => {
  const testApp = useTestApp({
    env: { JWT_SECRET: SECRET },
    setup: (app) => {
      app.get('/api/test/whoami', { preHandler: app.authenticate }, async (request) => ({
        success: true,
        data: request.user,
      }));
    },
  });

  const whoami = (headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: '/api/test/whoami', headers });

  const expectUnauthorized = async (headers: Record<string, string>) => {
    const response = await whoami(headers);
    expectSignInRequired(response);
  };

  it('lets a signed-in user through with request.user = { id, emailVerified, isModerator }', async () => {
    const { user, accessToken } = await createSignedInUser(testApp);
    const response = await whoami(bearer(accessToken));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { id: user.id, emailVerified: true, isModerator: false },
    });
  });

  it('answers 401 in the error shape without a token or with a malformed one', async () => {
    await expectUnauthorized({});
    await expectUnauthorized({ authorization: 'Bearer' });
    await expectUnauthorized({ authorization: 'Basic dXNlcjpwYXNz' });
    await expectUnauthorized({ authorization: 'Bearer not-a-jwt' });
  });

  it('refuses an expired token', async () => {
    const { user } = await createSignedInUser(testApp);
    const old = testApp.app.accessTokens.issue(user.id, { now: Date.now() - 16 * 60 * 1000 });
    await expectUnauthorized(bearer(old.accessToken));
  });

  it('refuses tokens signed with another key, algorithm, issuer or audience', async () => {
    const { user } = await createSignedInUser(testApp);
    const forge = (options: { key?: string; algorithm: Algorithm; iss: string; aud: string }) =>
      createSigner({ expiresIn: 60_000, ...options, key: options.key ?? '' })({
        sub: user.id,
        typ: 'access',
      });

    const good = { key: SECRET, iss: ACCESS_TOKEN_ISSUER, aud: ACCESS_TOKEN_AUDIENCE } as const;
    // The same forge with the right settings passes: the refusals below are about one change.
    const control = await whoami(bearer(forge({ ...good, algorithm: 'HS256' })));
    expect(control.statusCode).toBe(200);

    await expectUnauthorized(
      bearer(forge({ ...good, key: `${SECRET}-other`, algorithm: 'HS256' })),
    );
    await expectUnauthorized(bearer(forge({ ...good, algorithm: 'HS512' })));
    await expectUnauthorized(bearer(forge({ ...good, algorithm: 'none', key: undefined })));
    await expectUnauthorized(bearer(forge({ ...good, algorithm: 'HS256', iss: 'someone-else' })));
    await expectUnauthorized(bearer(forge({ ...good, algorithm: 'HS256', aud: 'another-app' })));
  });

  it('refuses a still-valid token once its account is deleted', async () => {
    const { user, accessToken } = await createSignedInUser(testApp);
    expect((await whoami(bearer(accessToken))).statusCode).toBe(200);

    await testApp.db.deleteFrom('users').where('id', '=', user.id).execute();

    await expectUnauthorized(bearer(accessToken));
  });

  it('refuses a token that claims a life longer than 15 minutes', async () => {
    const { user } = await createSignedInUser(testApp);
    const token = signWithApiKey({ sub: user.id, typ: 'access' }, 24 * 60 * 60 * 1000);
    await expectUnauthorized(bearer(token));
  });

  it('refuses a token of another type (e.g. anything that is not an access token)', async () => {
    const { user } = await createSignedInUser(testApp);
    const token = signWithApiKey({ sub: user.id, typ: 'refresh' });
    await expectUnauthorized(bearer(token));
  });
});

describe('a still-valid token of an account that no longer exists', () => {
  const t = useTestApp();

  const withDeletedUser = async () => {
    const { user, accessToken } = await createSignedInUser(t);
    await t.db.deleteFrom('users').where('id', '=', user.id).execute();
    return accessToken;
  };

  const jpeg = () =>
    multipart([{ field: 'file', data: Buffer.from([0xff, 0xd8, 0xff, 0xd9]), filename: 'a.jpg' }]);

  it.each([
    ['GET /api/users/me', { method: 'GET', url: '/api/users/me' }],
    ['PUT /api/users/me', { method: 'PUT', url: '/api/users/me', payload: { firstName: 'Ada' } }],
    [
      'POST /api/marker',
      {
        method: 'POST',
        url: '/api/marker',
        payload: newCommentPayload(),
      },
    ],
    ['POST /api/auth/logout-all', { method: 'POST', url: '/api/auth/logout-all' }],
    [
      'DELETE /api/file-storage/delete',
      { method: 'DELETE', url: '/api/file-storage/delete', payload: { fileName: 'x.jpg' } },
    ],
  ] as const)('answers 401 on %s', async (_name, request) => {
    const accessToken = await withDeletedUser();
    const response = await t.app.inject({ ...request, headers: bearer(accessToken) });
    expectSignInRequired(response);
  });

  it('answers 401 on POST /api/file-storage/upload and stores nothing', async () => {
    const accessToken = await withDeletedUser();
    const response = await postPhoto(t, { accessToken }, jpeg());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect(await t.db.selectFrom('photos').select('id').execute()).toEqual([]);
  });
});

describe('AccessTokens', () => {
  it('never makes tokens that live longer than 15 minutes', () => {
    expect(() => new AccessTokens(SECRET, 901)).toThrow();
    const tokens = new AccessTokens(SECRET, 900);
    const issued = tokens.issue('user-1', { now: 1_700_000_000_000 });
    expect(issued.expiresAt).toBe(1_700_000_000 + 900);
  });

  it("names the token's sign-in (sid) and reads it back; a token without one has none", () => {
    const tokens = new AccessTokens(SECRET, 900);
    const withSession = tokens.issue('user-1', { sessionId: 'family-1' }).accessToken;
    expect(tokens.check(withSession)).toMatchObject({ id: 'user-1', sessionId: 'family-1' });
    expect(tokens.check(tokens.issue('user-1').accessToken)).toMatchObject({ sessionId: null });
  });

  it.each([
    ['an empty sid', ''],
    ['a number', 42],
    ['an object', { id: 'family-1' }],
  ])('refuses a token whose sid is %s', (_name, sid) => {
    const token = signWithApiKey({ sub: 'user-1', typ: 'access', sid });
    expect(new AccessTokens(SECRET, 900).check(token)).toBeNull();
  });
});

describe('loadSigningKey', () => {
  const dataDir = useTempDirEach('rentmap-key-');

  it('uses JWT_SECRET when it is set and writes nothing', async () => {
    expect(loadSigningKey(SECRET, dataDir())).toEqual({ key: SECRET, source: 'config' });
    await expect(stat(path.join(dataDir(), SIGNING_KEY_FILE))).rejects.toThrow();
  });

  it('generates a key once, keeps it in DATA_DIR (mode 600) and reuses it', async () => {
    const first = loadSigningKey(undefined, dataDir());
    expect(first.source).toBe('generated');
    expect(first.key.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir(), SIGNING_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.key);

    expect(loadSigningKey(undefined, dataDir())).toEqual({ key: first.key, source: 'file' });
  });
});
