import type { Db } from '../../db/kysely';
import type {
  CommentChecklistRow,
  CommentChecklistsTable,
  CommentConditionAnswerRow,
  CommentConditionAnswersTable,
} from '../../db/types';

export async function insertChecklist(
  db: Db,
  checklist: CommentChecklistsTable,
  answers: CommentConditionAnswersTable[],
): Promise<void> {
  await db.insertInto('comment_checklists').values(checklist).execute();
  if (answers.length > 0)
    await db.insertInto('comment_condition_answers').values(answers).execute();
}

/** Removes a comment's checklist and its answers (to replace it, or for good). */
export async function deleteChecklist(db: Db, commentId: string): Promise<void> {
  await db.deleteFrom('comment_condition_answers').where('comment_id', '=', commentId).execute();
  await db.deleteFrom('comment_checklists').where('comment_id', '=', commentId).execute();
}

/** A photo the comment no longer has stops showing an answer. */
export async function forgetAnswerPhotos(
  db: Db,
  commentId: string,
  keptPhotos: readonly string[],
): Promise<void> {
  let update = db
    .updateTable('comment_condition_answers')
    .set({ photo: null })
    .where('comment_id', '=', commentId)
    .where('photo', 'is not', null);
  if (keptPhotos.length > 0) update = update.where('photo', 'not in', [...keptPhotos]);
  await update.execute();
}

/**
 * The checklists of these comments with their answers, read by key: one read when none has a
 * checklist (most pages), two when some do.
 */
export async function findChecklists(
  db: Db,
  commentIds: readonly string[],
): Promise<{ checklists: CommentChecklistRow[]; answers: CommentConditionAnswerRow[] }> {
  if (commentIds.length === 0) return { checklists: [], answers: [] };
  const checklists = await db
    .selectFrom('comment_checklists')
    .selectAll()
    .where('comment_id', 'in', [...commentIds])
    .execute();
  if (checklists.length === 0) return { checklists, answers: [] };
  const answers = await db
    .selectFrom('comment_condition_answers')
    .selectAll()
    .where(
      'comment_id',
      'in',
      checklists.map((row) => row.comment_id),
    )
    .orderBy('comment_id')
    .orderBy('item_id')
    .execute();
  return { checklists, answers };
}

/** One answer of a published comment of a building, with who wrote it, about which unit, when. */
export interface BuildingAnswerRow {
  category: CommentConditionAnswerRow['category'];
  answer: CommentConditionAnswerRow['answer'];
  fixed_after_days: number | null;
  told_on: string | null;
  not_fixed_on: string | null;
  user_id: string | null;
  unit_id: string | null;
  created_at: Date | string;
}

/**
 * The answers in the published comments of a building: what its page adds up. Published only,
 * so a scheduled or held comment counts nowhere before it is public.
 */
export async function findBuildingAnswers(
  db: Db,
  buildingId: string,
): Promise<BuildingAnswerRow[]> {
  return db
    .selectFrom('marker_comments as c')
    .innerJoin('comment_condition_answers as a', 'a.comment_id', 'c.id')
    .select([
      'a.category',
      'a.answer',
      'a.fixed_after_days',
      'a.told_on',
      'a.not_fixed_on',
      'c.user_id',
      'c.unit_id',
      'c.created_at',
    ])
    .where('c.building_id', '=', buildingId)
    .where('c.status', '=', 'published')
    .execute();
}

/** The state or territory and postcode of a building, as its address names them. */
export async function findBuildingState(
  db: Db,
  buildingId: string,
): Promise<{ state: string; postcode: string } | undefined> {
  return db
    .selectFrom('buildings')
    .select(['state', 'postcode'])
    .where('id', '=', buildingId)
    .executeTakeFirst();
}
