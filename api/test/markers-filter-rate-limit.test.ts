import { RATE_LIMIT_CLASSES, ROUTES } from 'shared/contract';
import { useTestApp } from './helpers/test-app';

const VIEW = 'bbox=150.9,-34.1,151.4,-33.7&zoom=11';

/**
 * The filters that read the matching comments (within, q) cost far more than the grid's
 * answers: each address may send the `read` class's budget of them a minute, on the clusters
 * and on the list alike; requests without them are never counted.
 */
describe.each([
  ['GET /api/marker/clusters', `/api/marker/clusters?${VIEW}`],
  ['GET /api/marker/marker-comments/list', '/api/marker/marker-comments/list?size=5'],
])('%s: filters that read comments are rate limited', (_route, url) => {
  const t = useTestApp();
  const send = (query: string, remoteAddress = '203.0.113.9') =>
    t.app.inject({ method: 'GET', url: `${url}${query}`, remoteAddress });

  const max = RATE_LIMIT_CLASSES.read;

  it(`answers ${max} a minute with within or q, then 429; others pass`, async () => {
    expect(ROUTES.markerClusters.rateLimit).toBe('read');
    expect(ROUTES.listMarkerComments.rateLimit).toBe('read');
    expect(max).toBeGreaterThanOrEqual(60);
    for (let i = 0; i < max; i++) {
      const query = i % 2 === 0 ? '&within=30d' : '&q=mould';
      expect((await send(query)).statusCode).toBe(200);
    }
    const limited = await send('&within=7d');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });

    // The grid's own answers (no filter, or types and photos) are not counted.
    expect((await send('')).statusCode).toBe(200);
    expect((await send('&types=House&photos=true')).statusCode).toBe(200);
    // Another address is counted on its own.
    expect((await send('&q=mould', '198.51.100.40')).statusCode).toBe(200);
  });
});
