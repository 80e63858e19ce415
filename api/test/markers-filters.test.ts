import {
  cellX,
  cellY,
  clusterGridFor,
  LIMITS,
  LOCATION_TYPES,
  type MarkerClusters,
  type SavedMarkerComment,
} from 'shared/contract';
import { buildMarkerComment } from './factories/marker-comment.factory';
import { boxOf, inCellRange, insertAll, seededRandom } from './helpers/many-pins';
import { useTestApp } from './helpers/test-app';
import type { NewMarkerCommentRow } from '../src/db/types';
import { injectFrom } from './helpers/auth-requests';

const CLUSTERS_URL = '/api/marker/clusters';
const LIST_URL = '/api/marker/marker-comments/list';
const DAY = 86_400_000;
const WORDS = ['sunny', 'noisy', 'mould', 'garden', 'tram', 'cosy', '100%_real'];

/**
 * Pins with every kind of variety the filters look at: the five types, about 40 % with
 * photos, created from today to 500 days ago (half a day off any filter's edge), comments of
 * a few words, around Sydney, Melbourne, one building, the antimeridian and anywhere.
 */
function variedPins(count: number, seed = 5): NewMarkerCommentRow[] {
  const next = seededRandom(seed);
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const roll = next();
    let lat: number;
    let lon: number;
    if (roll < 0.45) [lat, lon] = [-33.87 + (next() - 0.5) * 0.4, 151.21 + (next() - 0.5) * 0.5];
    else if (roll < 0.65)
      [lat, lon] = [-37.81 + (next() - 0.5) * 0.3, 144.96 + (next() - 0.5) * 0.4];
    else if (roll < 0.75) [lat, lon] = [-33.8688, 151.2093];
    else if (roll < 0.88)
      [lat, lon] = [-17.7 + next(), next() < 0.5 ? 179.5 + next() / 2 : -179.5 - next() / 2];
    else [lat, lon] = [(next() - 0.5) * 170, (next() - 0.5) * 360];
    const created = new Date(now - (Math.floor(next() * 500) + 0.5) * DAY).toISOString();
    const words = [0, 1].map(() => WORDS[Math.floor(next() * WORDS.length)]);
    return buildMarkerComment({
      lat,
      lon,
      location_type: LOCATION_TYPES[Math.floor(next() * LOCATION_TYPES.length)],
      photo_urls: next() < 0.4 ? JSON.stringify([`p${i}.jpg`]) : '[]',
      comment: `${words.join(' and ')}, unit ${i}`,
      full_address: i % 10 === 0 ? `${i} Tram Parade, Kensington` : `${i} George Street, Sydney`,
      created_at: created,
      updated_at: created,
    });
  });
}

interface Filters {
  types?: string;
  photos?: boolean;
  within?: '7d' | '30d' | '1y';
  q?: string;
}

const WITHIN_DAYS = { '7d': 7, '30d': 30, '1y': 365 };

/** What the filters keep, decided here from the rows as they were written. */
function keeps(filters: Filters) {
  const since =
    filters.within === undefined ? null : Date.now() - WITHIN_DAYS[filters.within] * DAY;
  return (row: NewMarkerCommentRow) =>
    (filters.types === undefined || filters.types.split(',').includes(row.location_type)) &&
    (!filters.photos || row.photo_urls !== '[]') &&
    (since === null || Date.parse(String(row.created_at)) >= since) &&
    (filters.q === undefined ||
      `${row.comment}`.toLowerCase().includes(filters.q.toLowerCase()) ||
      `${row.full_address}`.toLowerCase().includes(filters.q.toLowerCase()));
}

function query(filters: Filters): string {
  return Object.entries(filters)
    .map(([key, value]) => `&${key}=${encodeURIComponent(String(value))}`)
    .join('');
}

const VIEWS: Array<[string, number]> = [
  ['-180,-90,180,90', 2],
  ['112,-44,154,-10', 6],
  ['150.9,-34.1,151.5,-33.6', 11],
  ['151.2,-33.875,151.22,-33.862', 17],
  ['179,-18.5,-179,-16', 7],
];

const FILTERS: Filters[] = [
  { types: 'House,Apartment' },
  { photos: true },
  { types: 'Villa', photos: true },
  { within: '7d' },
  { within: '30d' },
  { within: '1y' },
  { q: 'Garden' },
  { q: 'tram' },
  { q: '0%_' },
  { q: 'and n' },
  { types: 'House,Land', photos: true, within: '1y', q: 'sun' },
];

