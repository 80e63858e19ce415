import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { AUTH_RATE_LIMITS } from '../src/modules/auth/auth.rate-limits';
import { SIGN_IN_LIMITS } from '../src/modules/auth/sign-in-guard';
import { redisEnv, uniqueRedisPrefix } from './helpers/redis';
import { startTestApp, useTestApp } from './helpers/test-app';

const login = (app: ReturnType<typeof useTestApp>['app'], identifier: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { identifier, password: 'wrong password' },
  });

describe('REDIS_URL: every API instance counts together', () => {
  const prefix = uniqueRedisPrefix();
  const first = useTestApp({ env: redisEnv(prefix) });
  const second = useTestApp({ env: redisEnv(prefix) });

  it('limits failed sign-ins on one account across instances', async () => {
    const { max } = SIGN_IN_LIMITS.account;
    const account = 'shared-target@example.com';
    for (let i = 0; i < max; i += 1) {
      const instance = i % 2 ? first : second;
      const response = await login(instance.app, account, `10.77.0.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    // Each instance alone has seen only half of the attempts.
    for (const instance of [first, second]) {
      const response = await login(instance.app, account, '10.77.1.1');
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    }
  });

  it('keeps every route its own count', async () => {
    const account = 'many-routes@example.com';
    const { max } = AUTH_RATE_LIMITS.forgotPassword.account;
    const forgot = (ip: string) =>
      first.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: ip,
        payload: { email: account },
      });
    for (let i = 0; i < max; i += 1)
      expect((await forgot(`10.78.0.${i + 1}`)).statusCode).toBe(200);
    expect((await forgot('10.78.1.1')).statusCode).toBe(429);

    const resend = await second.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      remoteAddress: '10.78.1.2',
      payload: { email: account },
    });
    expect(resend.statusCode).not.toBe(429);
  });

  it('lets requests through when Redis goes away (the limits fail open)', async () => {
    const lonely = await startTestApp({ env: redisEnv() });
    try {
      lonely.app.redis!.disconnect();
      const response = await login(lonely.app, 'nobody@example.com', '10.79.0.1');
      expect(response.statusCode).toBe(401);
    } finally {
      await lonely.close();
    }
  });
});

describe('REDIS_URL that cannot be reached', () => {
  let closedPort: Server;
  beforeAll(async () => {
    // A port that was just free: nothing listens there once the server is closed.
    closedPort = createServer();
    await new Promise<void>((resolve) => closedPort.listen(0, '127.0.0.1', resolve));
  });

  it('stops the start with a message naming the address, never the password', async () => {
    const { port } = closedPort.address() as AddressInfo;
    await new Promise<void>((resolve) => closedPort.close(() => resolve()));
    const start = startTestApp({
      env: { REDIS_URL: `redis://:s3cret@127.0.0.1:${port}` },
    });
    await expect(start).rejects.toThrow(
      new RegExp(`^Redis is not reachable at 127\\.0\\.0\\.1:${port} \\(REDIS_URL\\)`),
    );
    await expect(start).rejects.not.toThrow(/s3cret/);
  });
});
