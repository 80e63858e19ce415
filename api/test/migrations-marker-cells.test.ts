import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { cellX, cellY } from 'shared/contract';
import type { Db } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { matching, NO_FILTERS } from '../src/modules/markers/filters';
import { buildMarkerComment } from './factories/marker-comment.factory';
import { useBareDatabase } from './helpers/database';

/** A migrator over the app's migrations, with the database brought up to `name`. */
async function migratedUpTo(db: Db, name: string): Promise<Migrator> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo(name)).error).toBeUndefined();
  return migrator;
}

describe('migration 20261124090000_create_marker_cells', () => {
  const t = useBareDatabase();

  it('counts the comments saved before it into the cluster grid', async () => {
    const { db } = t;
    await migratedUpTo(db, '20261123190000_add_users_sessions_revoked_at');
    const rows = [
      buildMarkerComment({ lat: -33.87, lon: 151.21 }),
      buildMarkerComment({ lat: -33.87, lon: 151.21 }),
      buildMarkerComment({ lat: -37.81, lon: 144.96 }),
      buildMarkerComment({ lat: 89.9, lon: 180 }),
    ];
    await db.insertInto('marker_comments').values(rows).execute();

    expect(await migrateToLatest(db)).toContain('20261124090000_create_marker_cells');

    const cells = await db.selectFrom('marker_cells').selectAll().where('z', '=', 12).execute();
    const expected = new Map<string, number>();
    for (const row of rows) {
      const key = `${cellX(row.lon, 12)}/${cellY(row.lat, 12)}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    expect(new Map(cells.map((cell) => [`${cell.x}/${cell.y}`, cell.count]))).toEqual(expected);
    const zooms = await db
      .selectFrom('marker_cells')
      .select(['z', (eb) => eb.fn.sum<number | string>('count').as('total')])
      .groupBy('z')
      .execute();
    expect(zooms).toHaveLength(19);
    expect(zooms.every((zoom) => Number(zoom.total) === rows.length)).toBe(true);
  });
});

describe('migration 20261125090000_add_marker_cell_facets', () => {
  const t = useBareDatabase();

  it('counts the comments saved before it by facet, indexes their text, and undoes cleanly', async () => {
    const { db } = t;
    const migrator = await migratedUpTo(db, '20261124090000_create_marker_cells');
    const rows = [
      buildMarkerComment({ location_type: 'Apartment', comment: 'Mouldy bathroom' }),
      buildMarkerComment({ location_type: 'House', photo_urls: '["a.jpg"]' }),
      buildMarkerComment({ location_type: 'House', photo_urls: '["b.jpg"]' }),
      buildMarkerComment({ location_type: 'Land', full_address: '5 Wattle Road, Bega' }),
    ];
    await db.insertInto('marker_comments').values(rows).execute();

    expect(await migrateToLatest(db)).toContain('20261125090000_add_marker_cell_facets');

    const facets = await db
      .selectFrom('marker_cells')
      .select(['facet', 'count'])
      .where('z', '=', 0)
      .orderBy('facet')
      .execute();
    // Apartment 0, House with photos 2 × 1 + 1, Land 2 × 4.
    expect(facets.map((f) => [f.facet, f.count])).toEqual([
      [0, 1],
      [3, 2],
      [8, 1],
    ]);
    const found = (q: string) =>
      db
        .selectFrom('marker_comments')
        .select('id')
        .where(matching(db, { ...NO_FILTERS, q }))
        .execute();
    expect(await found('MOULD')).toEqual([{ id: rows[0]!.id }]);
    expect(await found('wattle r')).toEqual([{ id: rows[3]!.id }]);

    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    const cells = await db
      .selectFrom('marker_cells')
      .select(['z', 'count'])
      .where('z', '=', 0)
      .execute();
    expect(cells.reduce((sum, cell) => sum + cell.count, 0)).toBe(rows.length);
    await db.insertInto('marker_comments').values(buildMarkerComment()).execute();
    const [{ total }] = (
      await sql<{ total: number | string }>`
      select sum(count) as total from marker_cells where z = 0`.execute(db)
    ).rows as [{ total: number | string }];
    expect(Number(total)).toBe(rows.length + 1);
  });
});

describe('migration 20261127090000_add_comment_moderation', () => {
  const t = useBareDatabase();

  const zoomZeroTotal = async () => {
    const [{ total }] = (
      await sql<{ total: number | string | null }>`
      select sum(count) as total from marker_cells where z = 0`.execute(t.db)
    ).rows as [{ total: number | string | null }];
    return Number(total ?? 0);
  };
  const cellCount = async (lat: number, lon: number) => {
    const cell = await t.db
      .selectFrom('marker_cells')
      .select((eb) => eb.fn.sum<number | string>('count').as('count'))
      .where('z', '=', 12)
      .where('x', '=', cellX(lon, 12))
      .where('y', '=', cellY(lat, 12))
      .executeTakeFirst();
    return Number(cell?.count ?? 0);
  };

  it('keeps the comments saved before it, and counts only published ones from then on', async () => {
    const { db } = t;
    const migrator = await migratedUpTo(db, '20261126110000_add_marker_comments_user_time_index');
    const earlier = [buildMarkerComment(), buildMarkerComment()];
    await db.insertInto('marker_comments').values(earlier).execute();

    expect(await migrateToLatest(db)).toContain('20261127090000_add_comment_moderation');
    expect(await zoomZeroTotal()).toBe(2);
    const statuses = await db.selectFrom('marker_comments').select('status').execute();
    expect(statuses.map((row) => row.status)).toEqual(['published', 'published']);

    // A held comment is not counted; publishing it adds it, hiding it takes it away.
    const held = buildMarkerComment({ lat: -31.95, lon: 115.86, status: 'held' });
    await db.insertInto('marker_comments').values(held).execute();
    expect(await zoomZeroTotal()).toBe(2);
    expect(await cellCount(-31.95, 115.86)).toBe(0);

    const setStatus = (ids: string[], status: 'published' | 'held' | 'hidden') =>
      db.updateTable('marker_comments').set({ status }).where('id', 'in', ids).execute();
    await setStatus([held.id], 'published');
    expect(await zoomZeroTotal()).toBe(3);
    expect(await cellCount(-31.95, 115.86)).toBe(1);

    await setStatus([held.id, earlier[0]!.id], 'hidden');
    expect(await zoomZeroTotal()).toBe(1);
    expect(await cellCount(-31.95, 115.86)).toBe(0);

    // A hidden comment that moves stays out; one deleted while hidden takes nothing away.
    await db
      .updateTable('marker_comments')
      .set({ lat: -27.47, lon: 153.02 })
      .where('id', '=', held.id)
      .execute();
    expect(await cellCount(-27.47, 153.02)).toBe(0);
    await db.deleteFrom('marker_comments').where('id', '=', held.id).execute();
    expect(await zoomZeroTotal()).toBe(1);

    // A status written again unchanged moves nothing.
    await setStatus([earlier[1]!.id], 'published');
    expect(await zoomZeroTotal()).toBe(1);
    await setStatus([earlier[0]!.id], 'published');
    expect(await zoomZeroTotal()).toBe(2);

    // Undone (with whatever came after it).
    const down = await migrator.migrateTo('20261126110000_add_marker_comments_user_time_index');
    expect(down.error).toBeUndefined();
    expect(await zoomZeroTotal()).toBe(2);
    await db.insertInto('marker_comments').values(buildMarkerComment()).execute();
    expect(await zoomZeroTotal()).toBe(3);
    expect(await migrateToLatest(db)).toContain('20261127090000_add_comment_moderation');
    expect(await zoomZeroTotal()).toBe(3);
  });
});
