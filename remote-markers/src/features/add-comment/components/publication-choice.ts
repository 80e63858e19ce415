import { PUBLISH_DATE_MAX_DAYS_AHEAD, type NewCommentPayload, type PublishChoice } from 'shared';

/** What the author answered about publishing a new comment, as the form holds it. */
export interface PublicationValues {
  /** "Do you live here now?"; null until answered (it must be, before saving). */
  livesHere: boolean | null;
  /** When it goes public, for an author who lives here. */
  later: Exclude<PublishChoice, 'now'>;
  /** The move-out day (YYYY-MM-DD) with 'when-moved-out'; '' for none. */
  moveOutDate: string;
  /** Its public version shows only the building and the month. */
  coarse: boolean;
}

export const UNANSWERED: PublicationValues = {
  livesHere: null,
  later: 'when-moved-out',
  moveOutDate: '',
  coarse: false,
};

/**
 * The answer to "Do you live here now?": the building-and-month version is what an author who
 * lives there gets unless they untick it, and what one who does not gets only if they tick it.
 */
export function answerLivesHere(values: PublicationValues, livesHere: boolean): PublicationValues {
  return { ...values, livesHere, coarse: livesHere };
}

type PublicationPayload = Pick<
  NewCommentPayload,
  'livesHere' | 'publish' | 'moveOutDate' | 'coarse'
>;

/** The publishing fields of the new comment's payload; null while the question is unanswered. */
export function publicationPayload(values: PublicationValues): PublicationPayload | null {
  const { livesHere, later, moveOutDate, coarse } = values;
  if (livesHere === null) return null;
  if (!livesHere) return { livesHere, publish: 'now', coarse };
  const date = later === 'when-moved-out' && moveOutDate !== '' ? { moveOutDate } : {};
  return { livesHere, publish: later, ...date, coarse };
}

/** `days` after the day y-m-d, as YYYY-MM-DD. */
function dayAfter(year: number, month: number, day: number, days: number): string {
  return new Date(Date.UTC(year, month, day + days)).toISOString().slice(0, 10);
}

/**
 * The move-out days the date field offers: from tomorrow up to PUBLISH_DATE_MAX_DAYS_AHEAD
 * days ahead both where the author is and in UTC, where the API counts them, so that no day
 * offered is refused (nor "today" offered, in Australia's mornings, when UTC is a day behind).
 */
export function moveOutDateRange(now: Date): { min: string; max: string } {
  const local = [now.getFullYear(), now.getMonth(), now.getDate()] as const;
  const utc = [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()] as const;
  const [localMin, utcMin] = [dayAfter(...local, 1), dayAfter(...utc, 1)];
  const [localMax, utcMax] = [
    dayAfter(...local, PUBLISH_DATE_MAX_DAYS_AHEAD),
    dayAfter(...utc, PUBLISH_DATE_MAX_DAYS_AHEAD),
  ];
  return {
    min: localMin > utcMin ? localMin : utcMin,
    max: localMax < utcMax ? localMax : utcMax,
  };
}
