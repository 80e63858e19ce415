import { sql, type ExpressionBuilder } from 'kysely';
import { RENT_BAND_DOLLARS, RENT_CEILING, type ConditionCategory } from 'shared/contract';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/types';

/** $10 bands in a $50 step of the rent ceilings. */
const BANDS_A_STEP = RENT_CEILING.step / RENT_BAND_DOLLARS;

/** The step every rent above the highest ceiling shares: no ceiling keeps it. */
export const RENT_STEP_ABOVE = RENT_CEILING.max / RENT_CEILING.step + 1;

type CommentScope = ExpressionBuilder<Database, 'marker_comments'>;

/** Whether the comment has an answer of `category` that compares so with `answer`. */
function answered(
  eb: CommentScope,
  category: ConditionCategory,
  compare: '=' | '<>',
  answer: 'met' | 'not-met',
) {
  return eb.exists(
    eb
      .selectFrom('comment_condition_answers as a')
      .select(sql`1`.as('one'))
      .whereRef('a.comment_id', '=', 'marker_comments.id')
      .where('a.category', '=', category)
      .where('a.answer', compare, answer),
  );
}

/**
 * What the map's filters read of a comment's record, as the columns of its row, from its
 * checklist and rent as saved:
 * - mould reported: an item of "Mould and damp" answered not met, as a building's page
 *   counts reports;
 * - heating met: heating answered, every item of it met;
 * - the rent step: the latest rent (the last increase, else the rent moved in at) by its $10
 *   band, in $50 steps (band ≤ 5 × step), so that a ceiling of 50 × step keeps it.
 * Migration 20261206080000 wrote the comments saved before it by this same rule.
 */
export function recordFilterColumns(eb: CommentScope) {
  const latestRent = eb.fn.coalesce(
    eb
      .selectFrom('comment_rent_increases as i')
      .select('i.new_rent')
      .whereRef('i.comment_id', '=', 'marker_comments.id')
      .orderBy('i.on_day', 'desc')
      .limit(1),
    eb
      .selectFrom('comment_rents as r')
      .select('r.weekly_rent')
      .whereRef('r.comment_id', '=', 'marker_comments.id'),
  );
  const step = sql<number>`(${latestRent} / ${sql.lit(RENT_BAND_DOLLARS)} + ${sql.lit(BANDS_A_STEP - 1)}) / ${sql.lit(BANDS_A_STEP)}`;
  // A truth value on both databases (0 or 1 on SQLite), whatever the column's type says.
  return {
    mould_reported: answered(eb, 'damp-mould', '=', 'not-met').$castTo<number>(),
    heating_met: eb
      .and([answered(eb, 'heating', '=', 'met'), eb.not(answered(eb, 'heating', '<>', 'met'))])
      .$castTo<number>(),
    rent_step: sql<number | null>`(select case when step > ${sql.lit(RENT_STEP_ABOVE)}
      then ${sql.lit(RENT_STEP_ABOVE)} else step end from (select ${step} as step) rent)`,
  };
}

/**
 * Writes recordFilterColumns onto the comment, in its record's transaction: the database's
 * triggers then count it in the record grid.
 */
export async function writeRecordFilters(db: Db, commentId: string): Promise<void> {
  await db
    .updateTable('marker_comments')
    .set(recordFilterColumns)
    .where('id', '=', commentId)
    .execute();
}
