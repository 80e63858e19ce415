import { HOST_INDEX_HTML } from './fixtures/web-root';
import { useTestApp } from './helpers/test-app';
import { useAppOnWebRoot } from './helpers/web-root-app';
import { expectFailure } from './helpers/responses';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('serving the built web app', () => {
  const t = useAppOnWebRoot({
    remoteVersions: { 'remote-map': ['1.0.0', '1.1.0'], 'remote-auth': ['1.0.0'] },
  });

  const get = (url: string, headers: Record<string, string> = HTML) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves the host index.html at / without caching it', async () => {
    const response = await get('/');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(HOST_INDEX_HTML);
  });

  it.each([
    '/auth',
    '/profile',
    '/settings',
    '/status',
    '/verify-email',
    '/verify-email?email=a%40example.com&code=1',
    '/newComment',
    '/login',
    '/about',
    '/accessibility-statement',
  ])('answers the client-side route %s with index.html and 200', async (url) => {
    const response = await get(url);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(HOST_INDEX_HTML);
  });

  // The host's router ignores trailing slashes and case, and decodes the path: so does the API.
  it.each(['/profile/', '/status/', '/PROFILE', '/newcomment', '/prof%69le'])(
    'answers %s like the route the router renders for it (200)',
    async (url) => {
      const response = await get(url);

      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(HOST_INDEX_HTML);
    },
  );

  it.each(['/nope', '/a/b', '/auth/x/y', '/profile/x', '/places/1/x', '/some/deep/link?x=1'])(
    'answers the unknown page %s with 404 and the same page (the app shows Page not found)',
    async (url) => {
      const response = await get(url);

      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(HOST_INDEX_HTML);
    },
  );

  it('answers HEAD like GET: 200 for a client route, 404 for an unknown page', async () => {
    const known = await t.app.inject({ method: 'HEAD', url: '/profile', headers: HTML });
    const unknown = await t.app.inject({ method: 'HEAD', url: '/a/b', headers: HTML });

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
  });

  it('keeps content-hashed host files forever', async () => {
    const response = await get('/main.1a2b3c4d.js', {});

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers a missing file with a JSON 404, not the page', async () => {
    const response = await get('/missing.1a2b3c4d.js');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('does not serve the page for API paths or to clients that want JSON', async () => {
    expect((await get('/api/unknown')).statusCode).toBe(404);
    expect((await get('/api/unknown')).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await get('/api/a/b/')).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await get('/nope', { accept: 'application/json' })).json()).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
    });
    expect((await get('/profile', { accept: 'application/json' })).statusCode).toBe(404);
  });

  it('answers a POST to a client-side route with 404 JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/profile', payload: {} });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('serves each remote version side by side, with CORS', async () => {
    const v1 = await get('/remotes/remote-map/1.0.0/mf-manifest.json', {});
    const v11 = await get('/remotes/remote-map/1.1.0/mf-manifest.json', {});

    expect(v1.statusCode).toBe(200);
    expect(v1.json()).toEqual({ name: 'remote-map', version: '1.0.0' });
    expect(v11.json()).toEqual({ name: 'remote-map', version: '1.1.0' });
    expect(v1.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([
    ['/remotes/remote-map/1.0.0/mf-manifest.json', 'no-cache'],
    ['/remotes/remote-map/1.0.0/remoteEntry.js', 'no-cache'],
    ['/remotes/remote-map/1.1.0/123.0a1b2c3d.js', IMMUTABLE],
    ['/remotes/remote-auth/1.0.0/123.0a1b2c3d.js', IMMUTABLE],
  ])('serves %s with Cache-Control %s', async (url, cacheControl) => {
    const response = await get(url, {});

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers a missing remote version or file with 404', async () => {
    expect((await get('/remotes/remote-map/9.9.9/remoteEntry.js', {})).statusCode).toBe(404);
    expect((await get('/remotes/remote-markers/1.0.0/remoteEntry.js', {})).statusCode).toBe(404);
    expect((await get('/remotes/remote-map/1.0.0/nope.js', {})).statusCode).toBe(404);
  });

  it('never serves files outside the dist folders', async () => {
    const traversal = await get('/remotes/remote-map/..%2f..%2fpackage.json', {});
    const hostTraversal = await get('/..%2fpackage.json', {});

    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(hostTraversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(traversal.body).not.toContain('"version"');
    expect(hostTraversal.body).not.toContain('"version"');
  });

  it('answers a POST to a remote asset with 405', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/remotes/remote-map/1.0.0/remoteEntry.js',
    });

    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

describe('before the web app is built', () => {
  const t = useAppOnWebRoot({ host: false, remoteVersions: {} });

  it('keeps the API running', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });

  it('answers / with a clear 503 page for browsers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: HTML });

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('RentMap is not built yet');
    expect(response.body).toContain('pnpm build');
  });

  it('answers / with a clear 503 JSON body for other clients', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept: '*/*' } });

    expectFailure(response, 503, 'SERVICE_UNAVAILABLE', expect.stringContaining('not built yet'));
  });

  it('warns once at start-up', () => {
    expect(t.logs.some((line) => line.level === 40 && /not built/.test(line.msg))).toBe(true);
  });
});

/** `src`/`href` of every script and link element, however the minifier quoted them. */
/** What the page loads: its scripts and linked files (a canonical link is an address, not a file). */
function scriptAndLinkUrls(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? [];
  return tags.flatMap((tag) => {
    // The page's own address and the tile server's (preconnect) are not what it loads.
    if (/\srel=["']?(?:canonical|preconnect)\b/i.test(tag)) return [];
    const attribute = /\s(?:src|href)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    return attribute ? [attribute[1] ?? attribute[2] ?? attribute[3] ?? ''] : [];
  });
}

// The real host/dist/index.html (`pnpm build` runs before the tests): a page opened at a
// nested path or with a trailing slash must still find its scripts.
describe('the built host page', () => {
  const t = useTestApp();

  it.each(['/', '/profile/', '/a/b', '/auth/x/y'])(
    'at %s loads its scripts and icon by absolute path',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });

      expect(response.statusCode).not.toBe(503); // 503: host/dist is missing, run pnpm build
      const urls = scriptAndLinkUrls(response.body);
      // Content-hashed, so it is cached for good (main.1a2b3c4d.js).
      expect(urls.some((src) => /\/main\.[0-9a-f]{8}\.js$/.test(src))).toBe(true);
      for (const src of urls) expect(src).toMatch(/^\/(?!\/)/);
    },
  );
});
