import type { CaseNotice } from 'shared/contract';
import { toIsoTimestamp } from '../../db/timestamps';
import type { CommentNoticeRow } from '../../db/types';
import { toOwnNotice } from '../markers/own-notices';

/**
 * A text as notices compare it: Unicode-normalised, lowercased, every run of spacing one
 * space, trimmed. A quote is in a comment when its key is part of the comment's key.
 */
export function quoteKey(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

/** A notice as a moderator sees it, on the comment as its text now reads. */
export function toCaseNotice(
  row: CommentNoticeRow,
  filer: string,
  commentText: string,
): CaseNotice {
  return {
    ...toOwnNotice(row),
    filer,
    editedAt: row.edited_at === null ? null : toIsoTimestamp(row.edited_at),
    quoteInText: quoteKey(commentText).includes(row.quote_key),
  };
}
