import type { Db } from '../../db/kysely';
import type { MarkerCommentRow } from '../../db/types';

export async function countMarkerComments(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('marker_comments')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return Number(count);
}

/** A page of marker comments, newest first (id breaks ties so pages never overlap). */
export async function findMarkerCommentsPage(
  db: Db,
  { limit, offset }: { limit: number; offset: number },
): Promise<MarkerCommentRow[]> {
  return db
    .selectFrom('marker_comments')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
