import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { isPostgres, type Db } from '../../db/kysely';
import type { Database, MarkerCommentRow, NewMarkerCommentRow } from '../../db/types';
import type { BoundingBox } from '../geo/distance';
import { PUBLISHED } from '../../db/published';
import { matching, narrows, type AppliedFilters } from './filters';

/** Where a page in time order ended: the last row's time and id. */
export interface TimePosition {
  createdAt: string;
  id: string;
}

type Position = 'lat' | 'lon';

/**
 * The box as a filter, either read through the (lat, lon) index (`by: 'position'`) or only
 * checked on the rows a newest-first walk meets (`by: 'walk'`). PostgreSQL chooses well from
 * its statistics: on a 200k-pin table it walks the (created_at desc, id desc) index for a
 * city box (0.4 ms) where a box it cannot estimate makes it scan and sort (53 ms). SQLite
 * keeps no statistics here, so the walk writes the columns as `+lat`/`+lon`, which takes
 * the position index out of its choice.
 */
function inBox(db: Db, box: BoundingBox, by: 'position' | 'walk') {
  const hidden = by === 'walk' && !isPostgres(db);
  const column = (name: Position): RawBuilder<number> =>
    hidden ? sql<number>`+${sql.ref(name)}` : sql<number>`${sql.ref(name)}`;
  return (eb: ExpressionBuilder<Database, 'marker_comments'>) => {
    const lat = eb.between(column('lat'), box.minLat, box.maxLat);
    const lon =
      box.minLon <= box.maxLon
        ? eb.between(column('lon'), box.minLon, box.maxLon)
        : eb.or([eb(column('lon'), '>=', box.minLon), eb(column('lon'), '<=', box.maxLon)]);
    return eb.and([lat, lon]);
  };
}

/**
 * The rows in the box (or anywhere) that the filters keep, counted up to `cap` at most: an
 * index range read, never a full count.
 */
export async function countMarkerComments(
  db: Db,
  { box, filters }: { box?: BoundingBox; filters: AppliedFilters },
  cap: number,
): Promise<number> {
  const { count } = await db
    .selectFrom((qb) => {
      let rows = qb
        .selectFrom('marker_comments')
        .select(sql`1`.as('one'))
        .where(PUBLISHED);
      if (box) rows = rows.where(inBox(db, box, 'position'));
      if (narrows(filters)) rows = rows.where(matching(db, filters));
      return rows.limit(cap).as('capped');
    })
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return Number(count);
}

/** How many published comments the filters keep in each of these buildings. */
export async function countCommentsInBuildings(
  db: Db,
  buildings: string[],
  filters: AppliedFilters,
): Promise<{ buildingId: string; count: number }[]> {
  if (buildings.length === 0) return [];
  let query = db
    .selectFrom('marker_comments')
    .select((eb) => ['building_id', eb.fn.countAll().as('count')])
    .where(PUBLISHED)
    .where('building_id', 'in', buildings);
  if (narrows(filters)) query = query.where(matching(db, filters));
  const rows = await query.groupBy('building_id').execute();
  // PostgreSQL returns count(*) as a bigint string.
  return rows.map((row) => ({ buildingId: row.building_id!, count: Number(row.count) }));
}

/**
 * The rows the filters keep, newest or oldest first (id breaks ties so pages never overlap),
 * after `after` when given, by the (created_at desc, id desc) index read either way. With a
 * box, the walk skips the rows outside it: right for a box that holds many rows, where one
 * page is found after a short walk.
 */
export async function findMarkerCommentsInTimeOrder(
  db: Db,
  {
    newestFirst,
    limit,
    offset = 0,
    after,
    box,
    filters,
  }: {
    newestFirst: boolean;
    limit: number;
    offset?: number;
    after?: TimePosition;
    box?: BoundingBox;
    filters: AppliedFilters;
  },
): Promise<MarkerCommentRow[]> {
  const order = newestFirst ? 'desc' : 'asc';
  let query = db.selectFrom('marker_comments').selectAll().where(PUBLISHED);
  if (after) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('created_at', 'id'),
        newestFirst ? '<' : '>',
        eb.tuple(after.createdAt, after.id),
      ),
    );
  }
  if (box) query = query.where(inBox(db, box, 'walk'));
  if (narrows(filters)) query = query.where(matching(db, filters));
  return query
    .orderBy('created_at', order)
    .orderBy('id', order)
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Where a page in most-liked order ended: the last row's count and id. */
export interface LikesPosition {
  likeCount: number;
  id: string;
}

/**
 * The rows the filters keep, most liked first (id, descending, breaks ties so pages never
 * overlap), after `after` when given, by the (like_count, id) index read backwards. With a
 * box, the walk skips the rows outside it, as the time order does.
 */
export async function findMarkerCommentsByLikes(
  db: Db,
  {
    limit,
    offset = 0,
    after,
    box,
    filters,
  }: {
    limit: number;
    offset?: number;
    after?: LikesPosition;
    box?: BoundingBox;
    filters: AppliedFilters;
  },
): Promise<MarkerCommentRow[]> {
  let query = db.selectFrom('marker_comments').selectAll().where(PUBLISHED);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('like_count', 'id'), '<', eb.tuple(after.likeCount, after.id)),
    );
  }
  if (box) query = query.where(inBox(db, box, 'walk'));
  if (narrows(filters)) query = query.where(matching(db, filters, { timeIndex: false }));
  return query
    .orderBy('like_count', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export interface PositionRow {
  id: string;
  created_at: MarkerCommentRow['created_at'];
  like_count: number;
  lat: number;
  lon: number;
}

/**
 * The ids, times and positions of every row the filters keep inside all the boxes (up to
 * `limit` of them, in no order), by the (lat, lon) index: for boxes known to hold few rows,
 * which the caller orders itself, so neither database is tempted to walk the whole
 * newest-first index for a handful of rows.
 */
export async function findPositionsInBoxes(
  db: Db,
  boxes: BoundingBox[],
  filters: AppliedFilters,
  limit?: number,
): Promise<PositionRow[]> {
  let query = db
    .selectFrom('marker_comments')
    .select(['id', 'created_at', 'like_count', 'lat', 'lon'])
    .where(PUBLISHED);
  for (const box of boxes) query = query.where(inBox(db, box, 'position'));
  if (narrows(filters)) query = query.where(matching(db, filters));
  return limit === undefined ? query.execute() : query.limit(limit).execute();
}

/** The published rows of these ids (a page found by position, read whole). */
export async function findMarkerCommentsByIds(db: Db, ids: string[]): Promise<MarkerCommentRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('marker_comments')
    .selectAll()
    .where('id', 'in', ids)
    .where(PUBLISHED)
    .execute();
}

/** The row whatever its status: the caller decides who may read it (mayRead). */
export async function findMarkerCommentById(
  db: Db,
  id: string,
): Promise<MarkerCommentRow | undefined> {
  return db.selectFrom('marker_comments').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMarkerComment(
  db: Db,
  row: NewMarkerCommentRow,
): Promise<MarkerCommentRow> {
  return db.insertInto('marker_comments').values(row).returningAll().executeTakeFirstOrThrow();
}
