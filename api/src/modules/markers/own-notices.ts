import type { OwnComment, OwnNotice, SavedMarkerComment } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { toIsoTimestamp } from '../../db/timestamps';
import type { CommentNoticeRow } from '../../db/types';
import { findNoticesOfComments } from './comment-notices.repository';

const isoOrNull = (value: Date | string | null): string | null =>
  value === null ? null : toIsoTimestamp(value);

/** A notice as the comment's author sees it: the filer's role, never who they are. */
export function toOwnNotice(row: CommentNoticeRow): OwnNotice {
  return {
    id: row.id,
    role: row.role,
    reason: row.reason,
    quote: row.quote,
    explanation: row.explanation,
    createdAt: toIsoTimestamp(row.created_at),
    answer: row.answer,
    answeredAt: isoOrNull(row.answered_at),
    status: row.status,
    decidedAt: isoOrNull(row.decided_at),
  };
}

/** The author's own comments with the notices on each (one read for the whole page). */
export async function withOwnNotices(
  db: Db,
  comments: SavedMarkerComment[],
): Promise<OwnComment[]> {
  const rows = await findNoticesOfComments(
    db,
    comments.map((comment) => comment.id),
  );
  return comments.map((comment) => ({
    ...comment,
    notices: rows.filter((row) => row.comment_id === comment.id).map(toOwnNotice),
  }));
}
