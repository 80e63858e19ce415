import { RATE_LIMIT_CLASSES, ROUTES } from 'shared/contract';
import { useTestApp } from './helpers/test-app';
import { expectRateLimited, TOO_MANY_REQUESTS } from './helpers/responses';

/**
 * The geo routes are in the `read` class: each allows its budget of requests a minute per
 * address, more than a person typing or clicking on the map sends.
 */
describe.each([
  ['searchPlaces', '/api/geo/search?q=newtown'],
  ['reversePlace', '/api/geo/reverse?lat=-33.8976&lon=151.1793'],
  ['reverseLocation', '/api/locations/reverse?lat=-33.8976&lon=151.1793'],
] as const)('%s rate limit', (name, url) => {
  const t = useTestApp({ env: { GEOCODER: 'offline' } });
  const send = (remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });
  const max = RATE_LIMIT_CLASSES.read;

  it(`answers ${max} a minute from one address, then 429 with Retry-After`, async () => {
    expect(ROUTES[name].rateLimit).toBe('read');
    expect(max).toBeGreaterThanOrEqual(60);
    for (let i = 0; i < max; i++) {
      const response = await send('203.0.113.7');
      expect(response.statusCode).toBe(200);
    }

    const limited = await send('203.0.113.7');
    expectRateLimited(limited, TOO_MANY_REQUESTS);

    // Another address is counted on its own.
    expect((await send('198.51.100.23')).statusCode).toBe(200);
  });
});
