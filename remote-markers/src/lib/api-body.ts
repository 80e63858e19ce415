/**
 * Reading our API's envelope (`{ success: true, data }` / `{ success: false, code, message }`)
 * without trusting it: a proxy's HTML page or an empty body must not crash a screen.
 */
import type { ApiSuccess } from 'shared';

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function isApiSuccess<T>(body: unknown): body is ApiSuccess<T> {
  return (
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true
  );
}

/** The server's own words for a failure: its `message`, else its `error`. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  return nonEmptyString(record.message) ?? nonEmptyString(record.error);
}

/** The body of the failed response, when the server answered at all (axios error shape). */
export function errorResponseBody(error: unknown): { answered: boolean; body: unknown } {
  const response =
    typeof error === 'object' && error !== null
      ? (error as { response?: { data?: unknown } }).response
      : undefined;
  return response ? { answered: true, body: response.data } : { answered: false, body: undefined };
}

/** Whether the call was cancelled by us (unmount, a newer request), so nobody should hear of it. */
export function isCancelled(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'CanceledError' || name === 'AbortError' || code === 'ERR_CANCELED';
}
