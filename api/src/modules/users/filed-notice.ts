import type { FiledNotice } from 'shared/contract';
import { toIsoTimestamp } from '../../db/timestamps';
import type { CommentNoticeRow } from '../../db/types';

/**
 * A notice as the account that filed it sees it: what it filed and where it stands, not the
 * author's answer (that is for the moderator). The filing's answer and the account export.
 */
export function toFiledNotice(row: CommentNoticeRow): FiledNotice {
  return {
    id: row.id,
    commentId: row.comment_id,
    role: row.role,
    reason: row.reason,
    quote: row.quote,
    explanation: row.explanation,
    createdAt: toIsoTimestamp(row.created_at),
    status: row.status,
    decidedAt: row.decided_at === null ? null : toIsoTimestamp(row.decided_at),
  };
}
