import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { insertUser } from './factories/user.factory';
import { getMe, login, refresh } from './helpers/auth-requests';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { redisEnv } from './helpers/redis';

/**
 * The scale setup: two API instances on one database and one Redis, behind a load balancer
 * that sends each request anywhere. Ending a sign-in on one must end it on the other at once.
 */
describe('two API instances on one database (REDIS_URL set)', () => {
  let database: TestDatabase;
  let first: App;
  let second: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      LOG_LEVEL: 'warn',
      ALERTS_WORKER: 'off',
      JWT_SECRET: 'the-same-signing-key-on-every-instance-0123456789',
      ...redisEnv(),
      ...database.env,
    };
    // Each instance's own warnings (VAPID keys, no web build) are not what this is about.
    const quiet = { logStream: { write: () => undefined } };
    first = await buildApp(loadConfig(env), quiet);
    await first.ready();
    second = await buildApp(loadConfig(env), quiet);
    await second.ready();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  async function signIn(on: App, email: string) {
    const response = await login({ app: on }, email, 'secret1');
    expect(response.statusCode).toBe(200);
    return response.json().data as { accessToken: string; refreshToken: string };
  }

  /** The status of GET /api/users/me with each access token, asked of one instance in turn. */
  async function meStatuses(on: App, ...tokens: string[]) {
    const statuses: number[] = [];
    for (const token of tokens) statuses.push((await getMe({ app: on }, token)).statusCode);
    return statuses;
  }

  it('Sign Out on one instance refuses the access token on the other at once', async () => {
    const user = await insertUser(first.db, { password: 'secret1' });
    const laptop = await signIn(first, user.email);
    const phone = await signIn(second, user.email);
    expect(await meStatuses(second, laptop.accessToken)).toEqual([200]);

    const out = await first.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: laptop.refreshToken },
    });
    expect(out.statusCode).toBe(200);

    expect(await meStatuses(second, laptop.accessToken, phone.accessToken)).toEqual([401, 200]);
    expect(await meStatuses(first, laptop.accessToken)).toEqual([401]);
  });

  it('a reused refresh token on one instance ends the family on the other at once', async () => {
    const user = await insertUser(first.db, { password: 'secret1' });
    const session = await signIn(first, user.email);
    const rotated = (await refresh({ app: second }, session.refreshToken)).json().data as {
      accessToken: string;
    };
    expect(await meStatuses(first, rotated.accessToken)).toEqual([200]);

    expect((await refresh({ app: second }, session.refreshToken)).statusCode).toBe(401);

    expect(await meStatuses(first, rotated.accessToken, session.accessToken)).toEqual([401, 401]);
  });

  it('sign out everywhere on one instance refuses every access token on the other', async () => {
    const user = await insertUser(first.db, { password: 'secret1' });
    const a = await signIn(first, user.email);
    const b = await signIn(second, user.email);
    const out = await second.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { authorization: `Bearer ${b.accessToken}` },
    });
    expect(out.statusCode).toBe(200);
    expect(await meStatuses(first, a.accessToken, b.accessToken)).toEqual([401, 401]);
  });
});
