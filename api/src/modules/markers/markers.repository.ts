import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database, MarkerCommentRow, NewMarkerCommentRow } from '../../db/types';

/** A viewport in degrees. minLon > maxLon means it crosses the antimeridian. */
export interface BoundingBox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

function inBox(box: BoundingBox | undefined) {
  return (eb: ExpressionBuilder<Database, 'marker_comments'>) => {
    if (!box) return eb.val(true);
    const lat = eb.between('lat', box.minLat, box.maxLat);
    const lon =
      box.minLon <= box.maxLon
        ? eb.between('lon', box.minLon, box.maxLon)
        : eb.or([eb('lon', '>=', box.minLon), eb('lon', '<=', box.maxLon)]);
    return eb.and([lat, lon]);
  };
}

export async function countMarkerComments(db: Db, box?: BoundingBox): Promise<number> {
  let query = db.selectFrom('marker_comments').select((eb) => eb.fn.countAll().as('count'));
  if (box) query = query.where(inBox(box));
  const { count } = await query.executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return Number(count);
}

/** A page of marker comments, newest first (id breaks ties so pages never overlap). */
export async function findMarkerCommentsPage(
  db: Db,
  { limit, offset, box }: { limit: number; offset: number; box?: BoundingBox },
): Promise<MarkerCommentRow[]> {
  let query = db.selectFrom('marker_comments').selectAll();
  if (box) query = query.where(inBox(box));
  return query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function insertMarkerComment(
  db: Db,
  row: NewMarkerCommentRow,
): Promise<MarkerCommentRow> {
  return db.insertInto('marker_comments').values(row).returningAll().executeTakeFirstOrThrow();
}
