import sharp from 'sharp';
import { layoutMap } from '../src/modules/static-map/web-mercator';
import { startTestApp, type TestApp } from './helpers/test-app';
import { startTileServer, unusedPort, type TileServer } from './helpers/tile-server';

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

  it('uses the SPEC defaults (zoom 15, 600×400) when only the point is given', async () => {
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
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'VALIDATION_ERROR', message });
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

    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The map image is not available right now.',
    });
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
