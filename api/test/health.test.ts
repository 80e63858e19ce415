import { APP_VERSION } from 'shared/contract';
import { useTestApp } from './helpers/test-app';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('answers ok after a real database round trip', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { status: 'ok', database: 'ok', version: APP_VERSION },
    });
  });
});

describe('GET /api/health with the database gone', () => {
  const t = useTestApp();

  it('answers 503 SERVICE_UNAVAILABLE', async () => {
    await t.db.destroy();

    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is not reachable.',
    });
  });
});
