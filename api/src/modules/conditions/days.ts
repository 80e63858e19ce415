/** Days (YYYY-MM-DD) and months (YYYY-MM) as a renter's record keeps them: text, in UTC. */

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The latest day a renter can mean by today: Australia is up to 11 hours ahead of UTC, so
 * the next UTC day counts.
 */
export function latestDay(now: Date): string {
  return new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day some months later (clamped to the month's end: 31 January + 1 → 28 February). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDate = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date, lastDate));
  return target.toISOString().slice(0, 10);
}

/** The last day of a month (YYYY-MM). */
export function lastDayOf(month: string): string {
  return addDays(addMonths(`${month}-01`, 1), -1);
}

/** Whole days from one day to a later one (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
