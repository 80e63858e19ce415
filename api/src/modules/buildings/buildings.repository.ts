import { sql, type Insertable } from 'kysely';
import { isPostgres, type Db } from '../../db/kysely';
import type { BuildingRow, Database, UnitRow } from '../../db/types';
import { PUBLISHED } from '../../db/published';
import type { BoundingBox } from '../geo/distance';

/** The buildings in their own right (not merged into another; with `merged`, those too) in a box. */
export function findBuildingsInBox(
  db: Db,
  box: BoundingBox,
  { merged = false }: { merged?: boolean } = {},
): Promise<BuildingRow[]> {
  let query = db.selectFrom('buildings').selectAll();
  // SQLite keeps no statistics: on `merged_into is null` it would walk the merged_into index
  // (every building) rather than the (lat, lon) one; `+merged_into` keeps it off that index.
  const mergedInto = isPostgres(db) ? sql.ref('merged_into') : sql`+merged_into`;
  if (!merged) query = query.where(mergedInto, 'is', null);
  query = query.where('lat', '>=', box.minLat).where('lat', '<=', box.maxLat);
  query =
    box.minLon <= box.maxLon
      ? query.where('lon', '>=', box.minLon).where('lon', '<=', box.maxLon)
      : query.where((eb) => eb.or([eb('lon', '>=', box.minLon), eb('lon', '<=', box.maxLon)]));
  return query.execute();
}

export function findUnit(db: Db, id: string): Promise<UnitRow | undefined> {
  return db.selectFrom('units').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The address and position of each of these buildings (the map's building pins). */
export function findBuildingPlaces(
  db: Db,
  ids: readonly string[],
): Promise<Pick<BuildingRow, 'id' | 'full_address' | 'lat' | 'lon'>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('buildings')
    .select(['id', 'full_address', 'lat', 'lon'])
    .where('id', 'in', ids)
    .execute();
}

export function findBuilding(db: Db, id: string): Promise<BuildingRow | undefined> {
  return db.selectFrom('buildings').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertBuilding(
  db: Db,
  row: Insertable<Database['buildings']>,
): Promise<BuildingRow> {
  return db.insertInto('buildings').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The building whose street address has this G-NAF id (merged into another or not). */
export function findBuildingByGnafPid(db: Db, gnafPid: string): Promise<BuildingRow | undefined> {
  return db.selectFrom('buildings').selectAll().where('gnaf_pid', '=', gnafPid).executeTakeFirst();
}

/** Records the address services' ids a building has none of yet; its other columns stay. */
export async function recordAddressIds(
  db: Db,
  building: Pick<BuildingRow, 'id' | 'gnaf_pid' | 'osm_object'>,
  ids: Pick<BuildingRow, 'gnaf_pid' | 'osm_object'>,
): Promise<void> {
  const missing = {
    ...(building.gnaf_pid === null && ids.gnaf_pid !== null && { gnaf_pid: ids.gnaf_pid }),
    ...(building.osm_object === null && ids.osm_object !== null && { osm_object: ids.osm_object }),
  };
  if (Object.keys(missing).length === 0) return;
  await db.updateTable('buildings').set(missing).where('id', '=', building.id).execute();
}

/**
 * Until the transaction ends, no other one places a comment at an address with this key
 * (PostgreSQL; SQLite has one writer at a time anyway): two first comments about one new
 * building, saved at once, make one building and not two.
 */
export function lockAddressKey(db: Db, addressKey: string): Promise<void> {
  return lockPlacement(db, `building:${addressKey}`);
}

/** lockAddressKey for a G-NAF address, which two spellings of one address share. */
export function lockGnafPid(db: Db, gnafPid: string): Promise<void> {
  return lockPlacement(db, `gnaf:${gnafPid}`);
}

async function lockPlacement(db: Db, name: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(db);
}

/** The building's unit with this key, made when it is new. */
export async function findOrInsertUnit(
  db: Db,
  unit: Insertable<Database['units']>,
): Promise<UnitRow> {
  await db
    .insertInto('units')
    .values(unit)
    .onConflict((conflict) => conflict.columns(['building_id', 'unit_key']).doNothing())
    .execute();
  return db
    .selectFrom('units')
    .selectAll()
    .where('building_id', '=', unit.building_id)
    .where('unit_key', '=', unit.unit_key)
    .executeTakeFirstOrThrow();
}

/** Merges a building may have gone through before a link to it is still followed. */
const MAX_MERGES = 8;

/** The unit with this id, or the one it was merged into (followed to the end). */
export async function findCurrentUnit(db: Db, id: string): Promise<string | undefined> {
  let unit = await findUnit(db, id);
  for (let merges = 0; unit?.merged_into && merges < MAX_MERGES; merges += 1) {
    unit = await findUnit(db, unit.merged_into);
  }
  return unit?.merged_into ? undefined : unit?.id;
}

/** The building with this id, or the one it was merged into (followed to the end). */
export async function findCurrentBuilding(db: Db, id: string): Promise<BuildingRow | undefined> {
  let building = await findBuilding(db, id);
  for (let merges = 0; building?.merged_into && merges < MAX_MERGES; merges += 1) {
    building = await findBuilding(db, building.merged_into);
  }
  return building?.merged_into ? undefined : building;
}

/**
 * The published comments of these buildings, counted by building or by unit (a comment about
 * a building as a whole has no unit and is not counted by unit).
 */
async function countPublished(
  db: Db,
  by: 'building_id' | 'unit_id',
  buildingIds: string[],
): Promise<Map<string, number>> {
  if (buildingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('marker_comments')
    .select([`${by} as key`, (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('building_id', 'in', buildingIds)
    .where(by, 'is not', null)
    .where(PUBLISHED)
    .groupBy(by)
    .execute();
  return new Map(rows.map((row) => [row.key!, Number(row.count)]));
}

/** The published comments of each of these buildings, counted. */
export function countPublishedByBuilding(
  db: Db,
  buildingIds: string[],
): Promise<Map<string, number>> {
  return countPublished(db, 'building_id', buildingIds);
}

const unitOrder = new Intl.Collator('en', { numeric: true });

/** The building's units with published comments, each with its count, "G1", "1", "2", "10". */
export async function findUnitsWithPublished(
  db: Db,
  buildingId: string,
): Promise<Array<Pick<UnitRow, 'id' | 'unit_key'> & { count: number }>> {
  const counts = await countPublished(db, 'unit_id', [buildingId]);
  if (counts.size === 0) return [];
  const units = await db
    .selectFrom('units')
    .select(['id', 'unit_key'])
    .where('id', 'in', [...counts.keys()])
    .execute();
  return units
    .sort((a, b) => unitOrder.compare(a.unit_key, b.unit_key))
    .map((unit) => ({ ...unit, count: counts.get(unit.id)! }));
}
