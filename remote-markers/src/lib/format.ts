/**
 * How the remote writes dates and coordinates. One formatter for the whole remote, so the
 * list and the details dialog can never disagree (US English short format with
 * hour and minute).
 */
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'short',
  timeStyle: 'short',
});

/** '1/15/24, 3:04 PM'. A value that is not a date is shown as it came, never as a crash. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return DATE_TIME_FORMAT.format(date);
}

/** Latitude or longitude to 6 decimals (about 10 cm), as the details dialog shows them. */
export function formatCoordinate(value: number): string {
  return Number.isFinite(value) ? value.toFixed(6) : '';
}

/** 'lat, lon' to 6 decimals. */
export function formatPosition(lat: number, lon: number): string {
  return `${formatCoordinate(lat)}, ${formatCoordinate(lon)}`;
}
