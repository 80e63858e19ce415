import { makeJpeg } from './fixtures/images';
import { createSignedInUser } from './helpers/auth';
import { photoForm } from './helpers/multipart';
import { uploadPhoto } from './helpers/photos';
import { startTestApp, type TestApp } from './helpers/test-app';
import { useAppOnWebRoot } from './helpers/web-root-app';
import { loadConfig } from '../src/config';
import { cspSourceOf } from '../src/web/security-policy';

/** A Content-Security-Policy header as directive → sources. */
function parseCsp(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    (header as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

const PHOTO_CSP = "default-src 'none'; sandbox";

function expectCommonHeaders(headers: Record<string, unknown>): void {
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)(,|$)/);
  expect(headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)(,|$)/);
  expect(parseCsp(headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
}

describe('security headers with the default configuration (http, no REMOTE_ORIGINS)', () => {
  const t = useAppOnWebRoot();

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('the app page allows scripts from this origin only, never inline or eval', async () => {
    for (const url of ['/', '/profile', '/no-such-page']) {
      const response = await get(url, { accept: 'text/html' });
      expectCommonHeaders(response.headers);
      const csp = parseCsp(response.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://tile.openstreetmap.org',
      ]);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['frame-src']).toEqual(["'none'"]);
      expect(response.headers['content-security-policy']).not.toMatch(/unsafe-eval/);
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
    }
  });

  it('API answers, successes and errors alike, may load, run or frame nothing', async () => {
    const answers = [
      await get('/api/health'),
      await get('/api/config'),
      await get('/api/no-such-route'),
      await get('/api/markers/marker-comments/list?page=abc'),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      }),
    ];
    for (const response of answers) {
      expectCommonHeaders(response.headers);
      expect(parseCsp(response.headers['content-security-policy'])).toEqual({
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
    }
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 404, expect.any(Number), 400]);
  });

  it('remote assets and the remotes manifest carry them too; remote assets may be embedded elsewhere', async () => {
    const entry = await get('/remotes/remote-map/1.0.0/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expectCommonHeaders(entry.headers);
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(entry.headers['access-control-allow-origin']).toBe('*');

    const manifest = await get('/remotes.json');
    expectCommonHeaders(manifest.headers);

    const hostFile = await get('/main.1a2b3c4d.js');
    expectCommonHeaders(hostFile.headers);
    expect(hostFile.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('a photo keeps its own stricter policy and carries the other headers', async () => {
    const { accessToken } = await createSignedInUser(t);
    const upload = await uploadPhoto(
      t,
      { accessToken },
      photoForm(await makeJpeg(64, 64), 'p.jpg'),
    );

    const photo = await get(upload.url);

    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-security-policy']).toBe(PHOTO_CSP);
    expect(photo.headers['x-frame-options']).toBe('DENY');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(photo.headers['permissions-policy']).toContain('camera=()');
    expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('Swagger UI gets a policy it works with: its own scripts and styles, nothing else', async () => {
    const page = await get('/api/docs/', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expectCommonHeaders(page.headers);
    const csp = parseCsp(page.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    // Every script the page names is served from this origin under that policy.
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).toMatch(/^\.\/static\//);
      const script = await get(`/api/docs/${src.slice(2)}`);
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
    }
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/); // no inline script
    expect((await get('/api/docs/json')).statusCode).toBe(200);
  });
});

describe('security headers with ops settings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        PUBLIC_BASE_URL: 'https://rentmap.example.com',
        REMOTE_ORIGINS: 'https://cdn.example.com, http://127.0.0.1:3301',
        TILE_URL: 'https://{s}.tiles.example.org:8443/{z}/{x}/{y}.png',
        PHOTO_BASE_URL: 'https://photos.example.net/rentmap',
        GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
      },
    });
  });
  afterAll(() => t.close());

  it('the page allows the remote, tile, photo and Google origins, each where it is needed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    const csp = parseCsp(response.headers['content-security-policy']);
    const remotes = [
      'https://rentmap.example.com',
      'https://cdn.example.com',
      'http://127.0.0.1:3301',
    ];

    expect(csp['script-src']).toEqual([
      "'self'",
      ...remotes,
      'https://accounts.google.com/gsi/client',
    ]);
    expect(csp['connect-src']).toEqual(["'self'", ...remotes, 'https://accounts.google.com/gsi/']);
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      ...remotes,
      'https://*.tiles.example.org:8443',
      'https://photos.example.net',
    ]);
    expect(csp['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
    expect(csp['style-src']).toContain('https://accounts.google.com/gsi/style');
    expect(csp['upgrade-insecure-requests']).toEqual([]);
  });

  it('sends HSTS on every answer when the public URL is https', async () => {
    for (const url of ['/', '/api/health', '/remotes.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    }
  });
});

describe('REMOTE_ORIGINS and CSP sources', () => {
  it('refuses anything but a list of http(s) origins', () => {
    for (const value of [
      'cdn.example.com',
      'https://cdn.example.com/path',
      "https://a.example 'unsafe-inline'",
    ]) {
      expect(() => loadConfig({ REMOTE_ORIGINS: value })).toThrow(
        /REMOTE_ORIGINS must be a comma-separated list of origins/,
      );
    }
    expect(
      loadConfig({ REMOTE_ORIGINS: 'https://CDN.example.com:443, http://127.0.0.1:3301' })
        .remoteOrigins,
    ).toEqual(['https://cdn.example.com', 'http://127.0.0.1:3301']);
  });

  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['http://127.0.0.1:3290/{z}/{x}/{y}.png', 'http://127.0.0.1:3290'],
    ['https://tiles.example.org:443/{z}/{x}/{y}.png', 'https://tiles.example.org'],
    ['https://tiles-{s}.example.org/{z}/{x}/{y}.png', 'https:'],
  ])('the CSP source of %s is %s', (url, source) => {
    expect(cspSourceOf(url)).toBe(source);
  });
});
