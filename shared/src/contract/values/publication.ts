// When a comment goes public and how much of it the public sees: what protects an author who
// still lives where they write about. The schemas are publication.ts.

/**
 * When a new comment is published: at once; when its author has moved out (on the date they
 * give, or when they say so); or after a random delay the server draws, so the time of
 * publishing says nothing about when it was written.
 */
export const PUBLISH_CHOICES = ['now', 'when-moved-out', 'after-random-delay'] as const;
export type PublishChoice = (typeof PUBLISH_CHOICES)[number];

/** The random delay, in whole days: at least a week, at most a month. */
export const PUBLISH_DELAY_DAYS = { min: 7, max: 30 } as const;

/** A move-out date is a day from tomorrow up to two years ahead. */
export const PUBLISH_DATE_MAX_DAYS_AHEAD = 730;

/** What an author who lives at the place gets unless they choose otherwise. */
export const PUBLISH_WHEN_LIVING_THERE: PublishChoice = 'when-moved-out';

/**
 * The first moment of the month `timestamp` falls in (UTC): the only date a coarse comment's
 * public version shows.
 */
export function monthStart(timestamp: string | Date): string {
  const date = new Date(timestamp);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)).toISOString();
}

/** The public position of a coarse comment not placed in a building: 3 decimals, ≈100 m. */
export function coarsePosition(value: number): number {
  return Math.round(value * 1000) / 1000;
}
