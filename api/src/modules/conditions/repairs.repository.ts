import type { Db } from '../../db/kysely';
import type { CommentConditionAnswerRow, CommentConditionAnswersTable } from '../../db/types';

/** One answer of a comment's checklist. */
export async function findAnswer(
  db: Db,
  commentId: string,
  item: string,
): Promise<CommentConditionAnswerRow | undefined> {
  return db
    .selectFrom('comment_condition_answers')
    .selectAll()
    .where('comment_id', '=', commentId)
    .where('item_id', '=', item)
    .executeTakeFirst();
}

/** The answers of a comment still not met and not said fixed, with their list. */
export async function findOpenRepairs(
  db: Db,
  commentId: string,
): Promise<{ item_id: string; list_id: string }[]> {
  return db
    .selectFrom('comment_condition_answers as a')
    .innerJoin('comment_checklists as c', 'c.comment_id', 'a.comment_id')
    .select(['a.item_id', 'c.list_id'])
    .where('a.comment_id', '=', commentId)
    .where('a.answer', '=', 'not-met')
    .where('a.fixed_after_days', 'is', null)
    .orderBy('a.item_id')
    .execute();
}

export async function updateRepair(
  db: Db,
  commentId: string,
  item: string,
  repair: Pick<CommentConditionAnswersTable, 'told_on' | 'fixed_after_days' | 'not_fixed_on'>,
): Promise<void> {
  await db
    .updateTable('comment_condition_answers')
    .set(repair)
    .where('comment_id', '=', commentId)
    .where('item_id', '=', item)
    .execute();
}

/** The answers of a comment its author said were still not fixed, and when. */
export async function findStillNotFixed(
  db: Db,
  commentId: string,
): Promise<{ item_id: string; not_fixed_on: string }[]> {
  return (await db
    .selectFrom('comment_condition_answers')
    .select(['item_id', 'not_fixed_on'])
    .where('comment_id', '=', commentId)
    .where('not_fixed_on', 'is not', null)
    .execute()) as { item_id: string; not_fixed_on: string }[];
}

/** Puts back when an item was said still not fixed, if it still is not met and not fixed. */
export async function keepStillNotFixed(
  db: Db,
  commentId: string,
  { item_id, not_fixed_on }: { item_id: string; not_fixed_on: string },
): Promise<void> {
  await db
    .updateTable('comment_condition_answers')
    .set({ not_fixed_on })
    .where('comment_id', '=', commentId)
    .where('item_id', '=', item_id)
    .where('answer', '=', 'not-met')
    .where('fixed_after_days', 'is', null)
    .execute();
}
