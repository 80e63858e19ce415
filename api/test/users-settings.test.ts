import { AUTH_RATE_LIMITS } from '../src/modules/auth/auth.rate-limits';
import { bearer, createSignedInUser } from './helpers/auth';
import { injectFrom } from './helpers/auth-requests';
import { useTestApp } from './helpers/test-app';
import { expectFailure, expectSignInRequired } from './helpers/responses';

const URL = '/api/users/me/settings';

describe('/api/users/me/settings', () => {
  const t = useTestApp();

  const get = (accessToken: string) =>
    injectFrom(t, { method: 'GET', url: URL, headers: bearer(accessToken) });
  const put = (accessToken: string, payload: unknown) =>
    injectFrom(t, { method: 'PUT', url: URL, headers: bearer(accessToken), payload });

  const DEFAULTS = {
    profileVisibility: 'private',
    locationSharing: 'when-active',
    emailNotifications: true,
    pushNotifications: true,
    smsNotifications: false,
  };

  it("GET answers a new account's defaults (email and push on, SMS off)", async () => {
    const { accessToken } = await createSignedInUser(t);
    const response = await get(accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: DEFAULTS });
  });

  it('PUT saves every setting, answers them all, and GET reads them back', async () => {
    const { accessToken } = await createSignedInUser(t);
    const all = {
      profileVisibility: 'public',
      locationSharing: 'always',
      emailNotifications: false,
      pushNotifications: false,
      smsNotifications: true,
    };
    const saved = await put(accessToken, all);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, data: all });
    expect((await get(accessToken)).json().data).toEqual(all);
  });

  it('PUT changes only what it is sent; an empty body changes nothing', async () => {
    const { accessToken } = await createSignedInUser(t);
    expect((await put(accessToken, { locationSharing: 'never' })).json().data).toEqual({
      ...DEFAULTS,
      locationSharing: 'never',
    });
    expect((await put(accessToken, { smsNotifications: true })).json().data).toEqual({
      ...DEFAULTS,
      locationSharing: 'never',
      smsNotifications: true,
    });
    expect((await put(accessToken, { profileVisibility: 'friends' })).json().data).toEqual({
      ...DEFAULTS,
      locationSharing: 'never',
      smsNotifications: true,
      profileVisibility: 'friends',
    });
    const unchanged = await put(accessToken, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data).toMatchObject({
      locationSharing: 'never',
      smsNotifications: true,
    });
  });

  it.each([
    ['an unknown setting', { darkMode: true }, "Field 'darkMode' is not allowed."],
    ['a label instead of a value', { profileVisibility: 'Friends Only' }, /profileVisibility/],
    ['an unknown value', { locationSharing: 'sometimes' }, /locationSharing/],
    ['a string for a toggle', { emailNotifications: 'yes' }, /emailNotifications/],
    ['null for a toggle', { smsNotifications: null }, /smsNotifications/],
  ])(
    'PUT refuses %s with 400 VALIDATION_ERROR and changes nothing',
    async (_name, body, message) => {
      const { accessToken } = await createSignedInUser(t);
      const response = await put(accessToken, { pushNotifications: false, ...body });
      expectFailure(response, 400, 'VALIDATION_ERROR', expect.stringMatching(message));
      expect((await get(accessToken)).json().data).toEqual(DEFAULTS);
    },
  );

  it('PUT refuses a body that is not an object', async () => {
    const { accessToken } = await createSignedInUser(t);
    for (const payload of [[], 'public', 42]) {
      const response = await injectFrom(t, {
        method: 'PUT',
        url: URL,
        headers: { ...bearer(accessToken), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });

  it('GET and PUT need a valid access token', async () => {
    for (const headers of [{}, bearer('not-a-token')]) {
      for (const method of ['GET', 'PUT'] as const) {
        const response = await injectFrom(t, {
          method,
          url: URL,
          headers,
          ...(method === 'PUT' ? { payload: { smsNotifications: true } } : {}),
        });
        expectSignInRequired(response);
      }
    }
  });

  it("changes only the signed-in user's settings, never another's", async () => {
    const ada = await createSignedInUser(t);
    const grace = await createSignedInUser(t);
    await put(ada.accessToken, { profileVisibility: 'public', emailNotifications: false });
    expect((await get(grace.accessToken)).json().data).toEqual(DEFAULTS);
    // No body field names a user: an id sent along is refused, not obeyed.
    const sneaky = await put(ada.accessToken, { id: grace.user.id, smsNotifications: true });
    expect(sneaky.statusCode).toBe(400);
    expect((await get(grace.accessToken)).json().data).toEqual(DEFAULTS);
    const row = await t.db
      .selectFrom('users')
      .select(['profile_visibility', 'email_notifications'])
      .where('id', '=', grace.user.id)
      .executeTakeFirstOrThrow();
    expect(row.profile_visibility).toBe('private');
    expect(Boolean(row.email_notifications)).toBe(true);
  });

  it('answers 401 when the account behind a valid token is gone', async () => {
    const { user, accessToken } = await createSignedInUser(t);
    await t.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect((await get(accessToken)).statusCode).toBe(401);
    expect((await put(accessToken, { smsNotifications: true })).statusCode).toBe(401);
  });

  it('reads a stored value that is no longer offered as the default', async () => {
    const { user, accessToken } = await createSignedInUser(t);
    await t.db
      .updateTable('users')
      .set({ profile_visibility: 'everyone', location_sharing: 'sometimes' })
      .where('id', '=', user.id)
      .execute();
    expect((await get(accessToken)).json().data).toEqual(DEFAULTS);
  });

  it('PUT is rate-limited per address like PUT /users/me', async () => {
    const { accessToken } = await createSignedInUser(t);
    const { max } = AUTH_RATE_LIMITS.updateProfile.ip;
    const send = () =>
      t.app.inject({
        method: 'PUT',
        url: URL,
        remoteAddress: '172.31.9.9',
        headers: bearer(accessToken),
        payload: { smsNotifications: true },
      });
    for (let i = 0; i < max; i += 1) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
