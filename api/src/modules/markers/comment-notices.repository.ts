import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/kysely';
import type { CommentNoticeRow } from '../../db/types';

// The reads and writes of comment_notices that the comment itself needs: whether it is under
// review, its author's view of the notices, and an edit noted on them. Filing and deciding
// are moderation's (modules/moderation/notices.repository.ts).

/**
 * A notice waiting for a moderator. Written as this literal, word for word the condition of
 * the partial indexes of migration 20261205100000: SQLite uses a partial index only for a
 * query that names its condition so (never for a bound value).
 */
export const OPEN_NOTICE = sql<SqlBool>`status = 'open'`;

/** Which of these comments have an open notice (one read of the open notices' index). */
export async function findCommentsUnderReview(db: Db, commentIds: string[]): Promise<Set<string>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('comment_notices')
    .select('comment_id')
    .distinct()
    .where('comment_id', 'in', commentIds)
    .where(OPEN_NOTICE)
    .execute();
  return new Set(rows.map((row) => row.comment_id));
}

/** Every notice on these comments, oldest first. */
export async function findNoticesOfComments(
  db: Db,
  commentIds: string[],
): Promise<CommentNoticeRow[]> {
  if (commentIds.length === 0) return [];
  return db
    .selectFrom('comment_notices')
    .selectAll()
    .where('comment_id', 'in', commentIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The author edited the comment: its open notices say when, for the moderator. */
export async function noteEditOnOpenNotices(db: Db, commentId: string, at: string): Promise<void> {
  await db
    .updateTable('comment_notices')
    .set({ edited_at: at })
    .where('comment_id', '=', commentId)
    .where(OPEN_NOTICE)
    .execute();
}
