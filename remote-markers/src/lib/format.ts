/**
 * How the remote writes dates and coordinates. One formatter for the whole remote, so the
 * list and the details dialog can never disagree (US English short format with
 * hour and minute).
 */
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'short',
  timeStyle: 'short',
});

/** A day on its own, as a sentence says it: 'January 15, 2024'. */
const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/**
 * A month: 'January 2024'. In UTC, as the API counts it: the date of a coarse comment is the
 * first moment of its month in UTC, which is still the month before west of Greenwich.
 */
const MONTH_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

type DateValue = string | number | Date | null | undefined;

/** `value` written by `format`; a value that is not a date as it came, never as a crash. */
function formatWith(format: Intl.DateTimeFormat, value: DateValue): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return format.format(date);
}

/** '1/15/24, 3:04 PM'. */
export const formatDateTime = (value: DateValue): string => formatWith(DATE_TIME_FORMAT, value);

/** 'January 15, 2024'. */
export const formatDay = (value: DateValue): string => formatWith(DAY_FORMAT, value);

/** 'January 2024'. */
export const formatMonth = (value: DateValue): string => formatWith(MONTH_FORMAT, value);

/** Latitude or longitude to 6 decimals (about 10 cm), as the details dialog shows them. */
export function formatCoordinate(value: number): string {
  return Number.isFinite(value) ? value.toFixed(6) : '';
}

/** 'lat, lon' to 6 decimals. */
export function formatPosition(lat: number, lon: number): string {
  return `${formatCoordinate(lat)}, ${formatCoordinate(lon)}`;
}
