import type { Db } from '../../db/kysely';
import { PUBLISHED } from '../../db/published';

/** Why an insert failed: the comment it names is gone (deleted between the check and now). */
export function isMissingComment(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL: foreign_key_violation; better-sqlite3: its extended result code.
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** The user likes the comment: one row per pair, so liking twice changes nothing. */
export async function insertLike(
  db: Db,
  like: { commentId: string; userId: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('marker_likes')
    .values({ comment_id: like.commentId, user_id: like.userId, created_at: like.createdAt })
    .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
    .execute();
}

export async function deleteLike(
  db: Db,
  like: { commentId: string; userId: string },
): Promise<void> {
  await db
    .deleteFrom('marker_likes')
    .where('comment_id', '=', like.commentId)
    .where('user_id', '=', like.userId)
    .execute();
}

/**
 * The comment's count (kept by the marker_likes triggers); undefined when it does not exist
 * or is not published (held and hidden comments take no likes, and show none).
 */
export async function findLikeCount(db: Db, commentId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('marker_comments')
    .select('like_count')
    .where('id', '=', commentId)
    .where(PUBLISHED)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.like_count);
}

/** Which of these comments the user likes (by the (comment_id, user_id) key). */
export async function findLikedAmong(
  db: Db,
  userId: string,
  commentIds: string[],
): Promise<Set<string>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('marker_likes')
    .select('comment_id')
    .where('user_id', '=', userId)
    .where('comment_id', 'in', commentIds)
    .execute();
  return new Set(rows.map((row) => row.comment_id));
}

export interface AuthorRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  profile_visibility: string;
}

/** What the comments' payloads say about their authors: names and who may see them. */
export async function findAuthors(db: Db, userIds: string[]): Promise<AuthorRow[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'username', 'profile_visibility'])
    .where('id', 'in', userIds)
    .execute();
}
