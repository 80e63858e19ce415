import type { Insertable } from 'kysely';
import { isPostgres, type Db } from '../../db/kysely';
import type { Database, PlaceMergeRow, UnitRow } from '../../db/types';

export function findUnitsOfBuilding(db: Db, buildingId: string): Promise<UnitRow[]> {
  return db.selectFrom('units').selectAll().where('building_id', '=', buildingId).execute();
}

/** Where each comment of a building, or of a unit, is now: its id, building and units. */
export interface CommentPlaceRow {
  id: string;
  building_id: string | null;
  unit_id: string | null;
  /** A coarse comment's unit, kept apart from its public row. */
  withheld_unit_id: string | null;
}

export function findCommentPlaces(
  db: Db,
  where: { buildingId: string } | { unitId: string },
): Promise<CommentPlaceRow[]> {
  let query = db
    .selectFrom('marker_comments')
    .leftJoin(
      'comment_withheld_details',
      'comment_withheld_details.comment_id',
      'marker_comments.id',
    )
    .select([
      'marker_comments.id',
      'marker_comments.building_id',
      'marker_comments.unit_id',
      'comment_withheld_details.unit_id as withheld_unit_id',
    ]);
  if ('buildingId' in where) {
    query = query.where('marker_comments.building_id', '=', where.buildingId);
  } else {
    const { unitId } = where;
    query = query.where((eb) =>
      eb.or([
        eb('marker_comments.unit_id', '=', unitId),
        eb('comment_withheld_details.unit_id', '=', unitId),
      ]),
    );
  }
  return query.execute();
}

/** Puts one comment in this building and unit (a coarse one's withheld unit too). */
export async function moveComment(db: Db, place: CommentPlaceRow): Promise<void> {
  await db
    .updateTable('marker_comments')
    .set({ building_id: place.building_id, unit_id: place.unit_id })
    .where('id', '=', place.id)
    .execute();
  await db
    .updateTable('comment_withheld_details')
    .set({ unit_id: place.withheld_unit_id })
    .where('comment_id', '=', place.id)
    .execute();
}

export async function setBuildingMergedInto(
  db: Db,
  id: string,
  mergedInto: string | null,
): Promise<void> {
  await db.updateTable('buildings').set({ merged_into: mergedInto }).where('id', '=', id).execute();
}

export async function setUnitMergedInto(
  db: Db,
  id: string,
  mergedInto: string | null,
): Promise<void> {
  await db.updateTable('units').set({ merged_into: mergedInto }).where('id', '=', id).execute();
}

export async function moveUnits(db: Db, ids: string[], buildingId: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('units').set({ building_id: buildingId }).where('id', 'in', ids).execute();
}

export async function insertPlaceMerge(
  db: Db,
  row: Insertable<Database['place_merges']>,
): Promise<PlaceMergeRow> {
  return db.insertInto('place_merges').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The merge, locked for this transaction where the database can. */
export function findPlaceMergeForUpdate(db: Db, id: string): Promise<PlaceMergeRow | undefined> {
  const query = db.selectFrom('place_merges').selectAll().where('id', '=', id);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

export async function markSplit(db: Db, id: string, at: string): Promise<PlaceMergeRow> {
  return db
    .updateTable('place_merges')
    .set({ split_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The merges into or out of a building (its units' too), newest first. */
export function findMergesOfBuilding(db: Db, buildingId: string): Promise<PlaceMergeRow[]> {
  return db
    .selectFrom('place_merges')
    .selectAll()
    .where((eb) => eb.or([eb('building_id', '=', buildingId), eb('from_id', '=', buildingId)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
