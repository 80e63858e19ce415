import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { RATE_LIMIT_CLASSES, ROUTES } from 'shared/contract';
import { loadConfig } from '../src/config';
import { MapCache } from '../src/modules/static-map/map-cache';
import { StaticMaps, type StaticMapRequest } from '../src/modules/static-map/static-map.service';
import { TileSource } from '../src/modules/static-map/tile-source';
import { layoutMap, MAX_LATITUDE } from '../src/modules/static-map/web-mercator';
import { startTestApp, useTestApp, type TestApp } from './helpers/test-app';
import { startTileServer, unusedPort, type TileServer } from './helpers/tile-server';
import { expectFailure, expectRateLimited, TOO_MANY_REQUESTS } from './helpers/responses';

const URL = '/api/static-map?lat=-33.8688&lon=151.2093&zoom=15&width=600&height=400';

describe('GET /api/static-map', () => {
  let tiles: TileServer;
  let t: TestApp;

  beforeAll(async () => {
    tiles = await startTileServer();
    t = await startTestApp({ env: { TILE_URL: tiles.template } });
  });
  afterAll(async () => {
    await t?.close();
    await tiles?.close();
  });

  it('draws a 600×400 PNG from the tile service with a red pin at the point', async () => {
    const res = await t.app.inject({ method: 'GET', url: URL });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const image = sharp(res.rawPayload);
    expect(await image.metadata()).toMatchObject({ format: 'png', width: 600, height: 400 });
    // Zoom 15 over Sydney: the tiles around x=29915, y=19668.
    expect(tiles.requests.length).toBeGreaterThanOrEqual(6);
    expect(tiles.requests.every((path) => path.startsWith('/15/'))).toBe(true);

    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const offset = (y * info.width + x) * info.channels;
      return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
    };
    // Above the centre sits the pin's red head; a corner shows the tile's green-grey.
    const [r, g, b] = pixel(300, 400 / 2 - 37);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(100);
    expect(b).toBeLessThan(100);
    expect(pixel(5, 5)).toEqual([200, 220, 200]);
  });

  it('caches a drawn map on disk: the same request asks the tile service nothing', async () => {
    await t.app.inject({ method: 'GET', url: URL });
    const asked = tiles.requests.length;

    const again = await t.app.inject({ method: 'GET', url: URL });

    expect(again.statusCode).toBe(200);
    expect(tiles.requests.length).toBe(asked);
  });

  it('uses the default zoom and size (zoom 15, 600×400) when only the point is given', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/static-map?lat=-37.81&lon=144.96' });
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 600, height: 400 });
  });

  it.each([
    ['lat=91&lon=0', "Query parameter 'lat' must be at most 85.05112878."],
    ['lat=0&lon=-181', "Query parameter 'lon' must be at least -180."],
    ['lat=abc&lon=0', "Query parameter 'lat' must be a number."],
    ['lon=0', "Query parameter 'lat' is required."],
    ['lat=0&lon=0&zoom=25', "Query parameter 'zoom' must be at most 18."],
    ['lat=0&lon=0&width=5000', "Query parameter 'width' must be at most 1024."],
  ])('refuses %s with 400', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/static-map?${query}` });
    expectFailure(res, 400, 'VALIDATION_ERROR', message);
  });
});

describe('GET /api/static-map when the tile service is down', () => {
  let t: TestApp;

  beforeAll(async () => {
    const port = await unusedPort();
    t = await startTestApp({ env: { TILE_URL: `http://127.0.0.1:${port}/{z}/{x}/{y}.png` } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 in the error shape, quickly', async () => {
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url: URL });

    expectFailure(res, 503, 'SERVICE_UNAVAILABLE', 'The map image is not available right now.');
    expect(Date.now() - started).toBeLessThan(3_000);

    // Right after a failure it does not even try again.
    const again = Date.now();
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(503);
    expect(Date.now() - again).toBeLessThan(100);
  });
});

