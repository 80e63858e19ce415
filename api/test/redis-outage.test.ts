import { writeFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { TEST_REDIS_URL, uniqueRedisPrefix } from './helpers/redis';
import { TcpProxy } from './helpers/tcp-proxy';
import { startTestApp, type TestApp } from './helpers/test-app';

/** The longest a request may take while Redis is away (a few commands of 300 ms at most). */
const ANSWER_BOUND_MS = 3000;
/** The longest the API may take to count in Redis again once it is back. */
const RECOVERY_BOUND_MS = 5000;

/** Measured figures, written to the file OUTAGE_FIGURES names (kept quiet otherwise). */
const figures: Record<string, number> = {};

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
}

describe('Redis that goes silent, refuses and comes back', () => {
  const prefix = uniqueRedisPrefix();
  let proxy: TcpProxy;
  let t: TestApp;
  let direct: Redis;

  beforeAll(async () => {
    const url = new URL(TEST_REDIS_URL);
    proxy = await TcpProxy.start({ host: url.hostname, port: Number(url.port || 6379) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    t = await startTestApp({
      env: {
        REDIS_URL: url.toString(),
        REDIS_KEY_PREFIX: prefix,
        REDIS_CONNECT_TIMEOUT_MS: '500',
        REDIS_COMMAND_TIMEOUT_MS: '300',
      },
    });
    direct = new Redis(TEST_REDIS_URL, { lazyConnect: true });
    await direct.connect();
  });

  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    const keys = await direct.keys(`${prefix}*`);
    if (keys.length > 0) await direct.del(...keys);
    direct.disconnect();
    const file = process.env.OUTAGE_FIGURES;
    if (file) {
      writeFileSync(file, `${JSON.stringify({ redis: TEST_DIALECT, ...figures })}\n`, {
        flag: 'a',
      });
    }
  });

  let ip = 0;
  /** A failed sign-in: rate limit and sign-in guard both read and write Redis. */
  const login = () => {
    ip += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.81.${Math.floor(ip / 250)}.${(ip % 250) + 1}`,
      payload: { identifier: 'nobody@example.com', password: 'wrong password' },
    });
  };
  const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
  const countersInRedis = async () => (await direct.keys(`${prefix}*`)).length;

  /** Sign-ins (several at once) and health, each timed. */
  async function everyRequest() {
    return Promise.all([
      ...Array.from({ length: 4 }, async () => ({ kind: 'login', ...(await timed(login)) })),
      timed(health).then((run) => ({ kind: 'health', ...run })),
    ]);
  }

  function expectServedWithoutRedis(
    answers: Array<{ kind: string; result: LightMyRequestResponse; ms: number }>,
  ) {
    for (const { kind, result, ms } of answers) {
      // The limits let the attempt through: 401 for the wrong password, never 429 or 5xx.
      expect({ kind, status: result.statusCode }).toEqual({
        kind,
        status: kind === 'login' ? 401 : 200,
      });
      expect(ms).toBeLessThan(ANSWER_BOUND_MS);
    }
    const healthAnswer = answers.find((answer) => answer.kind === 'health')!.result;
    expect(healthAnswer.json()).toMatchObject({
      success: true,
      data: { status: 'degraded', database: 'ok', redis: 'down' },
    });
  }

  const maxMs = (answers: Array<{ ms: number }>) => Math.max(...answers.map((a) => a.ms));

  it('counts in Redis through the proxy', async () => {
    expect((await login()).statusCode).toBe(401);
    expect(await countersInRedis()).toBeGreaterThan(0);
    expect((await health()).json()).toMatchObject({ data: { status: 'ok', redis: 'ok' } });
  });

  it('lets requests through within a second or so while Redis is silent', async () => {
    proxy.silence();
    const answers = [...(await everyRequest()), ...(await everyRequest())];
    expectServedWithoutRedis(answers);
    figures.silentMaxMs = maxMs(answers);
  });

  it('lets requests through at once while Redis refuses', async () => {
    await proxy.refuse();
    const answers = await everyRequest();
    expectServedWithoutRedis(answers);
    figures.refusedMaxMs = maxMs(answers);
  });

  it('counts in Redis again by itself once Redis is back', async () => {
    await proxy.forward();
    const { ms } = await timed(async () => {
      const until = Date.now() + RECOVERY_BOUND_MS;
      while ((await health()).json().data.redis !== 'ok') {
        if (Date.now() > until) throw new Error('The API did not reconnect to Redis in time');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    figures.recoveryMs = ms;
    const keys = await direct.keys(`${prefix}*`);
    if (keys.length > 0) await direct.del(...keys);
    expect((await login()).statusCode).toBe(401);
    expect(await countersInRedis()).toBeGreaterThan(0);
    // Redis failures were warnings, never a failed request.
    expect(t.logs.filter((line) => line.msg === 'Request failed')).toEqual([]);
  });
});
