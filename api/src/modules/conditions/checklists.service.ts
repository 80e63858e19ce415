import {
  RECORD_MIN_ACCOUNTS,
  type BuildingConditions,
  type Checklist,
  type ChecklistPayload,
  type ConditionCategory,
  type ConditionSummary,
  type OwnChecklist,
  type RepairsSummary,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import type { StateWords } from '../geo/australian-states';
import { answerRows } from './checklist-rules';
import { CATEGORY_LABELS, listForPlace } from './condition-lists';
import { daysBetween } from './days';
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
      notFixedOn: row.not_fixed_on,
      notFixedAfterDays:
        row.told_on !== null && row.not_fixed_on !== null
          ? daysBetween(row.told_on, row.not_fixed_on)
          : null,
    });
  }
  return byComment;
}

/**
 * The checklists of these comments as every channel shows them, by comment id: the day the
 * agent or landlord was told only as its month, and no day the author answered "Was it
 * fixed?" (a day can name the tenant who wrote); the days between them are shown.
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
        answers: checklist.answers.map(({ toldOn: _day, notFixedOn: _asked, ...answer }) => answer),
      },
    ]),
  );
}

const yearOf = (timestamp: Date | string) => new Date(timestamp).getUTCFullYear();

/** Distinct accounts among these answers: an answer whose account was deleted names none. */
const accountsOf = (rows: readonly BuildingAnswerRow[]) =>
  new Set(rows.flatMap((row) => (row.user_id ? [row.user_id] : [])));

/** The median days to fix, once RECORD_MIN_ACCOUNTS accounts said when theirs was fixed. */
function medianDaysToFix(notMet: readonly BuildingAnswerRow[]): number | null {
  const fixes = notMet.filter((row) => row.fixed_after_days !== null && row.user_id !== null);
  return accountsOf(fixes).size >= RECORD_MIN_ACCOUNTS
    ? median(fixes.map((row) => row.fixed_after_days!))
    : null;
}

/** A category's answers added up, or null while fewer accounts than the minimum answered it. */
function summarise(
  category: ConditionCategory,
  rows: BuildingAnswerRow[],
): ConditionSummary | null {
  // An answer whose account was deleted still counts as a report, never as an account.
  const accounts = accountsOf(rows);
  if (accounts.size < RECORD_MIN_ACCOUNTS) return null;
  const notMet = rows.filter((row) => row.answer === 'not-met');
  const years = notMet.map((row) => yearOf(row.created_at));
  return {
    category,
    label: CATEGORY_LABELS[category],
    accounts: accounts.size,
    notMetAccounts: accountsOf(notMet).size,
    // A coarse comment's public version names no unit: it counts as a report, not a unit.
    notMetUnits: new Set(notMet.flatMap((row) => (row.unit_id ? [row.unit_id] : []))).size,
    notMetReports: notMet.length,
    firstYear: years.length > 0 ? Math.min(...years) : null,
    lastYear: years.length > 0 ? Math.max(...years) : null,
    medianDaysToFix: medianDaysToFix(notMet),
  };
}

/**
 * How the agent or landlord answered what they were told of: the not-met answers with a day
 * told, fixed or still not fixed when asked; null while fewer accounts than the minimum told.
 */
function summariseRepairs(rows: readonly BuildingAnswerRow[]): RepairsSummary | null {
  const told = rows.filter((row) => row.answer === 'not-met' && row.told_on !== null);
  const accounts = accountsOf(told);
  if (accounts.size < RECORD_MIN_ACCOUNTS) return null;
  return {
    accounts: accounts.size,
    told: told.length,
    fixed: told.filter((row) => row.fixed_after_days !== null).length,
    notFixed: told.filter((row) => row.fixed_after_days === null && row.not_fixed_on !== null)
      .length,
    medianDaysToFix: medianDaysToFix(told),
  };
}

/**
 * A building's condition as its page shows it: per category, how many accounts answered and
 * how many said not met, in how many units and reports, over which years, and the median days
 * to fix; a category only once RECORD_MIN_ACCOUNTS accounts answered it; and how its repairs
 * were answered.
 */
export async function buildingConditions(db: Db, buildingId: string): Promise<BuildingConditions> {
  const byCategory = new Map<ConditionCategory, BuildingAnswerRow[]>();
  const rows = await findBuildingAnswers(db, buildingId);
  for (const row of rows) {
    const group = byCategory.get(row.category) ?? [];
    group.push(row);
    byCategory.set(row.category, group);
  }
  const categories = [...byCategory]
    .flatMap(([category, rows]) => summarise(category, rows) ?? [])
    .sort((a, b) => b.notMetAccounts - a.notMetAccounts || a.label.localeCompare(b.label));
  return { shownFrom: RECORD_MIN_ACCOUNTS, categories, repairs: summariseRepairs(rows) };
}
