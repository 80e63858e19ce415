import { randomInt } from 'node:crypto';
import {
  coarsePosition,
  monthStart,
  PUBLISH_DATE_MAX_DAYS_AHEAD,
  PUBLISH_DELAY_DAYS,
  PUBLISH_WHEN_LIVING_THERE,
  type CommentSchedule,
  type NewCommentPayload,
  type PublishChoice,
} from 'shared/contract';
import { toIsoTimestamp } from '../../db/timestamps';
import type { BuildingRow, CommentWithheldDetailsRow, MarkerCommentRow } from '../../db/types';
import { BadRequestError, ValidationError } from '../../errors';

// When a comment goes public and what its public version shows: the rules, apart from the
// reads and writes that apply them (publication.service.ts).

const DAY_MS = 24 * 60 * 60 * 1000;

/** The columns that say when a comment is published. */
export interface ScheduleColumns {
  publish_at: string | null;
  awaits_move_out: 0 | 1;
}

export const NOT_SCHEDULED: ScheduleColumns = { publish_at: null, awaits_move_out: 0 };

/** The publishing a new comment asked for, its defaults filled in. */
export function publishingOf(
  payload: Pick<NewCommentPayload, 'livesHere' | 'publish' | 'coarse'>,
): {
  publish: PublishChoice;
  coarse: boolean;
} {
  const livesHere = payload.livesHere === true;
  return {
    publish: payload.publish ?? (livesHere ? PUBLISH_WHEN_LIVING_THERE : 'now'),
    coarse: payload.coarse ?? livesHere,
  };
}

/**
 * When a comment with this choice is published. The random delay is drawn here, to the
 * millisecond, so neither the day nor the hour it appears says when it was written.
 */
export function scheduleOf(
  publish: PublishChoice,
  moveOutDate: string | undefined,
  now: Date,
  draw: (min: number, max: number) => number = randomInt,
): ScheduleColumns {
  if (moveOutDate !== undefined && publish !== 'when-moved-out') {
    throw new ValidationError("moveOutDate goes with publish 'when-moved-out' only.");
  }
  if (publish === 'now') return NOT_SCHEDULED;
  if (publish === 'after-random-delay') {
    const delay = draw(PUBLISH_DELAY_DAYS.min * DAY_MS, PUBLISH_DELAY_DAYS.max * DAY_MS + 1);
    return { publish_at: new Date(now.getTime() + delay).toISOString(), awaits_move_out: 0 };
  }
  if (moveOutDate === undefined) return { publish_at: null, awaits_move_out: 1 };
  return { publish_at: moveOutDay(moveOutDate, now), awaits_move_out: 0 };
}

/** The start (UTC) of a move-out day from tomorrow up to two years ahead; 400 otherwise. */
function moveOutDay(date: string, now: Date): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) {
    throw new ValidationError(`moveOutDate '${date}' is not a day of the calendar (YYYY-MM-DD).`);
  }
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = (day.getTime() - today) / DAY_MS;
  if (days < 1 || days > PUBLISH_DATE_MAX_DAYS_AHEAD) {
    throw new BadRequestError(
      `The move-out date must be from tomorrow up to ${PUBLISH_DATE_MAX_DAYS_AHEAD} days ahead.`,
      'PUBLISH_DATE_OUT_OF_RANGE',
    );
  }
  return day.toISOString();
}

type Scheduled = Pick<MarkerCommentRow, 'publish_at' | 'awaits_move_out'>;

/** Whether the comment waits for a time or for its author, whatever its status. */
export function hasSchedule(row: Scheduled): boolean {
  return Boolean(row.awaits_move_out) || row.publish_at !== null;
}

/** When it goes public, for its author: a time, or null for "when I move out". */
export function scheduleView(row: Scheduled): CommentSchedule | null {
  if (!hasSchedule(row)) return null;
  return { publishAt: row.publish_at === null ? null : toIsoTimestamp(row.publish_at) };
}

/**
 * What a comment becomes when nothing holds it back any more (saved unheld, or let through
 * by a moderator): scheduled while its time has not come, else published.
 */
export function releasedStatus(row: Scheduled, now: Date): 'scheduled' | 'published' {
  const waiting =
    Boolean(row.awaits_move_out) ||
    (row.publish_at !== null && Date.parse(toIsoTimestamp(row.publish_at)) > now.getTime());
  return waiting ? 'scheduled' : 'published';
}

/** The columns a coarse comment's public version withholds, as its author wrote them. */
export interface ExactColumns extends Omit<
  CommentWithheldDetailsRow,
  'comment_id' | 'created_at' | 'updated_at'
> {
  created_at: string;
  updated_at: string;
}

export function exactColumnsOf(row: MarkerCommentRow): ExactColumns {
  return {
    lat: row.lat,
    lon: row.lon,
    full_address: row.full_address,
    unit_number: row.unit_number,
    unit_id: row.unit_id,
    created_at: toIsoTimestamp(row.created_at),
    updated_at: toIsoTimestamp(row.updated_at),
  };
}

/**
 * The public version of a coarse comment: its building's position and address (never the
 * point chosen), no unit, and the month for its dates. A comment in no building (an address
 * without a house number) shows its point to 3 decimals (about 100 m).
 */
export function coarseColumns(
  exact: ExactColumns,
  building: Pick<BuildingRow, 'lat' | 'lon' | 'full_address'> | undefined,
) {
  return {
    lat: building ? building.lat : coarsePosition(exact.lat),
    lon: building ? building.lon : coarsePosition(exact.lon),
    full_address: building ? building.full_address : exact.full_address,
    unit_number: '',
    unit_id: null,
    created_at: monthStart(exact.created_at),
    updated_at: monthStart(exact.updated_at),
  };
}

/** The author's exact version of a coarse row (the row itself when it is not coarse). */
export function exactVersion(
  row: MarkerCommentRow,
  withheld: CommentWithheldDetailsRow | undefined,
): MarkerCommentRow {
  if (!row.coarse || !withheld) return row;
  const { comment_id: _id, ...exact } = withheld;
  return { ...row, ...exact };
}