describe('GET /api/marker/clusters with filters', () => {
  const t = useTestApp();
  const pins = variedPins(1500);

  beforeAll(async () => {
    await insertAll(t.db, pins);
  });

  const clusters = async (bbox: string, zoom: number, filters: Filters) => {
    const res = await injectFrom(t, {
      method: 'GET',
      url: `${CLUSTERS_URL}?bbox=${bbox}&zoom=${zoom}${query(filters)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as MarkerClusters;
  };

  const cases = FILTERS.flatMap((filters) => VIEWS.map(([bbox, zoom]) => [filters, bbox, zoom]));
  it.each(cases as Array<[Filters, string, number]>)(
    'counts exactly the pins %j keeps in %s at zoom %i, cell by cell',
    async (filters, bbox, zoom) => {
      const answer = await clusters(bbox, zoom, filters);
      const range = clusterGridFor(boxOf(bbox), zoom);
      const expected = pins.filter(keeps(filters)).filter((row) => inCellRange(row, range));

      expect(answer.total).toBe(expected.length);
      const perCell = new Map<string, number>();
      for (const row of expected) {
        const id = `${range.zoom}/${cellX(row.lon, range.zoom)}/${cellY(row.lat, range.zoom)}`;
        perCell.set(id, (perCell.get(id) ?? 0) + 1);
      }
      const answered = new Map(answer.clusters.map((c) => [c.id, c.count]));
      for (const pin of answer.pins) {
        answered.set(
          `${range.zoom}/${cellX(pin.lon, range.zoom)}/${cellY(pin.lat, range.zoom)}`,
          1,
        );
      }
      expect(answered).toEqual(perCell);
      // A single pin is one the filters keep, never another pin on the same spot.
      const ids = new Set(expected.map((row) => row.id));
      expect(answer.pins.every((pin) => ids.has(pin.id))).toBe(true);
    },
  );

  it('counts the same cells reading the comments as reading the grid', async () => {
    // Every comment has " and ": this text keeps every pin, so the answer read from the
    // comments must equal the grid's.
    expect(pins.every(keeps({ q: ' and ' }))).toBe(true);
    for (const [bbox, zoom] of VIEWS) {
      for (const facets of [{}, { types: 'House,Villa' }, { photos: true }]) {
        const grid = await clusters(bbox, zoom, facets);
        const rows = await clusters(bbox, zoom, { ...facets, q: ' and ' });
        expect(rows.total).toBe(grid.total);
        expect(rows.pins).toEqual(expect.arrayContaining(grid.pins));
        expect(rows.pins).toHaveLength(grid.pins.length);
        const byId = new Map(grid.clusters.map((c) => [c.id, c]));
        expect(rows.clusters).toHaveLength(grid.clusters.length);
        for (const cluster of rows.clusters) {
          const same = byId.get(cluster.id)!;
          expect(cluster.count).toBe(same.count);
          expect(cluster.bounds).toEqual(same.bounds);
          expect(cluster.lat).toBeCloseTo(same.lat, 9);
          expect(cluster.lon).toBeCloseTo(same.lon, 9);
        }
      }
    }
  });

  it.each([
    ['types=Castle', 'types'],
    ['types=House,', 'types'],
    ['types=house', 'types'],
    ['photos=maybe', 'photos'],
    ['within=2d', 'within'],
    ['q=ab', 'q'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['q=%20%20%20', 'q'],
  ])('refuses %s with 400 VALIDATION_ERROR naming %s', async (bad, field) => {
    const res = await injectFrom(t, {
      method: 'GET',
      url: `${CLUSTERS_URL}?bbox=112,-44,154,-10&zoom=4&${bad}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.json().message).toContain(field);
  });
});

