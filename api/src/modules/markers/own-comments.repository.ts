import type { Updateable } from 'kysely';
import { isPostgres, type Db } from '../../db/kysely';
import type { MarkerCommentRow, MarkerCommentsTable, PhotoRow } from '../../db/types';
import type { TimePosition } from './markers.repository';

/** One user's comments, newest first (id breaks ties), after `after` when given. */
export async function findCommentsOfUser(
  db: Db,
  userId: string,
  { limit, after }: { limit: number; after?: TimePosition },
): Promise<MarkerCommentRow[]> {
  let query = db.selectFrom('marker_comments').selectAll().where('user_id', '=', userId);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt, after.id)),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function countCommentsOfUser(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('marker_comments')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The comment's row, locked for the rest of the transaction where the database can. */
export async function findCommentForUpdate(
  db: Db,
  id: string,
): Promise<MarkerCommentRow | undefined> {
  let query = db.selectFrom('marker_comments').selectAll().where('id', '=', id);
  // SQLite has one writer at a time already; PostgreSQL needs the row lock.
  if (isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function updateComment(
  db: Db,
  id: string,
  changes: Updateable<MarkerCommentsTable>,
): Promise<MarkerCommentRow> {
  return db
    .updateTable('marker_comments')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteComment(db: Db, id: string): Promise<void> {
  await db.deleteFrom('marker_comments').where('id', '=', id).execute();
}

type PhotoFiles = Pick<PhotoRow, 'name' | 'thumbnail_name'>;

/**
 * Deletes the rows of these photos of the comment (all of them without `names`) and returns
 * their files, for the caller to remove once the transaction has committed.
 */
export async function deletePhotosOfComment(
  db: Db,
  commentId: string,
  names?: string[],
): Promise<PhotoFiles[]> {
  if (names && names.length === 0) return [];
  let query = db.deleteFrom('photos').where('marker_comment_id', '=', commentId);
  if (names) query = query.where('name', 'in', names);
  return query.returning(['name', 'thumbnail_name']).execute();
}

/** Everything one account wrote, oldest first (the account export lists it in that order). */
export function findAllCommentsOfUser(db: Db, userId: string): Promise<MarkerCommentRow[]> {
  return db
    .selectFrom('marker_comments')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
