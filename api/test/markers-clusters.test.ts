import { randomUUID } from 'node:crypto';
import {
  CLUSTER_GRID,
  cellRange,
  cellX,
  cellY,
  clusterGridFor,
  type MarkerClusters,
} from 'shared/contract';
import { buildMarkerComment } from './factories/marker-comment.factory';
import { createSignedInUser } from './helpers/auth';
import { saveComment } from './helpers/comments';
import { boxOf, inCellRange, insertAll, seededRandom } from './helpers/many-pins';
import { useTestApp } from './helpers/test-app';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import type { NewMarkerCommentRow } from '../src/db/types';

const CLUSTERS_URL = '/api/marker/clusters';
const WORLD = '-180,-90,180,90';
const AUSTRALIA = '112,-44,154,-10';

/** A deterministic spread: most pins around two cities, some anywhere, some on one spot. */
function samplePins(count: number): NewMarkerCommentRow[] {
  const next = seededRandom(7);
  const rows: NewMarkerCommentRow[] = [];
  for (let i = 0; i < count; i += 1) {
    const roll = next();
    let lat: number;
    let lon: number;
    if (roll < 0.45) [lat, lon] = [-33.87 + (next() - 0.5) * 0.4, 151.21 + (next() - 0.5) * 0.5];
    else if (roll < 0.7)
      [lat, lon] = [-37.81 + (next() - 0.5) * 0.3, 144.96 + (next() - 0.5) * 0.4];
    else if (roll < 0.8)
      [lat, lon] = [-33.8688, 151.2093]; // one building, many units
    else if (roll < 0.9) [lat, lon] = [-17.7 + next(), next() < 0.5 ? 179.5 : -179.5];
    else [lat, lon] = [(next() - 0.5) * 170, (next() - 0.5) * 360];
    rows.push(buildMarkerComment({ lat, lon, unit_number: String(i) }));
  }
  return rows;
}

