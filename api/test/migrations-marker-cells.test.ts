import { Migrator } from 'kysely/migration';
import { cellX, cellY } from 'shared/contract';
import { loadConfig } from '../src/config';
import { createDatabase, type Db } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { buildMarkerComment } from './factories/marker-comment.factory';
import { createTestDatabase, type TestDatabase } from './helpers/database';

describe('migration 20261124090000_create_marker_cells', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(loadConfig({ LOG_LEVEL: 'warn', ...database.env }).database, {
      onConnectionError: () => undefined,
    });
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('counts the comments saved before it into the cluster grid', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo('20261123190000_add_users_sessions_revoked_at');
    expect(before.error).toBeUndefined();
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
