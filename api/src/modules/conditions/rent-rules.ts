import { RENT_LIMITS, type RentPayload } from 'shared/contract';
import type { CommentRentsTable, NewCommentRentIncreaseRow } from '../../db/types';
import { BadRequestError } from '../../errors';
import { latestDay, lastDayOf } from './days';

/**
 * What makes a rent history whole: a tenancy that begins before it ends and not in the
 * future, and increases inside it, one a day. The amounts' ranges are the schema's.
 */

const invalid = (message: string) => new BadRequestError(message, 'RENT_INVALID');

/** Checks a rent record before anything is written; every refusal names what it is about. */
export function checkRent(rent: RentPayload, now: Date): void {
  const latest = latestDay(now);
  const latestMonth = latest.slice(0, 7);
  for (const [name, month] of [
    ['movedIn', rent.movedIn],
    ['movedOut', rent.movedOut],
  ] as const) {
    if (month !== undefined && (month < RENT_LIMITS.monthEarliest || month > latestMonth)) {
      throw invalid(`${name} must be a month from ${RENT_LIMITS.monthEarliest} up to this one.`);
    }
  }
  if (rent.movedOut !== undefined && rent.movedOut < rent.movedIn) {
    throw invalid(`movedOut (${rent.movedOut}) is before movedIn (${rent.movedIn}).`);
  }
  const days = new Set<string>();
  const lastDay = rent.movedOut === undefined ? latest : lastDayOf(rent.movedOut);
  for (const increase of rent.increases ?? []) {
    const { on } = increase;
    if (on < `${rent.movedIn}-01`) {
      throw invalid(`The increase on ${on} is before moving in (${rent.movedIn}).`);
    }
    if (on > lastDay) {
      throw invalid(
        rent.movedOut === undefined
          ? `The increase on ${on} is still to come: record it once it has begun.`
          : `The increase on ${on} is after moving out (${rent.movedOut}).`,
      );
    }
    if (days.has(on)) throw invalid(`Two increases on ${on}: give each rise once.`);
    days.add(on);
  }
}

/** The rows of a checked rent record: the record, and its increases oldest first. */
export function rentRows(
  commentId: string,
  rent: RentPayload,
  state: string | null,
): { record: CommentRentsTable; increases: NewCommentRentIncreaseRow[] } {
  return {
    record: {
      comment_id: commentId,
      state,
      weekly_rent: rent.weeklyRent,
      moved_in: rent.movedIn,
      moved_out: rent.movedOut ?? null,
      bond: rent.bond ?? null,
      agreement: rent.agreement ?? null,
    },
    increases: [...(rent.increases ?? [])]
      .sort((a, b) => a.on.localeCompare(b.on))
      .map((increase) => ({
        comment_id: commentId,
        on_day: increase.on,
        new_rent: increase.newRent,
        notice_days: increase.noticeDays ?? null,
        in_writing: increase.inWriting === undefined ? null : Number(increase.inWriting),
      })),
  };
}
