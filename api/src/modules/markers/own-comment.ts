import type { Db } from '../../db/kysely';
import type { MarkerCommentRow } from '../../db/types';
import { ForbiddenError, NotFoundError } from '../../errors';
import { findCommentForUpdate } from './own-comments.repository';

const NOT_FOUND = 'This comment does not exist or was removed.';
const NOT_YOURS = 'Only the person who wrote a comment can change or delete it.';

/** The comment, locked for this transaction, when it is this user's: else 404 or 403. */
export async function ownComment(db: Db, userId: string, id: string): Promise<MarkerCommentRow> {
  const row = await findCommentForUpdate(db, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  if (row.user_id !== userId) throw new ForbiddenError(NOT_YOURS);
  return row;
}