describe('layoutMap', () => {
  it('centres the point and wraps tiles across the antimeridian', () => {
    const layout = layoutMap(0, 179.999, 4, 600, 400);
    expect(layout.point).toEqual({ x: 300, y: 200 });
    const xs = new Set(layout.tiles.map((tile) => tile.x));
    expect(xs).toEqual(new Set([14, 15, 0, 1]));
  });

  it('leaves out rows beyond the poles', () => {
    const layout = layoutMap(85, 0, 1, 600, 400);
    expect(layout.tiles.every((tile) => tile.y >= 0 && tile.y < 2)).toBe(true);
  });
});

/** Lon=Infinity made the layout loop over tiles until the process held 5 GB. */
describe('what the static map service itself refuses (defence in depth)', () => {
  const fetchTile = jest.fn<Promise<Buffer>, [number, number, number]>();
  let dir: string;
  let maps: StaticMaps;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'static-map-'));
    const tiles = { fetchTile } as unknown as TileSource;
    maps = new StaticMaps(tiles, 'http://tiles.invalid/{z}/{x}/{y}.png', new MapCache(dir, 1e6));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const base: StaticMapRequest = { lat: -33.87, lon: 151.21, zoom: 15, width: 600, height: 400 };
  it.each<[string, Partial<StaticMapRequest>]>([
    ['an infinite longitude', { lon: Infinity }],
    ['an infinite latitude', { lat: -Infinity }],
    ['NaN', { lat: NaN }],
    ['a latitude beyond Web Mercator', { lat: MAX_LATITUDE + 1 }],
    ['a longitude beyond 180', { lon: 540 }],
    ['zoom 19', { zoom: 19 }],
    ['zoom 0', { zoom: 0 }],
    ['a fractional zoom', { zoom: 2.5 }],
    ['an infinite zoom', { zoom: Infinity }],
    ['a width of 1000000', { width: 1_000_000 }],
    ['an infinite height', { height: Infinity }],
    ['a height of 63', { height: 63 }],
    ['a fractional width', { width: 100.5 }],
  ])('refuses %s with a 400 before asking for a tile', async (_case, change) => {
    await expect(maps.render({ ...base, ...change })).rejects.toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
    });
    expect(fetchTile).not.toHaveBeenCalled();
  });

  it('lays out no more tiles than the largest map needs, whatever it is given', () => {
    expect(layoutMap(0, 0, 18, 1024, 1024).tiles.length).toBeLessThanOrEqual(25);
    expect(() => layoutMap(0, Infinity, 15, 600, 400)).toThrow(RangeError);
    expect(() => layoutMap(0, 0, 15, 100_000, 400)).toThrow(RangeError);
    expect(() => layoutMap(NaN, 0, 15, 600, 400)).toThrow(RangeError);
  });
});

describe('GET /api/static-map rate limit', () => {
  const t = useTestApp();

  const max = RATE_LIMIT_CLASSES[ROUTES.staticMap.rateLimit];

  it(`answers ${max} a minute from one address, then 429 with Retry-After`, async () => {
    // Refused requests count too: the limit is checked before anything else.
    const send = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/static-map?lat=91&lon=0', remoteAddress });
    for (let i = 0; i < max; i++) {
      expect((await send('203.0.113.9')).statusCode).toBe(400);
    }
    const limited = await send('203.0.113.9');
    expectRateLimited(limited, TOO_MANY_REQUESTS);
    expect((await send('198.51.100.9')).statusCode).toBe(400);
  });
});

/** Every PNG in the cache folder and the bytes they take. */
async function cacheFiles(dir: string): Promise<{ files: string[]; bytes: number }> {
  const files: string[] = [];
  let bytes = 0;
  for (const sub of await readdir(dir).catch(() => [] as string[])) {
    for (const name of await readdir(path.join(dir, sub))) {
      files.push(name);
      bytes += (await stat(path.join(dir, sub, name))).size;
    }
  }
  return { files, bytes };
}

