/** Normalizes a timestamp column (Date from PostgreSQL, ISO string from SQLite). */
export function toIsoTimestamp(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** The current time as stored in timestamp columns. */
export function nowTimestamp(): string {
  return new Date().toISOString();
}