describe('GET /api/marker/clusters', () => {
  const t = useTestApp();
  const pins = samplePins(1500);

  beforeAll(async () => {
    await insertAll(t.db, pins);
  });

  const clusters = async (bbox: string, zoom: number): Promise<MarkerClusters> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${CLUSTERS_URL}?bbox=${bbox}&zoom=${zoom}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as MarkerClusters;
  };

  it.each([
    [WORLD, 0],
    [WORLD, 2],
    [AUSTRALIA, 4],
    [AUSTRALIA, 6],
    ['150.9,-34.1,151.5,-33.6', 10],
    ['151.15,-33.9,151.25,-33.84', 14],
    ['151.2,-33.875,151.22,-33.862', 18],
    ['144.8,-37.9,145.1,-37.7', 12],
  ])('counts every pin of the view %s at zoom %i exactly once', async (bbox, zoom) => {
    const answer = await clusters(bbox, zoom);
    const range = clusterGridFor(boxOf(bbox), zoom);
    // The pins whose cell is inside the range: what the answer must count, computed here.
    const expected = pins.filter((row) => inCellRange(row, range));

    expect(answer.zoom).toBe(range.zoom);
    expect(answer.total).toBe(expected.length);
    expect(answer.clusters.reduce((sum, c) => sum + c.count, 0) + answer.pins.length).toBe(
      expected.length,
    );
    // Each single pin is a real pin of the view, once.
    const ids = new Set(expected.map((row) => row.id));
    expect(answer.pins.every((pin) => ids.has(pin.id))).toBe(true);
    expect(new Set(answer.pins.map((pin) => pin.id)).size).toBe(answer.pins.length);
    expect(answer.clusters.length + answer.pins.length).toBeLessThanOrEqual(CLUSTER_GRID.maxCells);
  });

  it('gives each cluster the mean position and the box of the pins it holds', async () => {
    const answer = await clusters(AUSTRALIA, 5);
    for (const cluster of answer.clusters) {
      const [z, x, y] = cluster.id.split('/').map(Number) as [number, number, number];
      const members = pins.filter((row) => cellX(row.lon, z) === x && cellY(row.lat, z) === y);
      expect(members).toHaveLength(cluster.count);
      const lats = members.map((row) => row.lat);
      const lons = members.map((row) => row.lon);
      expect(cluster.lat).toBeCloseTo(lats.reduce((a, b) => a + b, 0) / members.length, 9);
      expect(cluster.lon).toBeCloseTo(lons.reduce((a, b) => a + b, 0) / members.length, 9);
      expect(cluster.bounds).toEqual({
        minLat: Math.min(...lats),
        maxLat: Math.max(...lats),
        minLon: Math.min(...lons),
        maxLon: Math.max(...lons),
      });
    }
  });

  it('keeps the pins standing on one spot together, down to the finest grid', async () => {
    const answer = await clusters('151.205,-33.871,151.212,-33.866', 22);
    expect(answer.zoom).toBe(CLUSTER_GRID.maxZoom);
    const building = answer.clusters.find(
      (c) => c.bounds.minLat === -33.8688 && c.bounds.maxLat === -33.8688,
    );
    expect(building?.count).toBe(
      pins.filter((p) => p.lat === -33.8688 && p.lon === 151.2093).length,
    );
    expect(building?.bounds).toEqual({
      minLat: -33.8688,
      maxLat: -33.8688,
      minLon: 151.2093,
      maxLon: 151.2093,
    });
  });

  it('crosses the antimeridian when minLon is greater than maxLon', async () => {
    const answer = await clusters('179,-18,-179,-16', 5);
    const expected = pins.filter(
      (p) => p.lat >= -18 && p.lat <= -16.7 && Math.abs(p.lon) === 179.5,
    ).length;
    expect(expected).toBeGreaterThan(10);
    expect(answer.total).toBe(expected);
    expect(answer.clusters.some((c) => c.lon > 179)).toBe(true);
    expect(answer.clusters.some((c) => c.lon < -179)).toBe(true);
  });

  it('answers a whole-world view on a grid of at most 300 cells', async () => {
    const answer = await clusters(WORLD, 12);
    expect(answer.total).toBe(pins.length);
    expect(answer.zoom).toBeLessThan(12);
    expect(answer.clusters.length + answer.pins.length).toBeLessThanOrEqual(CLUSTER_GRID.maxCells);
  });

  it.each([
    ['', 'bbox'],
    [`bbox=${WORLD}`, 'zoom'],
    [`bbox=${WORLD}&zoom=1.5`, 'zoom'],
    [`bbox=${WORLD}&zoom=-1`, 'zoom'],
    [`bbox=${WORLD}&zoom=31`, 'zoom'],
    ['bbox=151,-30,152,-40&zoom=3', 'bbox'],
    ['bbox=200,-30,210,-20&zoom=3', 'bbox'],
    ['bbox=a,b,c,d&zoom=3', 'bbox'],
  ])('refuses %s with 400 VALIDATION_ERROR naming %s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `${CLUSTERS_URL}?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.json().message).toContain(field);
  });
});

