import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createFakeWebRoot, type FakeWebRoot } from './fixtures/web-root';
import { createSignedInUser, type SignedInUser } from './helpers/auth';
import { saveComment } from './helpers/comments';
import { uploadPhoto } from './helpers/photos';
import { startTestApp, type TestApp } from './helpers/test-app';
import { startTileServer, type TileServer } from './helpers/tile-server';

/** The built host's index.html as html-webpack-plugin writes it (minified, quotes dropped). */
const BUILT_INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8>' +
  '<meta name=viewport content="width=device-width,initial-scale=1">' +
  '<meta name=description content="RentMap helps people find a rental property with search tools.">' +
  '<title>RentMap</title><link rel=icon href=/favicon.svg>' +
  '<script defer src=/main.1a2b3c4d.js></script></head>' +
  '<body><div id=root></div></body></html>';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The page less what every page gets to start with (web/boot-data.ts, its own tests). */
function withoutBootHead(html: string): string {
  return html.replace(
    /<script type="application\/json" id="rentmap-boot">[^<]*<\/script>(?:<link rel="(?:preconnect|preload)"[^>]*>)*/,
    '',
  );
}
const HOSTILE = 'Mould</title><script>alert("x")</script> & "quotes" <b>';

/** The values of the head's tags, entities decoded as a browser or a preview crawler would. */
function tags(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const meta = (key: string) => {
    const all = [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)];
    const found = all.filter((match) => match[1] === key).map((match) => decode(match[2]!));
    return found.length === 1 ? found[0] : found.length === 0 ? undefined : found;
  };
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!));
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1];
  return { head, meta, titles, canonical: canonical && decode(canonical) };
}

