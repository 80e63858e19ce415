import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BOOT_DATA_ELEMENT_ID, PLACE_ZOOM, REMOTE_ORIGINS_HEADER } from 'shared/contract';
import { scriptSafeJson } from '../src/web/boot-data';
import { publishComment } from './helpers/alerts';
import { createSignedInUser } from './helpers/auth';
import { createFakeWebRoot, type FakeWebRoot } from './fixtures/web-root';
import { startTestApp, type TestApp } from './helpers/test-app';

const INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>RentMap</title>' +
  '<script defer src=/main.1a2b3c4d.js></script></head><body><div id=root></div></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const TILE_URL = 'https://tiles.example.com/{z}/{x}/{y}.png';
const HOSTILE_ATTRIBUTION = '© Maps </script><script>alert(1)</script> & co';

/** remote-map 1.0.0 as its build describes it: MapView needs leaflet and its own chunk. */
const MAP_MF_MANIFEST = {
  name: 'remote_map',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ name: 'react', assets: { js: { sync: ['923.a7bf4c89.js'], async: [] } } }],
  exposes: [
    {
      path: './MapView',
      assets: {
        js: {
          sync: ['408.316f7f14.js', '923.a7bf4c89.js', '__federation_expose_MapView.2d3bebb1.js'],
          async: ['942.aab7339e.js'],
        },
        css: { sync: ['408.6bbe131a.css'], async: [] },
      },
    },
  ],
};

