import {
  RECORD_MIN_ACCOUNTS,
  RENT_BAND_DOLLARS,
  type BuildingRent,
  type OwnRent,
  type Rent,
  type RentFigure,
  type RentPayload,
  type RentYear,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import type { CommentRentIncreaseRow, CommentRentRow } from '../../db/types';
import { stateOfPlace, type StateWords } from '../geo/australian-states';
import { increaseRuleOf } from './increase-rules';
import { addMonths } from './days';
import { median } from './figures';
import { hintCodes, rentHints, type IncreaseFacts } from './rent-hints';
import { rentRows } from './rent-rules';
import {
  countRentAccounts,
  findBuildingRents,
  findRents,
  insertRent,
  type BuildingRentRow,
  type RentRecords,
} from './rents.repository';

export { checkRent } from './rent-rules';

/**
 * Saves a comment's rent record in the comment's transaction, with the state whose rule its
 * hints name.
 */
export async function saveRent(
  db: Db,
  commentId: string,
  rent: RentPayload,
  where: StateWords,
): Promise<void> {
  const { record, increases } = rentRows(commentId, rent, stateOfPlace(where));
  await insertRent(db, record, increases);
}

const exactly = (amount: number): RentFigure => ({ from: amount, to: amount });

/** The $10 band an amount falls in: $457 → $450–$459. */
export function bandOf(amount: number): RentFigure {
  const from = Math.floor(amount / RENT_BAND_DOLLARS) * RENT_BAND_DOLLARS;
  return { from, to: from + RENT_BAND_DOLLARS - 1 };
}

const factsOf = (row: CommentRentIncreaseRow): IncreaseFacts => ({
  on: row.on_day,
  noticeDays: row.notice_days,
  inWriting: row.in_writing === null ? null : Boolean(row.in_writing),
});

function increasesByComment(rows: readonly CommentRentIncreaseRow[]) {
  const byComment = new Map<string, CommentRentIncreaseRow[]>();
  for (const row of rows) {
    const list = byComment.get(row.comment_id) ?? [];
    list.push(row);
    byComment.set(row.comment_id, list);
  }
  return byComment;
}

/** One record as its author gave it: exact, each increase with its day. */
function ownRent(record: CommentRentRow, increases: readonly CommentRentIncreaseRow[]): OwnRent {
  return {
    exact: true,
    weeklyRent: exactly(record.weekly_rent),
    movedIn: record.moved_in,
    movedOut: record.moved_out,
    bond: record.bond,
    agreement: record.agreement,
    increases: increases.map((row) => ({
      on: row.on_day,
      in: row.on_day.slice(0, 7),
      newRent: exactly(row.new_rent),
      noticeDays: row.notice_days,
      inWriting: row.in_writing === null ? null : Boolean(row.in_writing),
    })),
    hints: rentHints(increases.map(factsOf), increaseRuleOf(record.state)),
  };
}

function ownRents({ records, increases }: RentRecords): Map<string, OwnRent> {
  const byComment = increasesByComment(increases);
  return new Map(
    records.map((record) => [
      record.comment_id,
      ownRent(record, byComment.get(record.comment_id) ?? []),
    ]),
  );
}

/** The rent records of these comments as their authors gave them (their export), by id. */
export async function ownRentsOf(
  db: Db,
  commentIds: readonly string[],
): Promise<Map<string, OwnRent>> {
  return ownRents(await findRents(db, commentIds));
}

/** A record as others see it: increases by month only, amounts in bands unless exact. */
function shownRent({ increases, ...own }: OwnRent, exact: boolean): Rent {
  const figure = (amount: RentFigure) => (exact ? amount : bandOf(amount.from));
  return {
    ...own,
    exact,
    weeklyRent: figure(own.weeklyRent),
    bond: exact ? own.bond : null,
    increases: increases.map(({ on: _day, ...increase }) => ({
      ...increase,
      newRent: figure(increase.newRent),
    })),
  };
}

/** A comment as the rent rules read it: who wrote it and in which building. */
export interface RentReader {
  id: string;
  user_id: string | null;
  building_id: string | null;
}

/**
 * The rent records of these comments as this viewer sees them, by comment id. Exact to their
 * author, for a tenant who has moved out, and in a building where enough accounts reported
 * rent that none stands out; otherwise each amount is its $10 band, and increases show only
 * their month.
 */
export async function rentsOf(
  db: Db,
  comments: readonly RentReader[],
  viewer: string | null,
): Promise<Map<string, Rent>> {
  const own = ownRents(
    await findRents(
      db,
      comments.map((comment) => comment.id),
    ),
  );
  if (own.size === 0) return new Map();
  const withRent = comments.filter((comment) => own.has(comment.id));
  const accounts = await countRentAccounts(db, [
    ...new Set(withRent.flatMap((comment) => (comment.building_id ? [comment.building_id] : []))),
  ]);
  return new Map(
    withRent.map((comment) => {
      const record = own.get(comment.id)!;
      const exact =
        (viewer !== null && comment.user_id === viewer) ||
        record.movedOut !== null ||
        (comment.building_id !== null &&
          (accounts.get(comment.building_id) ?? 0) >= RECORD_MIN_ACCOUNTS);
      return [comment.id, shownRent(record, exact)];
    }),
  );
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The weekly rent in force at the end of a year (or at moving out, in that year). */
function rentAtEndOf(year: number, record: BuildingRentRow, increases: CommentRentIncreaseRow[]) {
  const end = `${year}-12-31`;
  const last = increases.filter((row) => row.on_day <= end).at(-1);
  return last ? last.new_rent : record.weekly_rent;
}

/**
 * Per year, the median weekly rent the building's tenants paid, as a $10 band, once enough
 * accounts reported paying rent in it; each year with the change from the one before it.
 */
function timelineOf(
  records: readonly BuildingRentRow[],
  byComment: Map<string, CommentRentIncreaseRow[]>,
  thisYear: number,
): RentYear[] {
  // One rent an account a year: its newest report's (records come newest first).
  const byYear = new Map<number, Map<string, number>>();
  for (const record of records) {
    if (record.user_id === null) continue;
    const first = Number(record.moved_in.slice(0, 4));
    const last = record.moved_out ? Number(record.moved_out.slice(0, 4)) : thisYear;
    for (let year = first; year <= last; year += 1) {
      const paid = byYear.get(year) ?? new Map<string, number>();
      if (!paid.has(record.user_id)) {
        paid.set(record.user_id, rentAtEndOf(year, record, byComment.get(record.comment_id) ?? []));
      }
      byYear.set(year, paid);
    }
  }
  const timeline: RentYear[] = [];
  let previous: number | null = null;
  for (const year of [...byYear.keys()].sort((a, b) => a - b)) {
    const paid = [...byYear.get(year)!.values()];
    if (paid.length < RECORD_MIN_ACCOUNTS) continue;
    const middle = median(paid);
    timeline.push({
      year,
      accounts: paid.length,
      median: bandOf(middle),
      changePercent: previous === null ? null : oneDecimal(((middle - previous) / previous) * 100),
    });
    previous = middle;
  }
  return timeline;
}

/**
 * Units of a state whose limit is the property's, whoever the tenant (QLD), whose rent went up
 * twice within the rule's months in two tenants' records: each tenant's own history says
 * nothing of it, the building's records together do.
 */
function unitsRaisedTooSoonAcrossTenants(
  records: readonly BuildingRentRow[],
  byComment: Map<string, CommentRentIncreaseRow[]>,
): number {
  const byUnit = new Map<string, { on: string; commentId: string; months: number }[]>();
  for (const record of records) {
    const rule = increaseRuleOf(record.state);
    if (!rule?.perProperty || record.unit_id === null) continue;
    const increases = byUnit.get(record.unit_id) ?? [];
    for (const increase of byComment.get(record.comment_id) ?? []) {
      increases.push({
        on: increase.on_day,
        commentId: record.comment_id,
        months: rule.monthsBetween,
      });
    }
    byUnit.set(record.unit_id, increases);
  }
  let units = 0;
  for (const increases of byUnit.values()) {
    increases.sort((a, b) => a.on.localeCompare(b.on));
    // Two records' increases close together have a pair of neighbours from two records too.
    const tooSoon = increases.some((increase, index) => {
      const before = increases[index - 1];
      return (
        before !== undefined &&
        before.commentId !== increase.commentId &&
        increase.on < addMonths(before.on, increase.months)
      );
    });
    if (tooSoon) units += 1;
  }
  return units;
}

/** The building's increases added up, once enough accounts reported one. */
function increasesOf(
  records: readonly BuildingRentRow[],
  byComment: Map<string, CommentRentIncreaseRow[]>,
): BuildingRent['increases'] {
  const percents: number[] = [];
  const accounts = new Set<string>();
  const tooSoon = new Set<string>();
  const shortNotice = new Set<string>();
  let reports = 0;
  for (const record of records) {
    const increases = byComment.get(record.comment_id) ?? [];
    if (increases.length === 0) continue;
    reports += 1;
    let before = record.weekly_rent;
    for (const increase of increases) {
      percents.push(((increase.new_rent - before) / before) * 100);
      before = increase.new_rent;
    }
    if (record.user_id === null) continue;
    accounts.add(record.user_id);
    const rule = increaseRuleOf(record.state);
    const codes = rule ? hintCodes(increases.map(factsOf), rule) : [];
    if (codes.includes('increases-within-12-months')) tooSoon.add(record.user_id);
    if (codes.includes('notice-shorter-than-rule')) shortNotice.add(record.user_id);
  }
  if (accounts.size < RECORD_MIN_ACCOUNTS) return null;
  return {
    accounts: accounts.size,
    reports,
    medianPercent: oneDecimal(median(percents)),
    withinTwelveMonthsAccounts: tooSoon.size,
    shortNoticeAccounts: shortNotice.size,
    withinTwelveMonthsAcrossTenantsUnits: unitsRaisedTooSoonAcrossTenants(records, byComment),
  };
}

/**
 * What a building's page says about rent: a timeline of the median rent each year in $10
 * bands with the change between years, and its increases added up; nothing from fewer than
 * RECORD_MIN_ACCOUNTS accounts. Published comments only.
 */
export async function buildingRent(
  db: Db,
  buildingId: string,
  now: Date = new Date(),
): Promise<BuildingRent> {
  const { records, increases } = await findBuildingRents(db, buildingId);
  const byComment = increasesByComment(increases);
  return {
    shownFrom: RECORD_MIN_ACCOUNTS,
    timeline: timelineOf(records, byComment, now.getUTCFullYear()),
    increases: increasesOf(records, byComment),
  };
}