describe('clusters follow every write', () => {
  const t = useTestApp();
  const view = `/api/marker/clusters?bbox=${AUSTRALIA}&zoom=8`;
  const total = async () => {
    const res = await t.app.inject({ method: 'GET', url: view });
    return (res.json().data as MarkerClusters).total;
  };
  const cellRows = () => t.db.selectFrom('marker_cells').select(['z', 'x', 'y', 'count']).execute();

  it('counts a comment saved through the API at once, and forgets a deleted one', async () => {
    const user = await createSignedInUser(t);
    expect(await total()).toBe(0);

    const saved = await saveComment(t, user);
    expect(await total()).toBe(1);

    const single = await t.app.inject({
      method: 'GET',
      url: `/api/marker/clusters?bbox=${AUSTRALIA}&zoom=15`,
    });
    expect(single.json().data.pins).toEqual([
      { id: saved.id, lat: saved.lat, lon: saved.lon, locationType: 'Apartment' },
    ]);

    await t.db.deleteFrom('marker_comments').where('id', '=', saved.id).execute();
    expect(await total()).toBe(0);
    expect(await cellRows()).toEqual([]);
  });

  it('moves a pin between cells when its position changes, and forgets an account’s pins', async () => {
    const user = await createSignedInUser(t);
    const row = buildMarkerComment({ user_id: user.user.id, lat: -33.87, lon: 151.21 });
    const other = buildMarkerComment({ lat: -33.8701, lon: 151.2101 });
    await t.db.insertInto('marker_comments').values([row, other]).execute();
    const sydney = '151,-34,151.5,-33.7';
    const perth = '115.7,-32.1,116,-31.8';
    const totalIn = async (bbox: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/marker/clusters?bbox=${bbox}&zoom=12` })
      ).json().data.total as number;
    expect([await totalIn(sydney), await totalIn(perth)]).toEqual([2, 0]);

    await t.db
      .updateTable('marker_comments')
      .set({ lat: -31.95, lon: 115.86 })
      .where('id', '=', row.id)
      .execute();
    expect([await totalIn(sydney), await totalIn(perth)]).toEqual([1, 1]);

    // A text edit moves nothing.
    await t.db.updateTable('marker_comments').set({ comment: 'Edited' }).execute();
    expect([await totalIn(sydney), await totalIn(perth)]).toEqual([1, 1]);

    // Deleting the account deletes its comments (cascade), and their place in the clusters.
    await t.db.deleteFrom('users').where('id', '=', user.user.id).execute();
    expect([await totalIn(sydney), await totalIn(perth)]).toEqual([1, 0]);
    await t.db.deleteFrom('marker_comments').execute();
    expect(await cellRows()).toEqual([]);
  });
});

describe('clusters on two API instances sharing one database', () => {
  const a = useTestApp();

  it('shows a comment saved through one instance on the other at once', async () => {
    const b = await startTestAppOnSameDatabase(a.config);
    try {
      const user = await createSignedInUser(a);
      const url = `/api/marker/clusters?bbox=${AUSTRALIA}&zoom=3`;
      const before = (await b.inject({ method: 'GET', url })).json().data.total as number;
      await saveComment(a, user);
      const after = (await b.inject({ method: 'GET', url })).json().data.total as number;
      expect(after).toBe(before + 1);
    } finally {
      await b.close();
    }
  });
});

/** A second app on the first one's database (the same SQLite file or PostgreSQL database). */
async function startTestAppOnSameDatabase(config: AppConfig) {
  const env: Record<string, string> = { LOG_LEVEL: 'warn', DATA_DIR: config.dataDir };
  if (config.database.kind === 'postgres') env.DATABASE_URL = config.database.url;
  const app = await buildApp(loadConfig(env));
  await app.ready();
  return app;
}

describe('GET /api/marker/marker-comments/:id', () => {
  const t = useTestApp();

  it('returns one saved comment, 404 for an unknown id, 400 for a malformed one', async () => {
    const row = buildMarkerComment();
    await t.db.insertInto('marker_comments').values(row).execute();

    const found = await t.app.inject({
      method: 'GET',
      url: `/api/marker/marker-comments/${row.id}`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({ id: row.id, comment: row.comment, lat: row.lat });

    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/marker/marker-comments/${randomUUID()}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });

    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/marker/marker-comments/not-an-id',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});

describe('the grid', () => {
  it('puts the antimeridian, the poles and the edges in valid cells', () => {
    for (const zoom of [0, 5, CLUSTER_GRID.maxZoom]) {
      const n = 2 ** (zoom + 1);
      expect(cellX(-180, zoom)).toBe(0);
      expect(cellX(180, zoom)).toBe(n - 1);
      expect(cellY(90, zoom)).toBe(0);
      expect(cellY(-90, zoom)).toBe(n - 1);
    }
    expect(cellRange({ minLon: 179, minLat: -1, maxLon: -179, maxLat: 1 }, 3).columns).toEqual([
      [15, 15],
      [0, 0],
    ]);
  });
});
