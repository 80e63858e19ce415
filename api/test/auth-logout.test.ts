import { insertUser } from './factories/user.factory';
import { getMe, injectFrom, login, refresh } from './helpers/auth-requests';
import { useTestApp } from './helpers/test-app';
import { expectSessionExpired, expectSignInRequired } from './helpers/responses';

describe('POST /api/auth/logout and /api/auth/logout-all', () => {
  const t = useTestApp();

  async function signIn(user: { email: string }) {
    const response = await login(t, user.email, 'secret1');
    expect(response.statusCode).toBe(200);
    return response.json().data as { accessToken: string; refreshToken: string };
  }

  const logout = (payload: unknown) =>
    injectFrom(t, { method: 'POST', url: '/api/auth/logout', payload });
  const logoutAll = (headers: Record<string, string> = {}) =>
    injectFrom(t, { method: 'POST', url: '/api/auth/logout-all', headers });

  it('revokes the family of the refresh token: a copy of it, or of its successor, cannot refresh', async () => {
    const user = await insertUser(t.db, { password: 'secret1' });
    const first = await signIn(user);
    const rotated = (await refresh(t, first.refreshToken)).json().data;
    const otherDevice = await signIn(user);

    const response = await logout({ refreshToken: rotated.refreshToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null });

    expectSessionExpired(await refresh(t, rotated.refreshToken));
    expectSessionExpired(await refresh(t, first.refreshToken));
    // Only that family: the same user's other device stays signed in.
    expect((await refresh(t, otherDevice.refreshToken)).statusCode).toBe(200);
  });

  it("ends that sign-in's access tokens at once, rotated ones too; other sign-ins go on", async () => {
    const user = await insertUser(t.db, { password: 'secret1' });
    const laptop = await signIn(user);
    const rotated = (await refresh(t, laptop.refreshToken)).json().data;
    const phone = await signIn(user);
    for (const token of [laptop.accessToken, rotated.accessToken, phone.accessToken]) {
      expect((await getMe(t, token)).statusCode).toBe(200);
    }

    expect((await logout({ refreshToken: rotated.refreshToken })).statusCode).toBe(200);

    for (const token of [laptop.accessToken, rotated.accessToken]) {
      const response = await getMe(t, token);
      expectSignInRequired(response);
    }
    // The same user's other device, and its next access token, keep working.
    expect((await getMe(t, phone.accessToken)).statusCode).toBe(200);
    const phoneNext = (await refresh(t, phone.refreshToken)).json().data;
    expect((await getMe(t, phoneNext.accessToken)).statusCode).toBe(200);
  });

  it('makes public reads treat an ended sign-in as no sign-in, not as an error', async () => {
    const user = await insertUser(t.db, { password: 'secret1' });
    const session = await signIn(user);
    await logout({ refreshToken: session.refreshToken });
    const list = await injectFrom(t, {
      method: 'GET',
      url: '/api/marker/marker-comments/list',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(list.statusCode).toBe(200);
  });

  it('answers the same for an unknown, already revoked or used token (no oracle)', async () => {
    const user = await insertUser(t.db, { password: 'secret1' });
    const session = await signIn(user);
    const answers = [
      await logout({ refreshToken: session.refreshToken }),
      await logout({ refreshToken: session.refreshToken }),
      await logout({ refreshToken: 'a'.repeat(43) }),
      await logout({ refreshToken: 'x' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, data: null });
    }
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a number', { refreshToken: 42 }],
    ['null', { refreshToken: null }],
    ['an empty token', { refreshToken: '' }],
    ['a huge token', { refreshToken: 'a'.repeat(5000) }],
    ['a list', [{ refreshToken: 'a' }]],
  ])('refuses %s with 400 in the error shape, without echoing it', async (_name, payload) => {
    const response = await logout(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toEqual({ success: false, code: expect.any(String), message: expect.any(String) });
    expect(response.body).not.toContain('aaaaaaaaaa');
  });

  it("logout-all ends every device's session of the signed-in user, and no one else's", async () => {
    const user = await insertUser(t.db, { password: 'secret1' });
    const other = await insertUser(t.db, { password: 'secret1' });
    const phone = await signIn(user);
    const laptop = await signIn(user);
    const rotatedLaptop = (await refresh(t, laptop.refreshToken)).json().data;
    const stranger = await signIn(other);

    const response = await logoutAll({ authorization: `Bearer ${phone.accessToken}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: null });

    expectSessionExpired(await refresh(t, phone.refreshToken));
    expectSessionExpired(await refresh(t, rotatedLaptop.refreshToken));
    expect((await refresh(t, stranger.refreshToken)).statusCode).toBe(200);

    // Signing in again afterwards starts a working session.
    expect((await refresh(t, (await signIn(user)).refreshToken)).statusCode).toBe(200);
  });

  it('logout-all also refuses the access tokens handed out before it, at once', async () => {
    const user = await insertUser(t.db, { password: 'secret1' });
    const other = await insertUser(t.db, { password: 'secret1' });
    const me = (token: string) =>
      injectFrom(t, {
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
    // Tokens from a few seconds ago: another device's, and the one asking. They name no
    // sign-in, as tokens made before access tokens did: the account-wide end covers them too.
    const earlier = { now: Date.now() - 5_000 };
    const laptop = t.app.accessTokens.issue(user.id, earlier).accessToken;
    const phone = t.app.accessTokens.issue(user.id, earlier).accessToken;
    const stranger = t.app.accessTokens.issue(other.id, earlier).accessToken;
    expect((await me(laptop)).statusCode).toBe(200);

    expect((await logoutAll({ authorization: `Bearer ${phone}` })).statusCode).toBe(200);

    for (const token of [laptop, phone]) {
      expect((await me(token)).statusCode).toBe(401);
      expect((await me(token)).json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    expect((await me(stranger)).statusCode).toBe(200);
    // A sign-in right after the revocation works at once.
    expect((await me((await signIn(user)).accessToken)).statusCode).toBe(200);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { authorization: 'Bearer not-a-jwt' }],
    ['a refresh token instead of an access token', { authorization: 'Bearer x.y.z' }],
  ])('logout-all refuses %s with 401 and revokes nothing', async (_name, headers) => {
    const user = await insertUser(t.db, { password: 'secret1' });
    const session = await signIn(user);
    const response = await logoutAll(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: expect.any(String),
      message: expect.any(String),
    });
    expect((await refresh(t, session.refreshToken)).statusCode).toBe(200);
  });

  it("one user's logout cannot end another's session without holding their refresh token", async () => {
    const user = await insertUser(t.db, { password: 'secret1' });
    const victim = await insertUser(t.db, { password: 'secret1' });
    const mine = await signIn(user);
    const theirs = await signIn(victim);

    // Knowing who they are is not enough; my own token only ends my own family.
    expect((await logout({ refreshToken: victim.id })).statusCode).toBe(200);
    expect((await logoutAll({ authorization: `Bearer ${mine.accessToken}` })).statusCode).toBe(200);
    expect((await logout({ refreshToken: mine.refreshToken })).statusCode).toBe(200);
    expect((await refresh(t, theirs.refreshToken)).statusCode).toBe(200);
  });

  it('are in the OpenAPI document, logout-all with bearer security', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    const logoutOperation = document.paths['/api/auth/logout'].post;
    const logoutAllOperation = document.paths['/api/auth/logout-all'].post;
    expect(logoutOperation.requestBody.content['application/json'].schema.required).toEqual([
      'refreshToken',
    ]);
    expect(logoutOperation.security ?? []).toEqual([]);
    expect(logoutAllOperation.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(logoutAllOperation.responses)).toEqual(
      expect.arrayContaining(['200', '401', '429']),
    );
  });
});
