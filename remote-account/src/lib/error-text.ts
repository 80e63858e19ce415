import { TEXTS, apiErrorStatus, apiErrorText } from 'shared';

/**
 * The server's own words when it gave some, else the call's fallback (SPEC.md §8); a request
 * that got no answer says so.
 */
export function errorText(error: unknown, fallback: string): string {
  const text = apiErrorText(error);
  const status = apiErrorStatus(error);
  if (status !== undefined) return text === `HTTP ${status}` ? fallback : text;
  return text === TEXTS.http.noResponse ? text : fallback;
}
