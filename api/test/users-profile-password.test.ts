import { BUDGET_RANGE_OPTIONS, ROOM_TYPE_OPTIONS } from 'shared/contract';
import { insertUser } from './factories/user.factory';
import { bearer, createSignedInUser } from './helpers/auth';
import { getMe, injectFrom, login, refresh } from './helpers/auth-requests';
import { useTestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';

describe('PUT /api/users/me: budget range and room type', () => {
  const t = useTestApp();

  const put = (accessToken: string, payload: unknown) =>
    injectFrom(t, { method: 'PUT', url: '/api/users/me', headers: bearer(accessToken), payload });

  it('a new account has chosen neither', async () => {
    const { accessToken } = await createSignedInUser(t);
    const me = await getMe(t, accessToken);
    expect(me.json().data).toMatchObject({ budgetRange: null, roomType: null, hasPassword: true });
  });

  it.each(BUDGET_RANGE_OPTIONS.map((option, i) => [option.value, ROOM_TYPE_OPTIONS[i]!.value]))(
    'saves %s and %s, GET returns them, null clears them',
    async (budgetRange, roomType) => {
      const { accessToken } = await createSignedInUser(t);
      const saved = await put(accessToken, { budgetRange, roomType });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({ budgetRange, roomType });
      expect((await getMe(t, accessToken)).json().data).toMatchObject({ budgetRange, roomType });

      // Fields left out stay as they are.
      const named = await put(accessToken, { firstName: 'Ada' });
      expect(named.json().data).toMatchObject({ firstName: 'Ada', budgetRange, roomType });

      const cleared = await put(accessToken, { budgetRange: null });
      expect(cleared.json().data).toMatchObject({ budgetRange: null, roomType });
    },
  );

  it.each([
    [{ budgetRange: '$500-$1000' }, 'budgetRange'],
    [{ budgetRange: 'cheap' }, 'budgetRange'],
    [{ roomType: 'Studio' }, 'roomType'],
    [{ roomType: 7 }, 'roomType'],
    [{ roomType: ['studio'] }, 'roomType'],
    [{ budgetRange: '' }, 'budgetRange'],
  ])('refuses the unknown value %j: 400 VALIDATION_ERROR, nothing saved', async (body, field) => {
    const { user, accessToken } = await createSignedInUser(t, { first_name: 'Keep' });
    const response = await put(accessToken, { ...body, firstName: 'Changed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(response.json().message).toContain(field);
    const row = await t.db
      .selectFrom('users')
      .select(['first_name', 'budget_range', 'room_type'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ first_name: 'Keep', budget_range: null, room_type: null });
  });

  it("changes only the caller's own account", async () => {
    const other = await insertUser(t.db, { budget_range: '2000+' });
    const { accessToken } = await createSignedInUser(t);
    await put(accessToken, { budgetRange: '500-1000', roomType: 'studio' });
    const row = await t.db
      .selectFrom('users')
      .select(['budget_range', 'room_type'])
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ budget_range: '2000+', room_type: null });
  });

  it('reads a value no option has any more as not chosen', async () => {
    const { accessToken } = await createSignedInUser(t, { budget_range: 'retired-value' });
    expect((await getMe(t, accessToken)).json().data.budgetRange).toBeNull();
  });
});

describe('POST /api/users/me/password', () => {
  const t = useTestApp();

  const change = (accessToken: string | null, payload: unknown) =>
    injectFrom(t, {
      method: 'POST',
      url: '/api/users/me/password',
      headers: accessToken ? bearer(accessToken) : {},
      payload,
    });

  async function signedInTwice() {
    const user = await insertUser(t.db, { password: 'old-secret' });
    const here = (await login(t, user.email, 'old-secret')).json().data;
    const elsewhere = (await login(t, user.email, 'old-secret')).json().data;
    return { user, here, elsewhere };
  }

  it('needs a valid access token', async () => {
    const response = await change(null, { currentPassword: 'a', newPassword: 'bbbbbb' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('changes the password, ends every other session and keeps the caller signed in', async () => {
    const { user, here, elsewhere } = await signedInTwice();
    const response = await change(here.accessToken, {
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      remember: true,
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().data;
    expect(fresh).toMatchObject({ user: { id: user.id } });
    expect(typeof fresh.accessToken).toBe('string');
    expect(typeof fresh.refreshToken).toBe('string');

    // The new session works, and refreshes.
    expect((await getMe(t, fresh.accessToken)).statusCode).toBe(200);
    const rotated = await refresh(t, fresh.refreshToken);
    expect(rotated.statusCode).toBe(200);

    // Every earlier session is over: access tokens and refresh tokens, this device's too.
    expect((await getMe(t, elsewhere.accessToken)).statusCode).toBe(401);
    expect((await refresh(t, elsewhere.refreshToken)).statusCode).toBe(401);
    expect((await getMe(t, here.accessToken)).statusCode).toBe(401);
    expect((await refresh(t, here.refreshToken)).statusCode).toBe(401);

    // Only the new password signs in.
    expect((await login(t, user.email, 'old-secret')).statusCode).toBe(401);
    expect((await login(t, user.email, 'new-secret')).statusCode).toBe(200);
  });

  it('a wrong current password: 400 INVALID_CREDENTIALS, nothing changes, no session ends', async () => {
    const { user, here, elsewhere } = await signedInTwice();
    const response = await change(here.accessToken, {
      currentPassword: 'not-it',
      newPassword: 'new-secret',
    });
    expectFailure(response, 400, 'INVALID_CREDENTIALS', 'The current password is incorrect.');
    expect((await getMe(t, elsewhere.accessToken)).statusCode).toBe(200);
    expect((await getMe(t, here.accessToken)).statusCode).toBe(200);
    expect((await login(t, user.email, 'old-secret')).statusCode).toBe(200);
  });

  it('wrong current passwords from one address slow down like failed sign-ins', async () => {
    const { here } = await signedInTwice();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/me/password',
        remoteAddress: '10.250.0.1',
        headers: bearer(here.accessToken),
        payload: { currentPassword: `wrong-${i}`, newPassword: 'new-secret' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
  });

  it.each([
    [{ currentPassword: '', newPassword: 'new-secret' }, 'Current password is required'],
    [{ currentPassword: 'old-secret', newPassword: '' }, 'New password is required'],
    [
      { currentPassword: 'old-secret', newPassword: '12345' },
      'Password must be at least 6 characters',
    ],
    [
      { currentPassword: 'old-secret', newPassword: 'old-secret' },
      'The new password must be different from the current one.',
    ],
  ])('refuses %j with a 400 saying why', async (body, message) => {
    const { here } = await signedInTwice();
    const response = await change(here.accessToken, body);
    expectFailure(response, 400, 'VALIDATION_ERROR', message);
    expect((await getMe(t, here.accessToken)).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: 'new-secret' }],
    [{ currentPassword: 'old-secret' }],
    [{ currentPassword: 1, newPassword: 'new-secret' }],
    [{ currentPassword: 'old-secret', newPassword: 'new-secret', email: 'x@example.com' }],
    [{ currentPassword: 'old-secret', newPassword: 'new-secret', remember: 'yes' }],
    [[]],
  ])('refuses the malformed body %j (400 VALIDATION_ERROR)', async (body) => {
    const { here } = await signedInTwice();
    const response = await change(here.accessToken, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('a Google-only account has no password to change: 400 saying how to add one', async () => {
    const { accessToken } = await createSignedInUser(t, {
      password: null,
      google_subject: 'google-sub-profile',
    });
    expect((await getMe(t, accessToken)).json().data.hasPassword).toBe(false);
    const response = await change(accessToken, { currentPassword: 'x', newPassword: 'new-secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(response.json().message).toContain('Forgot password');
  });

  it("changes only the caller's password, never another account's", async () => {
    const other = await insertUser(t.db, { password: 'other-secret' });
    const { here } = await signedInTwice();
    await change(here.accessToken, { currentPassword: 'other-secret', newPassword: 'hijacked1' });
    await change(here.accessToken, { currentPassword: 'old-secret', newPassword: 'mine-new1' });
    expect((await login(t, other.email, 'other-secret')).statusCode).toBe(200);
    expect((await login(t, other.email, 'hijacked1')).statusCode).toBe(401);
  });

  it('writes no password to the logs', async () => {
    const { here } = await signedInTwice();
    await change(here.accessToken, { currentPassword: 'old-secret', newPassword: 'log-canary-9' });
    expect(JSON.stringify(t.logs)).not.toContain('log-canary-9');
  });
});
