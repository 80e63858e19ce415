import { GEO_RATE_LIMIT } from '../src/modules/geo/geo.routes';
import { useTestApp } from './helpers/test-app';

/**
 * Issue 10: the geo routes had no rate limit. Each route allows GEO_RATE_LIMIT.max requests
 * a minute per address: more than a person typing or clicking on the map sends.
 */
describe.each([
  ['GET /api/geo/search', '/api/geo/search?q=newtown'],
  ['GET /api/geo/reverse', '/api/geo/reverse?lat=-33.8976&lon=151.1793'],
  ['GET /api/locations/reverse', '/api/locations/reverse?lat=-33.8976&lon=151.1793'],
])('%s rate limit', (_route, url) => {
  const t = useTestApp({ env: { GEOCODER: 'offline' } });
  const send = (remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });

  it(`answers ${GEO_RATE_LIMIT.max} a minute from one address, then 429 with Retry-After`, async () => {
    expect(GEO_RATE_LIMIT.max).toBeGreaterThanOrEqual(60);
    for (let i = 0; i < GEO_RATE_LIMIT.max; i++) {
      const response = await send('203.0.113.7');
      expect(response.statusCode).toBe(200);
    }

    const limited = await send('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ \w+\.$/),
    });

    // Another address is counted on its own.
    expect((await send('198.51.100.23')).statusCode).toBe(200);
  });
});
