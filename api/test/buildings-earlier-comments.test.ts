import { Migrator } from 'kysely/migration';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, type Db } from '../src/db/kysely';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import {
  BUILDINGS_MIGRATION,
  placeEarlierComments,
} from '../src/modules/buildings/earlier-comments';
import { buildMarkerComment } from './factories/marker-comment.factory';
import { createTestDatabase, useBareDatabase } from './helpers/database';

/** The migration before the buildings: comments saved then have no building. */
const BEFORE_BUILDINGS = '20261130090000_add_refresh_tokens_revoked_family_index';

async function migratedUpTo(db: Db, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo(name)).error).toBeUndefined();
}

/** Comments as renters wrote them before buildings existed, 0–12 m around two buildings. */
const EARLIER = [
  { full_address: '2/15 King St, Newtown NSW 2042', unit_number: '2/15', lat: -33.8981 },
  { full_address: '15 King Street, Newtown', unit_number: 'Unit 2', lat: -33.89801 },
  { full_address: '15, King Street, Newtown, Sydney', unit_number: 'Apt 3', lat: -33.89815 },
  // A unit at another number: the comment joins the building, its words kept.
  { full_address: '15 King Street, Newtown', unit_number: '4/17', lat: -33.8981 },
  { full_address: '17 King Street, Newtown', unit_number: 'House', lat: -33.89804 },
  // No house number: stays unplaced, for moderators.
  { full_address: 'Newtown NSW 2042, Australia', unit_number: '5', lat: -33.8981 },
].map((row) => buildMarkerComment({ ...row, lon: 151.1793, city: 'Newtown' }));

async function placesOf(db: Db) {
  const rows = await db
    .selectFrom('marker_comments')
    .leftJoin('buildings', 'buildings.id', 'marker_comments.building_id')
    .leftJoin('units', 'units.id', 'marker_comments.unit_id')
    .select(['marker_comments.id', 'buildings.address_key', 'units.unit_key', 'unit_number'])
    .execute();
  return new Map(rows.map((row) => [row.id, [row.address_key, row.unit_key, row.unit_number]]));
}

describe('comments saved before buildings existed', () => {
  const t = useBareDatabase();

  it('are placed by the same rules, and a second run changes nothing', async () => {
    await migratedUpTo(t.db, BEFORE_BUILDINGS);
    await t.db.insertInto('marker_comments').values(EARLIER).execute();
    await migrateToLatest(t.db);

    expect(await placeEarlierComments(t.db)).toEqual({ placed: 5, unplaced: 1 });

    const places = await placesOf(t.db);
    expect(EARLIER.map((row) => places.get(row.id))).toEqual([
      ['15 king street', '2', '2/15'],
      ['15 king street', '2', 'Unit 2'],
      ['15 king street', '3', 'Apt 3'],
      ['15 king street', null, '4/17'],
      ['17 king street', null, 'House'],
      [null, null, '5'],
    ]);
    const buildings = await t.db.selectFrom('buildings').select('address_key').execute();
    expect(buildings.map((row) => row.address_key).sort()).toEqual([
      '15 king street',
      '17 king street',
    ]);

    expect(await placeEarlierComments(t.db)).toEqual({ placed: 0, unplaced: 1 });
    expect(await t.db.selectFrom('buildings').select('id').execute()).toHaveLength(2);
  });
});

describe('the start that applies ' + BUILDINGS_MIGRATION, () => {
  it('places the comments saved before it before the API serves', async () => {
    const database = await createTestDatabase();
    try {
      const config = loadConfig({ LOG_LEVEL: 'warn', ALERTS_WORKER: 'off', ...database.env });
      const db = createDatabase(config.database, { onConnectionError: () => undefined });
      await migratedUpTo(db, BEFORE_BUILDINGS);
      await db.insertInto('marker_comments').values(EARLIER.slice(0, 2)).execute();
      await db.destroy();

      const app = await buildApp(config, { logStream: { write: () => undefined } });
      try {
        await app.ready();
        const answer = await app.inject({
          method: 'GET',
          url: `/api/marker/marker-comments/${EARLIER[0]!.id}`,
        });
        const { buildingId, unitId } = answer.json().data;
        expect(buildingId).toEqual(expect.any(String));
        const second = await app.inject({
          method: 'GET',
          url: `/api/marker/marker-comments/${EARLIER[1]!.id}`,
        });
        expect(second.json().data).toMatchObject({ buildingId, unitId });
      } finally {
        await app.close();
      }
    } finally {
      await database.drop();
    }
  });
});
