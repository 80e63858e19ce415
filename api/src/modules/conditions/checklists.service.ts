import {
  RECORD_MIN_ACCOUNTS,
  type BuildingConditions,
  type Checklist,
  type ChecklistPayload,
  type ConditionCategory,
  type ConditionSummary,
  type OwnChecklist,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import type { StateWords } from '../geo/australian-states';
import { answerRows } from './checklist-rules';
import { CATEGORY_LABELS, listForPlace } from './condition-lists';
import { median } from './figures';
import {
  findBuildingAnswers,
  findChecklists,
  insertChecklist,
  type BuildingAnswerRow,
} from './checklists.repository';

export { checkChecklistAnswers } from './checklist-rules';

/**
 * Saves a comment's checklist against the list of its place's state, in the comment's
 * transaction: an item of another list undoes the comment. A checklist with nothing in it
 * is not kept.
 */
export async function saveChecklist(
  db: Db,
  commentId: string,
  checklist: ChecklistPayload,
  where: StateWords,
): Promise<void> {
  const empty =
    checklist.answers.length === 0 &&
    checklist.coldestRoomCelsius === undefined &&
    checklist.indoorHumidityPercent === undefined;
  if (empty) return;
  const list = listForPlace(where);
  await insertChecklist(
    db,
    {
      comment_id: commentId,
      list_id: list.id,
      coldest_room_celsius: checklist.coldestRoomCelsius ?? null,
      indoor_humidity_percent: checklist.indoorHumidityPercent ?? null,
    },
    answerRows(commentId, checklist, list),
  );
}

/**
 * The checklists of these comments as their authors gave them, by comment id: each answer
 * with the exact day the agent or landlord was told (`toldOn`) and its month (`toldIn`).
 */
export async function ownChecklistsOf(
  db: Db,
  commentIds: readonly string[],
): Promise<Map<string, OwnChecklist>> {
  const { checklists, answers } = await findChecklists(db, commentIds);
  const byComment = new Map<string, OwnChecklist>(
    checklists.map((row) => [
      row.comment_id,
      {
        list: row.list_id,
        answers: [],
        coldestRoomCelsius:
          row.coldest_room_celsius === null ? null : Number(row.coldest_room_celsius),
        indoorHumidityPercent: row.indoor_humidity_percent,
      },
    ]),
  );
  for (const row of answers) {
    byComment.get(row.comment_id)?.answers.push({
      item: row.item_id,
      category: row.category,
      answer: row.answer,
      photo: row.photo,
      toldIn: row.told_on?.slice(0, 7) ?? null,
      toldOn: row.told_on,
      fixedAfterDays: row.fixed_after_days,
    });
  }
  return byComment;
}

/**
 * The checklists of these comments as every channel shows them, by comment id: the day the
 * agent or landlord was told only as its month (a day can name the tenant who wrote).
 */
export async function checklistsOf(
  db: Db,
  commentIds: readonly string[],
): Promise<Map<string, Checklist>> {
  const own = await ownChecklistsOf(db, commentIds);
  return new Map(
    [...own].map(([id, checklist]) => [
      id,
      {
        ...checklist,
        answers: checklist.answers.map(({ toldOn: _day, ...answer }) => answer),
      },
    ]),
  );
}

const yearOf = (timestamp: Date | string) => new Date(timestamp).getUTCFullYear();

/** A category's answers added up, or null while fewer accounts than the minimum answered it. */
function summarise(
  category: ConditionCategory,
  rows: BuildingAnswerRow[],
): ConditionSummary | null {
  // An answer whose account was deleted still counts as a report, never as an account.
  const accounts = new Set(rows.flatMap((row) => (row.user_id ? [row.user_id] : [])));
  if (accounts.size < RECORD_MIN_ACCOUNTS) return null;
  const notMet = rows.filter((row) => row.answer === 'not-met');
  const years = notMet.map((row) => yearOf(row.created_at));
  const fixes = notMet.filter((row) => row.fixed_after_days !== null && row.user_id !== null);
  const fixers = new Set(fixes.map((row) => row.user_id));
  return {
    category,
    label: CATEGORY_LABELS[category],
    accounts: accounts.size,
    notMetAccounts: new Set(notMet.flatMap((row) => (row.user_id ? [row.user_id] : []))).size,
    // A coarse comment's public version names no unit: it counts as a report, not a unit.
    notMetUnits: new Set(notMet.flatMap((row) => (row.unit_id ? [row.unit_id] : []))).size,
    notMetReports: notMet.length,
    firstYear: years.length > 0 ? Math.min(...years) : null,
    lastYear: years.length > 0 ? Math.max(...years) : null,
    medianDaysToFix:
      fixers.size >= RECORD_MIN_ACCOUNTS ? median(fixes.map((row) => row.fixed_after_days!)) : null,
  };
}

/**
 * A building's condition as its page shows it: per category, how many accounts answered and
 * how many said not met, in how many units and reports, over which years, and the median days
 * to fix; a category only once RECORD_MIN_ACCOUNTS accounts answered it.
 */
export async function buildingConditions(db: Db, buildingId: string): Promise<BuildingConditions> {
  const byCategory = new Map<ConditionCategory, BuildingAnswerRow[]>();
  for (const row of await findBuildingAnswers(db, buildingId)) {
    const rows = byCategory.get(row.category) ?? [];
    rows.push(row);
    byCategory.set(row.category, rows);
  }
  const categories = [...byCategory]
    .flatMap(([category, rows]) => summarise(category, rows) ?? [])
    .sort((a, b) => b.notMetAccounts - a.notMetAccounts || a.label.localeCompare(b.label));
  return { shownFrom: RECORD_MIN_ACCOUNTS, categories };
}
