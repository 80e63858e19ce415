import argon2 from 'argon2';
import { TEXTS } from 'shared/contract';
import { insertUser } from './factories/user.factory';
import { getMe, login } from './helpers/auth-requests';
import { useTestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';
import { accountProfile } from './helpers/auth';

describe('POST /api/auth/login', () => {
  const t = useTestApp();

  it('signs in with the email (any case) and answers accessToken, refreshToken and user', async () => {
    const user = await insertUser(t.db, {
      email: 'ada@example.com',
      first_name: 'Ada',
      password: 'secret1',
    });
    const response = await login(t, ' ADA@example.com ', 'secret1');

    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      refreshToken: expect.stringMatching(/^[\w-]{43}$/),
      user: accountProfile({
        id: user.id,
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: null,
        username: null,
        emailVerified: true,
      }),
    });
    // The access token works on an authenticated route.
    expect((await getMe(t, data.accessToken)).json().data.id).toBe(user.id);
  });

  it('signs in with the username, whatever its case', async () => {
    const user = await insertUser(t.db, { username: 'Grace', password: 'secret1' });
    const response = await login(t, 'grace', 'secret1');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).toBe(user.id);
  });

  it('lets an unverified account sign in and says so', async () => {
    const user = await insertUser(t.db, { email_verified: 0, password: 'secret1' });
    const response = await login(t, user.email, 'secret1');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.emailVerified).toBe(false);
  });

  it('gives one answer for a wrong password, an unknown account and a Google-only account', async () => {
    const user = await insertUser(t.db, { password: 'secret1' });
    const googleOnly = await insertUser(t.db, { password: null, google_subject: 'g-1' });
    const answers = await Promise.all([
      login(t, user.email, 'wrong-password'),
      login(t, 'nobody@example.com', 'secret1'),
      login(t, 'nobody', 'secret1'),
      login(t, googleOnly.email, 'anything'),
    ]);
    for (const answer of answers) {
      expectFailure(answer, 401, 'INVALID_CREDENTIALS', 'The email or password is incorrect.');
    }
  });

  it('runs one full argon2id verification for an unknown account, as for a known one', async () => {
    // Equal work, not a timing measurement: response times must not tell which accounts exist.
    const user = await insertUser(t.db, { password: 'secret1' });
    await login(t, 'warm-up@example.com', 'wrong-password');
    const verify = jest.spyOn(argon2, 'verify');
    await login(t, user.email, 'wrong-password');
    const known = verify.mock.calls.map(([hash]) => hash);
    verify.mockClear();
    await login(t, 'unknown-person@example.com', 'wrong-password');
    const unknown = verify.mock.calls.map(([hash]) => hash);
    expect(known).toHaveLength(1);
    expect(unknown).toHaveLength(1);
    // The same argon2id parameters on both sides, so both cost the same.
    const parameters = (hash: string) => hash.split('$').slice(1, 4).join('$');
    expect(parameters(unknown[0]!)).toBe(parameters(known[0]!));
    expect(parameters(unknown[0]!)).toBe('argon2id$v=19$m=19456,t=2,p=1');
  });

  it.each([
    [{ identifier: '', password: 'secret1' }, TEXTS.validation.emailAddressRequired],
    [{ identifier: 'ada@example.com', password: '' }, TEXTS.validation.passwordRequired],
  ])('refuses %j with the specified text', async (payload, message) => {
    const response = await login(t, payload.identifier, payload.password);
    expectFailure(response, 400, 'VALIDATION_ERROR', message);
  });

  it('upgrades a hash made with weaker settings on the next sign-in', async () => {
    const argon2 = await import('argon2');
    const weak = await argon2.hash('secret1', {
      type: argon2.argon2id,
      memoryCost: 8192,
      timeCost: 1,
    });
    const user = await insertUser(t.db, { password: null, password_hash: weak });
    expect((await login(t, user.email, 'secret1')).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/m=19456,t=2,p=1/);
  });
});
