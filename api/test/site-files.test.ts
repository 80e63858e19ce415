import { CLIENT_ROUTES, FOOTER_LINKS } from 'shared/contract';
import { useTestApp } from './helpers/test-app';

const ACCOUNT_AND_FLOW_PAGES = [
  '/auth',
  '/login',
  '/newComment',
  '/verify-email',
  '/profile',
  '/settings',
  '/my-comments',
  '/watched-areas',
  '/status',
  '/moderation',
];

function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
}

describe('GET /sitemap.xml and /robots.txt at the request’s own base', () => {
  const t = useTestApp();
  const get = (url: string, host = 'rentmap.test:3000') =>
    t.app.inject({ method: 'GET', url, headers: { host } });

  it('lists the map and every footer page with absolute URLs, and no private page', async () => {
    const response = await get('/sitemap.xml');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locsOf(response.body)).toEqual([
      'http://rentmap.test:3000/',
      ...FOOTER_LINKS.map((link) => `http://rentmap.test:3000${link.path}`),
    ]);
  });

  it('leaves out exactly the account and flow pages of the client routes', async () => {
    const listed = locsOf((await get('/sitemap.xml')).body).map((loc) => new URL(loc).pathname);

    expect(CLIENT_ROUTES.filter((route) => !listed.includes(route)).sort()).toEqual(
      [...ACCOUNT_AND_FLOW_PAGES].sort(),
    );
  });

  it('allows everything but the API, the account and flow pages too, and names the sitemap', async () => {
    const response = await get('/robots.txt');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    // Signed out, an account or flow page holds nothing of anyone's: crawlers may read it.
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toEqual(['Disallow: /api/']);
    // Link previews name photos and static maps under /api/: preview crawlers may fetch them.
    expect(lines).toContain('Allow: /api/file-storage/files/');
    expect(lines).toContain('Allow: /api/static-map');
    expect(lines).toContain('Sitemap: http://rentmap.test:3000/sitemap.xml');
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/robots.txt' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('answers another method with the error shape', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/sitemap.xml', payload: {} });

    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toMatchObject({ success: false, code: 'METHOD_NOT_ALLOWED' });
  });

  it('keeps both out of the OpenAPI document, like the host page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((response.json() as { paths: object }).paths);

    expect(paths).not.toContain('/sitemap.xml');
    expect(paths).not.toContain('/robots.txt');
  });
});

describe('GET /sitemap.xml and /robots.txt with PUBLIC_BASE_URL', () => {
  const t = useTestApp({ env: { PUBLIC_BASE_URL: 'https://rentmap.example.com.au' } });

  it('uses the public base, whatever host the request came to', async () => {
    const headers = { host: 'internal:3000' };
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers });
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers });

    expect(locsOf(sitemap.body)[0]).toBe('https://rentmap.example.com.au/');
    expect(locsOf(sitemap.body)).toContain('https://rentmap.example.com.au/privacy');
    expect(sitemap.body).not.toContain('internal');
    expect(robots.body).toContain('Sitemap: https://rentmap.example.com.au/sitemap.xml\n');
  });
});
