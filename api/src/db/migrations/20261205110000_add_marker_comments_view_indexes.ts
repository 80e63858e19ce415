import { sql, type Kysely } from 'kysely';

// Frozen in time: depends on nothing but kysely, runs on SQLite and PostgreSQL.

/**
 * The list grouped by building reads every comment in the view and keeps one only when no
 * newer published comment of its building is kept too: a probe run for each of them.
 *
 * - `marker_comments_building_time_idx` (building_id, created_at, id), new: the probe is one
 *   seek past the comment's own place, read from the index alone when no filter asks more of
 *   the newer comment (on (building_id, unit_id) it read all of the building's rows).
 * - `marker_comments_lat_lon_idx` grows from (lat, lon) to (lat, lon, then what a view's rows
 *   are read for: building, time, id, likes, type): a view's comments come from the index
 *   alone, without a look-up of each row, which was most of the grouped list's cost (and of
 *   the list's and the clusters' reads of a small view). Widened in place, not beside it, so
 *   every read keeps the index it had and a write updates one index more (the probe's), not
 *   two.
 *
 * Both partial on `status = 'published'`, word for word the condition the reads name, as the
 * other hot read paths' indexes are (SQLite uses a partial index only for a query that names
 * its condition so).
 */
const PUBLISHED = sql<boolean>`status = 'published'`;
const BUILDING_TIME = ['building_id', 'created_at', 'id'];
const POSITION = ['lat', 'lon'];
const VIEW = [...POSITION, 'building_id', 'created_at', 'id', 'like_count', 'location_type'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createIndex(db: Kysely<any>, name: string, columns: string[]): Promise<void> {
  await db.schema
    .createIndex(name)
    .on('marker_comments')
    .columns(columns)
    .where(PUBLISHED)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createIndex(db, 'marker_comments_building_time_idx', BUILDING_TIME);
  await db.schema.dropIndex('marker_comments_lat_lon_idx').execute();
  await createIndex(db, 'marker_comments_lat_lon_idx', VIEW);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('marker_comments_lat_lon_idx').execute();
  await createIndex(db, 'marker_comments_lat_lon_idx', POSITION);
  await db.schema.dropIndex('marker_comments_building_time_idx').execute();
}
