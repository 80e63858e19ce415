import { APP_VERSION } from 'shared/contract';
import { redisEnv } from './helpers/redis';
import { useTestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('answers ok after a real database round trip', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ok', database: 'ok', redis: 'off', version: APP_VERSION },
    });
  });
});

describe('GET /api/health with REDIS_URL', () => {
  const t = useTestApp({ env: redisEnv() });

  it('answers ok after a real round trip to Redis too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ok', database: 'ok', redis: 'ok', version: APP_VERSION },
    });
  });

  it("answers 200 'degraded' naming Redis when Redis is gone (the API works without it)", async () => {
    t.app.redis!.disconnect();

    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'degraded', database: 'ok', redis: 'down', version: APP_VERSION },
    });
  });
});

describe('GET /api/health with the database gone', () => {
  const t = useTestApp();

  it('answers 503 SERVICE_UNAVAILABLE naming the database, with Retry-After', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.db.destroy();

    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    expectFailure(response, 503, 'SERVICE_UNAVAILABLE', 'The database is not reachable.');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});