function bootDataIn(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('the page written with what the host starts with', () => {
  let webRoot: FakeWebRoot;
  let t: TestApp;

  beforeAll(async () => {
    webRoot = await createFakeWebRoot({ remoteVersions: { 'remote-map': ['1.0.0'] } });
    await writeFile(path.join(webRoot.dir, 'host/dist/index.html'), INDEX_HTML);
    await writeFile(
      path.join(webRoot.dir, 'host/dist/chunk-groups.json'),
      JSON.stringify({
        named: { main: ['main.1a2b3c4d.js'], bootstrap: ['bootstrap.0f0f0f0f.js'] },
        provided: { react: ['923.58d89e61.js'], shared: ['864.56f11987.js', '942.9d4cad6a.js'] },
        styles: { bootstrap: ['bootstrap.da339c37.css'] },
      }),
    );
    await writeFile(
      path.join(webRoot.dir, 'remote-map/dist/1.0.0/mf-manifest.json'),
      JSON.stringify(MAP_MF_MANIFEST),
    );
    t = await startTestApp({
      env: {
        WEB_ROOT: webRoot.dir,
        TILE_URL,
        TILE_ATTRIBUTION: '© Maps',
        REMOTE_ORIGINS: 'https://cdn.example.com',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await webRoot.remove();
  });

  const page = (url = '/') => t.app.inject({ method: 'GET', url, headers: HTML });

  it('holds what /remotes.json and GET /api/config answer, so the host asks for neither', async () => {
    const [html, remotes, config] = await Promise.all([
      page(),
      t.app.inject({ method: 'GET', url: '/remotes.json' }),
      t.app.inject({ method: 'GET', url: '/api/config' }),
    ]);

    expect(html.statusCode).toBe(200);
    expect(bootDataIn(html.body)).toEqual({
      remotes: remotes.json(),
      remoteOrigins: remotes.headers[REMOTE_ORIGINS_HEADER]!.toString().split(' '),
      config: config.json().data,
    });
    expect(remotes.headers[REMOTE_ORIGINS_HEADER]).toBe('https://cdn.example.com');
  });

  it('preloads what the host loads next, then the map remote’s manifest, entry and first chunks (not its shared singletons), style sheets first', async () => {
    const { body } = await page();
    const preloads = [...body.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map(
      (match) => `${match[2]} ${match[1]}`,
    );

    expect(preloads).toEqual([
      'style /bootstrap.da339c37.css',
      'script /bootstrap.0f0f0f0f.js',
      'script /923.58d89e61.js',
      'script /864.56f11987.js',
      'script /942.9d4cad6a.js',
      'fetch /remotes/remote-map/1.0.0/mf-manifest.json',
      'style /remotes/remote-map/1.0.0/408.6bbe131a.css',
      'script /remotes/remote-map/1.0.0/remoteEntry.js',
      'script /remotes/remote-map/1.0.0/408.316f7f14.js',
      'script /remotes/remote-map/1.0.0/__federation_expose_MapView.2d3bebb1.js',
    ]);
    // As each is then asked for, or the browser would fetch it twice.
    for (const tag of body.match(/<link rel="preload"[^>]*>/g) ?? []) {
      // The host's chunks load as plain scripts; the runtime asks for a remote's in CORS mode;
      // style sheets are plain <link>s.
      const corsScript = tag.includes('href="/remotes/') && !tag.includes('as="style"');
      expect(tag.includes('crossorigin="anonymous"')).toBe(corsScript);
    }
  });

  /** The tiles the page draws before any script: its <picture>'s sources and <img>. */
  async function firstTileOf(url: string): Promise<string[]> {
    const { body } = await page(url);
    const drawing = /<div id="rentmap-first-tile" aria-hidden="true">(.*?)<\/div>/.exec(body);
    if (!drawing) return [];
    return [...drawing[1]!.matchAll(/(?:srcset|src)="([^"]+)"/g)].map((match) => match[1]!);
  }

  it('draws the first tile of the map page at the top of its body, before any script runs', async () => {
    // Sydney at zoom 13, the default view: tile 7536/4915; dense screens use zoom 14's grid.
    expect(await firstTileOf('/')).toEqual([
      'https://tiles.example.com/14/15073/9831.png',
      'https://tiles.example.com/13/7536/4915.png',
    ]);
    // The view the URL names: Melbourne at zoom 15.
    expect(await firstTileOf('/?lat=-37.8136&lon=144.9631&z=15')).toEqual([
      'https://tiles.example.com/16/59157/40213.png',
      'https://tiles.example.com/15/29578/20106.png',
    ]);
    const { body } = await page();
    expect(body).toMatch(/<body[^>]*><div id="rentmap-first-tile"/);
    expect(body.indexOf('<style>#rentmap-first-tile')).toBeLessThan(body.indexOf('</head>'));
  });

  it('opens a shared place’s page at the place: its view in the BootData, its first tile drawn', async () => {
    const author = await createSignedInUser(t);
    // The Opera House, at the place's zoom (17): tile 120591/78650; 241183/157300 when dense.
    const id = await publishComment(t, author, {
      coordinates: { lat: -33.8568, lon: 151.2153 },
    });

    const { body } = await page(`/places/${id}`);
    expect(bootDataIn(body)).toMatchObject({
      view: { lat: -33.8568, lon: 151.2153, zoom: PLACE_ZOOM },
    });
    expect(await firstTileOf(`/places/${id}`)).toEqual([
      'https://tiles.example.com/18/241183/157300.png',
      'https://tiles.example.com/17/120591/78650.png',
    ]);
    // A view in the URL is what the map opens at: nothing to replace, and its tile drawn.
    const melbourne = `/places/${id}?lat=-37.8136&lon=144.9631&z=15`;
    expect(bootDataIn((await page(melbourne)).body)).not.toHaveProperty('view');
    expect(await firstTileOf(melbourne)).toEqual([
      'https://tiles.example.com/16/59157/40213.png',
      'https://tiles.example.com/15/29578/20106.png',
    ]);
    // The map page and a place that is not there have no view to open at.
    expect(bootDataIn((await page('/')).body)).not.toHaveProperty('view');
    const missing = await page('/places/3f2b8c1e-9a4d-4c6b-8e21-7d5f0a9b1c2d');
    expect(missing.statusCode).toBe(404);
    expect(bootDataIn(missing.body)).not.toHaveProperty('view');
    expect(missing.body).not.toContain('rentmap-first-tile');
  });

  it('draws no tile on a page without the map', async () => {
    expect(await firstTileOf('/profile')).toEqual([]);
    expect(await firstTileOf('/status')).toEqual([]);
    expect((await page('/profile')).body).not.toContain('rentmap-first-tile');
  });

  it('connects to the tile server early', async () => {
    expect((await page()).body).toContain(
      '<link rel="preconnect" href="https://tiles.example.com">',
    );
  });

  it('writes the same into every page of the app and the not-found page, inside the head', async () => {
    for (const url of ['/profile', '/a/b']) {
      const { body } = await page(url);
      const head = body.slice(0, body.indexOf('</head>'));
      expect(bootDataIn(head)).toMatchObject({ remoteOrigins: ['https://cdn.example.com'] });
    }
  });

  it('is inert JSON under the page’s CSP: no inline script may run, and none needs to', async () => {
    const response = await page();
    const csp = String(response.headers['content-security-policy']);

    expect(csp).toMatch(/script-src [^;]*'self'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const inline = [...response.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline).toEqual([` type="application/json" id="${BOOT_DATA_ELEMENT_ID}"`]);
  });
});

describe('scriptSafeJson', () => {
  it('cannot end its <script> element, whatever the values hold', () => {
    const value = { tileAttribution: HOSTILE_ATTRIBUTION, line: 'a\u2028b' };
    const text = scriptSafeJson(value);

    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
