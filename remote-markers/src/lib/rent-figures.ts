import type { RentFigure } from 'shared';

/**
 * How the remote writes a rent: a weekly figure, exact or the $10 band the API gave, a month
 * and an amount of dollars. Comment Details and a building's page say rents the same way.
 */
const DOLLARS = new Intl.NumberFormat('en-AU');

/**
 * A month as 'March 2024'. In UTC: the API's months have no time zone, and the first moment
 * of a month in UTC is still the month before west of Greenwich.
 */
const MONTH = new Intl.DateTimeFormat('en-AU', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** '$1,820'. */
export function formatDollars(amount: number): string {
  return `$${DOLLARS.format(amount)}`;
}

/** A weekly rent's amount: '$455' when exact (from = to), else its band '$450–$459'. */
export function formatRentFigure({ from, to }: RentFigure): string {
  return from === to ? formatDollars(from) : `${formatDollars(from)}–${formatDollars(to)}`;
}

/** '$455 a week', or '$450–$459 a week'. */
export function formatWeeklyRent(figure: RentFigure): string {
  return `${formatRentFigure(figure)} a week`;
}

/** 'YYYY-MM' as 'March 2024'; anything else as it came, never as a crash. */
export function formatRentMonth(month: string): string {
  const parts = MONTH_PATTERN.exec(month);
  if (!parts) return month;
  return MONTH.format(new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, 1)));
}