describe('the static map disk cache keeps under its size cap', () => {
  let tiles: TileServer;
  let t: TestApp;
  let cap = 0;
  const url = (n: number) => `/api/static-map?lat=${(-33.8 - n / 100).toFixed(2)}&lon=151.2`;
  const draw = async (n: number) => {
    const before = tiles.requests.length;
    const res = await t.app.inject({ method: 'GET', url: url(n) });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 600 });
    return { asked: tiles.requests.length - before };
  };

  beforeAll(async () => {
    tiles = await startTileServer();
    // Room for two maps and a half: the size of one, drawn the same way.
    const scratch = await mkdtemp(path.join(tmpdir(), 'static-map-size-'));
    const one = await new StaticMaps(
      new TileSource(tiles.template),
      tiles.template,
      new MapCache(scratch, 1e9),
    ).render({ lat: -33.8, lon: 151.2, zoom: 15, width: 600, height: 400 });
    await rm(scratch, { recursive: true, force: true });
    cap = Math.floor(one.length * 2.5);
    t = await startTestApp({
      env: { TILE_URL: tiles.template, STATIC_MAP_CACHE_MAX_BYTES: String(cap) },
    });
  });
  afterAll(async () => {
    await t?.close();
    await tiles?.close();
  });

  it('reads the cap from STATIC_MAP_CACHE_MAX_BYTES, 200 MiB by default', () => {
    expect(t.config.staticMapCacheMaxBytes).toBe(cap);
    expect(loadConfig({}).staticMapCacheMaxBytes).toBe(200 * 1024 * 1024);
    expect(() => loadConfig({ STATIC_MAP_CACHE_MAX_BYTES: '-1' })).toThrow(
      /STATIC_MAP_CACHE_MAX_BYTES must be/,
    );
  });

  it('evicts the least recently used maps and draws an evicted one again', async () => {
    expect((await draw(1)).asked).toBeGreaterThan(0);
    expect((await draw(2)).asked).toBeGreaterThan(0);
    // Map 1 is used again (from the cache), so map 2 is now the least recently used.
    expect((await draw(1)).asked).toBe(0);
    expect((await draw(3)).asked).toBeGreaterThan(0);

    const held = await cacheFiles(t.config.staticMapCacheDir);
    expect(held.files).toHaveLength(2);
    expect(held.bytes).toBeLessThanOrEqual(cap);

    expect((await draw(1)).asked).toBe(0);
    expect((await draw(3)).asked).toBe(0);
    // Map 2 was evicted: drawn again from the tiles, correctly.
    expect((await draw(2)).asked).toBeGreaterThan(0);
  });

  it('stays under the cap however many maps are drawn', async () => {
    for (let n = 10; n < 30; n++) {
      await draw(n);
      expect((await cacheFiles(t.config.staticMapCacheDir)).bytes).toBeLessThanOrEqual(cap);
    }
  });
});

describe('MapCache', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'map-cache-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const key = (n: number) => String(n).padStart(2, '0').repeat(32);

  it('trims a folder left over the cap at start, oldest use first, and drops broken writes', async () => {
    const first = new MapCache(dir, 10_000);
    for (let n = 1; n <= 5; n++) await first.put(key(n), Buffer.alloc(1_000, n));
    // Files 1 and 2 were last used long ago (the modification time records use).
    const old = new Date(Date.now() - 86_400_000);
    for (const n of [1, 2]) {
      await utimes(path.join(dir, key(n).slice(0, 2), `${key(n)}.png`), old, old);
    }
    await mkdir(path.join(dir, 'ab'), { recursive: true });
    await writeFile(path.join(dir, 'ab', `${'ab'.repeat(32)}.png.1a2b3c.tmp`), 'half');

    const restarted = new MapCache(dir, 3_500);
    await restarted.ready;

    const held = await cacheFiles(dir);
    expect(held.bytes).toBeLessThanOrEqual(3_500);
    expect(held.files.sort()).toEqual([3, 4, 5].map((n) => `${key(n)}.png`));
    expect(await restarted.get(key(1))).toBeNull();
    expect((await restarted.get(key(5)))?.[0]).toBe(5);
  });

  it('keeps nothing larger than the cap', async () => {
    const cache = new MapCache(dir, 500);
    await cache.put(key(1), Buffer.alloc(501));
    expect(await cache.get(key(1))).toBeNull();
    expect((await cacheFiles(dir)).files).toEqual([]);
  });
});
