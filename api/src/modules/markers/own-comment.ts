import type { Db } from '../../db/kysely';
import type { MarkerCommentRow } from '../../db/types';
import { ForbiddenError, NotFoundError } from '../../errors';
import { findMarkerCommentById } from './markers.repository';
import { findCommentForUpdate } from './own-comments.repository';

const NOT_FOUND = 'This comment does not exist or was removed.';
const NOT_YOURS = 'Only the person who wrote a comment can change or delete it.';

function ownedBy(
  row: MarkerCommentRow | undefined,
  userId: string,
  notYours: string,
): MarkerCommentRow {
  if (!row) throw new NotFoundError(NOT_FOUND);
  if (row.user_id !== userId) throw new ForbiddenError(notYours);
  return row;
}

/** The comment, locked for this transaction, when it is this user's: else 404 or 403. */
export async function ownComment(db: Db, userId: string, id: string): Promise<MarkerCommentRow> {
  return ownedBy(await findCommentForUpdate(db, id), userId, NOT_YOURS);
}

/**
 * The comment when it is this user's, for a read that changes nothing (no lock): else 404,
 * or 403 saying `notYours`, whatever its status.
 */
export async function ownCommentToRead(
  db: Db,
  userId: string,
  id: string,
  notYours: string,
): Promise<MarkerCommentRow> {
  return ownedBy(await findMarkerCommentById(db, id), userId, notYours);
}