describe('cluster facets follow every write', () => {
  const t = useTestApp();

  const totalOf = async (filters: Filters, bbox = '151,-34,151.5,-33.7', zoom = 18) => {
    const res = await injectFrom(t, {
      method: 'GET',
      url: `${CLUSTERS_URL}?bbox=${bbox}&zoom=${zoom}${query(filters)}`,
    });
    return res.json().data as MarkerClusters;
  };

  it('moves a comment between facets when its type or photos change', async () => {
    const row = buildMarkerComment({ lat: -33.87, lon: 151.21, location_type: 'House' });
    const other = buildMarkerComment({ lat: -33.8701, lon: 151.2101, location_type: 'Villa' });
    await t.db.insertInto('marker_comments').values([row, other]).execute();
    const counts = async () =>
      Promise.all(
        [{}, { types: 'House' }, { types: 'Land' }, { photos: true }].map(
          async (filters) => (await totalOf(filters, '151,-34,151.5,-33.7', 10)).total,
        ),
      );
    expect(await counts()).toEqual([2, 1, 0, 0]);

    await t.db
      .updateTable('marker_comments')
      .set({ location_type: 'Land', photo_urls: '["a.jpg"]' })
      .where('id', '=', row.id)
      .execute();
    expect(await counts()).toEqual([2, 0, 1, 1]);
    const facets = await t.db
      .selectFrom('marker_cells')
      .select(['facet', (eb) => eb.fn.sum<number>('count').as('count')])
      .where('z', '=', 0)
      .groupBy('facet')
      .orderBy('facet')
      .execute();
    // Land with photos: 4 × 2 + 1; a Villa without: 2 × 2.
    expect(facets.map((f) => [f.facet, Number(f.count)])).toEqual([
      [4, 1],
      [9, 1],
    ]);

    // Moved and retyped in one statement, on both rows at once.
    await t.db
      .updateTable('marker_comments')
      .set({ location_type: 'House', photo_urls: '[]', lat: -31.95, lon: 115.86 })
      .execute();
    expect(await counts()).toEqual([0, 0, 0, 0]);
    expect((await totalOf({ types: 'House' }, '115.7,-32.1,116,-31.8', 10)).total).toBe(2);

    await t.db.deleteFrom('marker_comments').execute();
    expect(await t.db.selectFrom('marker_cells').selectAll().execute()).toEqual([]);
  });

  it('shows the pin the filters keep when another one stands on the same spot', async () => {
    const house = buildMarkerComment({ lat: -33.9, lon: 151.1, location_type: 'House' });
    const villa = buildMarkerComment({ lat: -33.9, lon: 151.1, location_type: 'Villa' });
    await t.db.insertInto('marker_comments').values([house, villa]).execute();
    const bbox = '151.09,-33.91,151.11,-33.89';
    expect((await totalOf({ types: 'House' }, bbox)).pins.map((p) => p.id)).toEqual([house.id]);
    expect((await totalOf({ types: 'Villa' }, bbox)).pins.map((p) => p.id)).toEqual([villa.id]);
    expect((await totalOf({ q: `unit ${villa.unit_number}` }, bbox)).pins).toEqual([]);
    expect((await totalOf({}, bbox)).clusters[0]?.count).toBe(2);
  });

  it('finds edited text and forgets deleted text', async () => {
    const row = buildMarkerComment({ lat: -33.95, lon: 151.15, comment: 'Leaky roof' });
    await t.db.insertInto('marker_comments').values(row).execute();
    const found = async (q: string) => (await totalOf({ q }, '151,-34,151.5,-33.7', 8)).total;
    expect(await found('LEAKY')).toBe(1);
    await t.db
      .updateTable('marker_comments')
      .set({ comment: 'Dry as a bone' })
      .where('id', '=', row.id)
      .execute();
    expect([await found('leaky'), await found('s a b')]).toEqual([0, 1]);
    await t.db.deleteFrom('marker_comments').where('id', '=', row.id).execute();
    expect(await found('s a b')).toBe(0);
  });
});

type Page = {
  content: SavedMarkerComment[];
  totalElements: number;
  totalCapped: boolean;
  nextCursor: string | null;
};

