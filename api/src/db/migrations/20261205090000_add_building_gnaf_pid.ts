import { sql, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

/**
 * What the address services call a building's address, beside our own id (which never
 * changes, whatever they say later):
 *
 * - `buildings.gnaf_pid`: the G-NAF persistent identifier of its street address
 *   ("GANSW719386656"), from an Australian address service; null when none was found. One
 *   building per G-NAF address: unique where set.
 * - `buildings.osm_object`: the OpenStreetMap object the geocoder found with its street
 *   address, as OSM names it ("way/4336745"); null when none was found.
 */
const COLUMNS = ['gnaf_pid', 'osm_object'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('buildings').addColumn(column, 'text').execute();
  }
  await db.schema
    .createIndex('buildings_gnaf_pid_unique')
    .on('buildings')
    .unique()
    .column('gnaf_pid')
    .where(sql.ref('gnaf_pid'), 'is not', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // SQLite drops a column only once no index names it.
  await db.schema.dropIndex('buildings_gnaf_pid_unique').execute();
  for (const column of COLUMNS) {
    await db.schema.alterTable('buildings').dropColumn(column).execute();
  }
}
