import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database, CommentWithheldDetailsRow } from '../../db/types';

/** What the public versions of these coarse comments withhold, by comment id. */
export async function findWithheldDetails(
  db: Db,
  commentIds: string[],
): Promise<Map<string, CommentWithheldDetailsRow>> {
  if (commentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('comment_withheld_details')
    .selectAll()
    .where('comment_id', 'in', commentIds)
    .execute();
  return new Map(rows.map((row) => [row.comment_id, row]));
}

/** Writes (or rewrites) what a coarse comment's public version withholds. */
export async function saveWithheldDetails(
  db: Db,
  row: Insertable<Database['comment_withheld_details']>,
): Promise<void> {
  const { comment_id: _id, ...changes } = row;
  await db
    .insertInto('comment_withheld_details')
    .values(row)
    .onConflict((conflict) => conflict.column('comment_id').doUpdateSet(changes))
    .execute();
}

export async function deleteWithheldDetails(db: Db, commentId: string): Promise<void> {
  await db.deleteFrom('comment_withheld_details').where('comment_id', '=', commentId).execute();
}