describe('GET /api/marker/marker-comments/list with filters and sorts', () => {
  const t = useTestApp();
  const pins = variedPins(400, 9);
  // Two pairs sharing their time: the id orders each pair.
  const twins = new Date(Date.now() - 3 * DAY).toISOString();
  const tied = [0, 1, 2, 3].map((i) =>
    buildMarkerComment({
      lat: -33.5 - i / 100,
      lon: 151,
      created_at: twins,
      updated_at: twins,
      location_type: 'House',
    }),
  );
  const all = [...pins, ...tied];

  beforeAll(async () => {
    await insertAll(t.db, all);
  });

  const get = async (url: string): Promise<Page> => {
    const res = await injectFrom(t, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.json().data as Page;
  };

  /** Every page by cursor, checking each holds at most `size`; the ids in order. */
  const walk = async (params: string, size: number) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 200; pages += 1) {
      const page: Page = await get(
        `${LIST_URL}?size=${size}${params}${cursor === null ? '' : `&cursor=${cursor}`}`,
      );
      expect(page.content.length).toBeLessThanOrEqual(size);
      ids.push(...page.content.map((item) => item.id));
      cursor = page.nextCursor;
      if (cursor === null) return ids;
    }
    throw new Error('the cursor never ended');
  };

  const byTime = (a: NewMarkerCommentRow, b: NewMarkerCommentRow) =>
    String(a.created_at) < String(b.created_at)
      ? -1
      : String(a.created_at) > String(b.created_at)
        ? 1
        : a.id < b.id
          ? -1
          : 1;

  const lonGap = (a: number, b: number) => {
    const gap = Math.abs(a - b) % 360;
    return gap > 180 ? 360 - gap : gap;
  };
  const nearestTo = (lat: number, lon: number) => {
    const scale = Math.cos((lat * Math.PI) / 180);
    const distance = (row: NewMarkerCommentRow) =>
      Math.hypot(row.lat - lat, lonGap(row.lon, lon) * scale);
    return (a: NewMarkerCommentRow, b: NewMarkerCommentRow) =>
      distance(a) - distance(b) || (a.id < b.id ? -1 : 1);
  };

  it.each([{}, ...FILTERS])(
    'lists what %j keeps newest first and oldest first, paged without overlap or gap',
    async (filters) => {
      const kept = all.filter(keeps(filters)).sort(byTime);
      const ids = kept.map((row) => row.id);
      expect(await walk(query(filters), 7)).toEqual([...ids].reverse());
      expect(await walk(`${query(filters)}&sort=oldest`, 7)).toEqual(ids);
      const first = await get(`${LIST_URL}?size=5${query(filters)}`);
      expect(first.totalElements).toBe(kept.length);
      expect(first.totalCapped).toBe(false);
    },
  );

  it('breaks equal times by id in both directions', async () => {
    const ids = tied.map((row) => row.id).sort();
    const newest = await walk('&types=House&within=7d&q=light', 1);
    expect(newest.filter((id) => ids.includes(id))).toEqual([...ids].reverse());
    const oldest = await walk('&types=House&within=7d&q=light&sort=oldest', 1);
    expect(oldest.filter((id) => ids.includes(id))).toEqual(ids);
  });

  it.each([
    [-33.87, 151.21, {}],
    [-37.8, 145, { photos: true }],
    [-17.2, 179.95, {}],
    [-17.2, -179.99, { types: 'Apartment,Land' }],
    [60, 10, { q: 'tram' }],
  ])('lists the nearest to %d,%d first (%j), paged by cursor', async (lat, lon, filters) => {
    const expected = all
      .filter(keeps(filters))
      .sort(nearestTo(lat, lon))
      .map((row) => row.id);
    expect(await walk(`&sort=nearest&near=${lat},${lon}${query(filters)}`, 9)).toEqual(expected);
  });

  it('ranks across the antimeridian: a pin just over it is nearer than one far on this side', async () => {
    const page = await get(`${LIST_URL}?size=3&sort=nearest&near=-17.5,179.999`);
    const first = page.content[0]!;
    const expected = [...all].sort(nearestTo(-17.5, 179.999))[0]!;
    expect(first.id).toBe(expected.id);
    // Both sides of the line are among the nearest.
    const sides = await get(`${LIST_URL}?size=40&sort=nearest&near=-17.5,180`);
    expect(sides.content.some((c) => c.lon > 179)).toBe(true);
    expect(sides.content.some((c) => c.lon < -179)).toBe(true);
  });

  it('sorts and filters inside a bbox, measuring nearest from its centre by default', async () => {
    const bbox = '150.9,-34.1,151.5,-33.6';
    const box = boxOf(bbox);
    const inside = (row: NewMarkerCommentRow) =>
      row.lat >= box.minLat &&
      row.lat <= box.maxLat &&
      row.lon >= box.minLon &&
      row.lon <= box.maxLon;
    const filters: Filters = { types: 'House,Apartment,Villa' };
    const kept = all.filter(keeps(filters)).filter(inside);
    expect(await walk(`&bbox=${bbox}${query(filters)}&sort=oldest`, 6)).toEqual(
      [...kept].sort(byTime).map((row) => row.id),
    );
    expect(await walk(`&bbox=${bbox}${query(filters)}&sort=nearest`, 6)).toEqual(
      [...kept].sort(nearestTo(-33.85, 151.2)).map((row) => row.id),
    );
  });

  it.each([
    ['sort=x', 'sort'],
    ['sort=nearest', 'near'],
    ['sort=nearest&near=abc', 'near'],
    ['sort=nearest&near=95,10', 'near'],
    ['sort=nearest&near=10,181', 'near'],
    ['sort=nearest&near=10', 'near'],
    ['types=Castle', 'types'],
    ['photos=maybe', 'photos'],
    ['within=2d', 'within'],
    ['q=ab', 'q'],
    [`q=${'y'.repeat(101)}`, 'q'],
  ])('refuses %s with 400 VALIDATION_ERROR naming %s', async (bad, field) => {
    const res = await injectFrom(t, { method: 'GET', url: `${LIST_URL}?${bad}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(res.json().message).toContain(field);
  });

  it('refuses a cursor of another sort', async () => {
    const newest = await get(`${LIST_URL}?size=2`);
    const nearest = await get(`${LIST_URL}?size=2&sort=nearest&near=-33.87,151.21`);
    for (const [cursor, sort] of [
      [newest.nextCursor, 'oldest'],
      [newest.nextCursor, 'nearest&near=1,1'],
      [nearest.nextCursor, 'newest'],
    ] as const) {
      const res = await injectFrom(t, {
        method: 'GET',
        url: `${LIST_URL}?size=2&sort=${sort}&cursor=${cursor}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(res.json().message).toMatch(/^Query parameter 'cursor' belongs to sort=/);
    }
  });
});