describe('link previews in the host page', () => {
  let webRoot: FakeWebRoot;
  let tiles: TileServer;
  let t: TestApp;
  let alice: SignedInUser;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...HTML, ...headers } });

  const save = async (overrides: Record<string, unknown> = {}): Promise<string> =>
    (await saveComment(t, alice, overrides)).id;

  const upload = async (): Promise<string> => (await uploadPhoto(t, alice)).name;

  beforeAll(async () => {
    webRoot = await createFakeWebRoot();
    await writeFile(path.join(webRoot.dir, 'host/dist/index.html'), BUILT_INDEX_HTML);
    tiles = await startTileServer();
    t = await startTestApp({ env: { WEB_ROOT: webRoot.dir, TILE_URL: tiles.template } });
    alice = await createSignedInUser(t);
  });
  afterAll(async () => {
    await t?.close();
    await tiles.close();
    await webRoot.remove();
  });

  it("describes a saved comment's page: title, description, canonical, Open Graph, card", async () => {
    const id = await save({
      fullAddress: '12 George Street, Sydney NSW 2000, Australia',
      locationType: 'House',
      comment: 'Sunny rooms,\n  but the landlord is slow with repairs.',
      coordinates: { lat: -33.8688, lon: 151.2093 },
    });

    const response = await get(`/places/${id}`, { host: 'rentmap.test:8080' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const { meta, titles, canonical } = tags(response.body);
    const title = 'House at 12 George Street, Sydney NSW 2000, Australia';
    const description =
      '12 George Street, Sydney NSW 2000, Australia: “Sunny rooms, but the landlord is slow with repairs.”';
    const url = `http://rentmap.test:8080/places/${id}`;
    // The template's own title and description are replaced, not repeated.
    expect(titles).toEqual([`${title} · RentMap`]);
    expect(response.body.match(/name=["']?description\b/g)).toHaveLength(1);
    expect(meta('description')).toBe(description);
    expect(canonical).toBe(url);
    expect(meta('og:type')).toBe('article');
    expect(meta('og:site_name')).toBe('RentMap');
    expect(meta('og:title')).toBe(title);
    expect(meta('og:description')).toBe(description);
    expect(meta('og:url')).toBe(url);
    // No photo: a map of the place, drawn by this API.
    const image = new URL(meta('og:image') as string);
    expect(image.origin).toBe('http://rentmap.test:8080');
    expect(image.pathname).toBe('/api/static-map');
    expect(Object.fromEntries(image.searchParams)).toEqual({
      lat: '-33.8688',
      lon: '151.2093',
      zoom: '15',
      width: '1024',
      height: '536',
    });
    expect(meta('og:image:alt')).toBe('Map of 12 George Street, Sydney NSW 2000, Australia');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title')).toBe(title);
    expect(meta('twitter:image')).toBe(meta('og:image'));
    // The app still loads: the rest of the page is the host's.
    expect(response.body).toContain('<script defer src=/main.1a2b3c4d.js></script>');
    expect(response.body).toContain('<div id=root></div>');

    // The map picture the preview names is one the API draws.
    const map = await t.app.inject({ method: 'GET', url: `${image.pathname}${image.search}` });
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-type']).toBe('image/png');
  });

  it("describes a building's page, and answers 404 for a building nobody can see", async () => {
    const saved = await saveComment(t, alice, {
      fullAddress: '40 Enmore Road, Newtown NSW 2042',
      city: 'Newtown',
      unitNumber: 'Unit 3',
      coordinates: { lat: -33.8993, lon: 151.1745 },
    });

    const response = await get(`/buildings/${saved.buildingId}`, { host: 'rentmap.test' });

    expect(response.statusCode).toBe(200);
    const { meta, titles, canonical } = tags(response.body);
    expect(titles).toEqual(['40 Enmore Road, Newtown · RentMap']);
    expect(meta('description')).toBe(
      '1 comment about 1 unit on RentMap. 40 Enmore Road, Newtown NSW 2042',
    );
    expect(canonical).toBe(`http://rentmap.test/buildings/${saved.buildingId}`);
    expect(new URL(meta('og:image') as string).searchParams.get('lat')).toBe('-33.8993');

    const unknown = await get('/buildings/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(withoutBootHead(unknown.body)).toBe(BUILT_INDEX_HTML);
  });

  it('pictures a comment with photos by its first photo, at an absolute address', async () => {
    const [first, second] = [await upload(), await upload()];
    const id = await save({ photoUrls: [first, second] });

    const { meta } = tags((await get(`/places/${id}`, { host: 'rentmap.test' })).body);

    expect(meta('og:image')).toBe(`http://rentmap.test/api/file-storage/files/${first}`);
    expect(meta('og:image:alt')).toBe('Photo of Campbell Parade, Bondi Beach NSW 2026, Australia');
    const photo = await t.app.inject({ method: 'GET', url: `/api/file-storage/files/${first}` });
    expect(photo.statusCode).toBe(200);
  });

  it('escapes what people wrote: a comment never becomes markup', async () => {
    const id = await save({ comment: HOSTILE, fullAddress: `1 <Main> St & "Co", Perth` });

    const response = await get(`/places/${id}`);

    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('<Main>');
    expect(response.body).toContain('Mould&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)');
    const { head, meta, titles } = tags(response.body);
    // One title, one script (the app's): nothing the comment said opened another tag.
    expect(titles).toHaveLength(1);
    // (The page's inert boot data, type="application/json", is no script that runs.)
    expect(head.match(/<script(?![^>]*application\/json)/g)).toHaveLength(1);
    expect(titles[0]).toBe('Apartment at 1 <Main> St & "Co", Perth · RentMap');
    expect(meta('og:description')).toBe(`1 <Main> St & "Co", Perth: “${HOSTILE}”`);
  });

  it('cuts a long comment at a word, keeping the whole address', async () => {
    const id = await save({ comment: 'word '.repeat(200) });

    const description = tags((await get(`/places/${id}`)).body).meta('description') as string;

    expect(description.length).toBeLessThanOrEqual(200);
    expect(description).toMatch(
      /^Campbell Parade, Bondi Beach NSW 2026, Australia: “(word )+word…”$/,
    );
  });

  it('answers an unknown or malformed comment id with 404 and the plain page', async () => {
    for (const url of [
      '/places/3f2b8c1e-9a4d-4c6b-8e21-7d5f0a9b1c2d',
      '/places/not-a-comment',
      '/places/1',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(withoutBootHead(response.body)).toBe(BUILT_INDEX_HTML);
    }
  });

  it('answers a comment id in other spellings (upper case, trailing slash) like the app', async () => {
    const id = await save();
    for (const url of [`/places/${id.toUpperCase()}`, `/places/${id}/`, `/places/${id}?z=17`]) {
      const response = await get(url, { host: 'rentmap.test' });
      expect(response.statusCode).toBe(200);
      expect(tags(response.body).canonical).toBe(`http://rentmap.test/places/${id}`);
    }
  });

  it('gives the map page the site title, description and site-level preview tags', async () => {
    const response = await get('/', { host: 'rentmap.test' });

    expect(response.statusCode).toBe(200);
    const { meta, titles, canonical } = tags(response.body);
    expect(titles).toEqual(['RentMap — find your next rental']);
    expect(meta('description')).toBe(
      'RentMap helps people find a rental property with search tools.',
    );
    expect(canonical).toBe('http://rentmap.test/');
    expect(meta('og:type')).toBe('website');
    expect(meta('og:site_name')).toBe('RentMap');
    expect(meta('og:title')).toBe('RentMap — find your next rental');
    expect(meta('og:url')).toBe('http://rentmap.test/');
    expect(meta('twitter:card')).toBe('summary');
  });

  it('leaves the template as it is on the other pages', async () => {
    const response = await get('/profile');
    expect(response.statusCode).toBe(200);
    expect(withoutBootHead(response.body)).toBe(BUILT_INDEX_HTML);
  });

  it('answers HEAD for a comment page like GET', async () => {
    const id = await save();
    const known = await t.app.inject({ method: 'HEAD', url: `/places/${id}`, headers: HTML });
    const unknown = await t.app.inject({
      method: 'HEAD',
      url: '/places/3f2b8c1e-9a4d-4c6b-8e21-7d5f0a9b1c2d',
      headers: HTML,
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('absolute links behind a proxy and with PUBLIC_BASE_URL', () => {
  let webRoot: FakeWebRoot;
  beforeAll(async () => {
    webRoot = await createFakeWebRoot();
    await writeFile(path.join(webRoot.dir, 'host/dist/index.html'), BUILT_INDEX_HTML);
  });
  afterAll(() => webRoot.remove());

  const canonicalOf = async (env: Record<string, string>, headers: Record<string, string>) => {
    const t = await startTestApp({ env: { WEB_ROOT: webRoot.dir, ...env } });
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { ...HTML, ...headers },
      });
      return tags(response.body).canonical;
    } finally {
      await t.close();
    }
  };
  const forwarded = {
    host: 'internal:3000',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'rentmap.example',
  };

  it('uses the forwarded address when the proxy is trusted', async () => {
    expect(await canonicalOf({ TRUST_PROXY: 'true' }, forwarded)).toBe('https://rentmap.example/');
  });

  it('ignores forwarded headers from an untrusted client', async () => {
    expect(await canonicalOf({}, forwarded)).toBe('http://internal:3000/');
  });

  it('prefers PUBLIC_BASE_URL over any request header', async () => {
    expect(await canonicalOf({ PUBLIC_BASE_URL: 'https://rentmap.example.org/' }, forwarded)).toBe(
      'https://rentmap.example.org/',
    );
  });
});
