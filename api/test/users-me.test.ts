import { TEXTS } from 'shared/contract';
import { insertUser } from './factories/user.factory';
import { accountProfile, bearer, createSignedInUser } from './helpers/auth';
import { injectFrom } from './helpers/auth-requests';
import { useTestApp } from './helpers/test-app';
import { expectFailure, expectSignInRequired } from './helpers/responses';

describe('/api/users/me', () => {
  const t = useTestApp();

  const put = (accessToken: string, payload: unknown) =>
    injectFrom(t, { method: 'PUT', url: '/api/users/me', headers: bearer(accessToken), payload });

  it('GET answers the signed-in user as the contract defines a User', async () => {
    const { user, accessToken } = await createSignedInUser(t, {
      first_name: 'Ada',
      username: 'ada',
      email_verified: 0,
    });
    const response = await injectFrom(t, {
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: accountProfile({
        id: user.id,
        email: user.email,
        firstName: 'Ada',
        lastName: null,
        username: 'ada',
        emailVerified: false,
      }),
    });
  });

  it('GET and PUT need a valid access token', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await injectFrom(t, { method, url: '/api/users/me', payload: {} });
      expectSignInRequired(response);
    }
  });

  it('PUT changes names and username, trims, and clears with empty values', async () => {
    const { accessToken } = await createSignedInUser(t, { last_name: 'Old' });
    const response = await put(accessToken, {
      firstName: ' Grace ',
      lastName: '',
      username: 'Grace_H',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      firstName: 'Grace',
      lastName: null,
      username: 'Grace_H',
    });
    const cleared = await put(accessToken, { username: null });
    expect(cleared.json().data).toMatchObject({ firstName: 'Grace', username: null });
  });

  it('PUT refuses to change the email, and changes nothing', async () => {
    const { user, accessToken } = await createSignedInUser(t);
    const response = await put(accessToken, { email: 'new@example.com', firstName: 'Changed' });
    expectFailure(response, 400, 'VALIDATION_ERROR', "Field 'email' is not allowed.");
    const row = await t.db
      .selectFrom('users')
      .select(['email', 'first_name'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: user.email, first_name: null });
  });

  it('PUT refuses a short or taken username (any case), keeping your own', async () => {
    await insertUser(t.db, { username: 'Katherine' });
    const { accessToken } = await createSignedInUser(t, { username: 'mine' });

    const short = await put(accessToken, { username: 'ab' });
    expect(short.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: TEXTS.validation.usernameTooShort,
    });
    const taken = await put(accessToken, { username: 'katherine' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('USERNAME_ALREADY_IN_USE');
    expect((await put(accessToken, { username: 'MINE' })).statusCode).toBe(200);
  });

  it('answers 401 when the account behind a valid token is gone', async () => {
    const { user, accessToken } = await createSignedInUser(t);
    await t.db.deleteFrom('users').where('id', '=', user.id).execute();
    const response = await injectFrom(t, {
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(401);
  });
});