describe('the list with filters in a bbox holding more than the count cap', () => {
  const t = useTestApp();
  const rows = Array.from({ length: LIMITS.markerCountCap + 60 }, (_, i) =>
    buildMarkerComment({
      lat: -20 - i / 100_000,
      lon: 130 + (i % 7) / 1000,
      location_type: i % 3 === 0 ? 'House' : 'Apartment',
      photo_urls: i % 4 === 0 ? '["a.jpg"]' : '[]',
    }),
  );

  beforeAll(async () => {
    await insertAll(t.db, rows);
  });

  it('walks the time index in both directions and grows boxes for nearest, filters in SQL', async () => {
    const bbox = '129,-21,131,-19';
    const get = async (url: string) => {
      const res = await injectFrom(t, { method: 'GET', url: `${LIST_URL}?bbox=${bbox}&${url}` });
      expect(res.statusCode).toBe(200);
      return res.json().data as Page;
    };
    const everything = await get('size=10&sort=oldest');
    expect(everything).toMatchObject({ totalElements: LIMITS.markerCountCap, totalCapped: true });
    expect(everything.content.map((c) => c.id)).toEqual(rows.slice(0, 10).map((r) => r.id));

    const houses = rows.filter((r) => r.location_type === 'House');
    const page = await get('size=10&types=House');
    expect(page).toMatchObject({ totalElements: houses.length, totalCapped: false });
    expect(page.content.map((c) => c.id)).toEqual(
      houses
        .slice(-10)
        .reverse()
        .map((r) => r.id),
    );

    const first = await get('size=5&sort=nearest&near=-20.004,130.003');
    const second = await get(`size=5&sort=nearest&near=-20.004,130.003&cursor=${first.nextCursor}`);
    const scale = Math.cos((-20.004 * Math.PI) / 180);
    const nearest = [...rows]
      .sort(
        (a, b) =>
          Math.hypot(a.lat + 20.004, (a.lon - 130.003) * scale) -
            Math.hypot(b.lat + 20.004, (b.lon - 130.003) * scale) || (a.id < b.id ? -1 : 1),
      )
      .slice(0, 10)
      .map((r) => r.id);
    expect([...first.content, ...second.content].map((c) => c.id)).toEqual(nearest);
  });
});
