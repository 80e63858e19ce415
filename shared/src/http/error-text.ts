/**
 * What to tell the user when an API call fails,
 * and the conflict rule the register form's existence checks use. Each reads an `ApiError`,
 * the axios failure it came from, or anything else thrown.
 */
import { TEXTS } from '../texts';
import { toApiError } from './api-error';

const CONFLICT_CODES: readonly string[] = ['EMAIL_ALREADY_IN_USE', 'USERNAME_ALREADY_IN_USE'];

/**
 * "already" and its Turkish equivalents: the original backend answered in Turkish
 * ("zaten kayıtlı", "zaten kullanımda"), so both languages count as taken.
 */
const CONFLICT_WORDS: readonly string[] = ['already', 'zaten'];

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The response body's `message`, else its `error`, else `HTTP {status}`; with a request but
 * no response, 'No response received from server'; otherwise the error's own message, or
 * 'Unknown error occurred'.
 */
export function apiErrorText(error: unknown): string {
  const failure = toApiError(error);
  if (failure) return failure.message;
  if (error instanceof Error) return nonEmptyString(error.message) ?? TEXTS.http.unknown;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    return nonEmptyString(error.message) ?? TEXTS.http.unknown;
  }
  return TEXTS.http.unknown;
}

/**
 * The text a form shows for a failed call: the API's own words when it gave some; 'No response
 * received from server' when no answer came (a generic "failed" would hide that the user is
 * offline); else the call's fallback ('Login failed', …), also for anything that is not an
 * API failure.
 */
export function errorText(error: unknown, fallback: string): string {
  const failure = toApiError(error);
  return failure && !failure.wordless ? failure.message : fallback;
}

/**
 * Runs a call whose failure a form shows as it is: an API failure is rethrown as an ApiError
 * (same status and code) whose message is `errorText(error, fallback)`; anything else as an
 * Error saying the fallback. The original is the `cause`.
 */
export async function withErrorText<T>(call: Promise<T>, fallback: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const message = errorText(error, fallback);
    throw toApiError(error)?.withMessage(message) ?? new Error(message, { cause: error });
  }
}

/** The response body's `code` (e.g. `EMAIL_ALREADY_IN_USE`), if the server sent one. */
export function apiErrorCode(error: unknown): string | undefined {
  return toApiError(error)?.code;
}

/** The HTTP status of the failed call, if a response arrived. */
export function apiErrorStatus(error: unknown): number | undefined {
  const failure = toApiError(error);
  return failure && !failure.noAnswer ? failure.status : undefined;
}

/**
 * Whether an existence check (check-email, check-username) failed because the value is taken:
 * the text says "already" (or "zaten"), the code is EMAIL_ALREADY_IN_USE or
 * USERNAME_ALREADY_IN_USE, or the status is 409.
 */
export function isConflictError(error: unknown): boolean {
  if (apiErrorStatus(error) === 409) return true;
  const code = apiErrorCode(error);
  if (code !== undefined && CONFLICT_CODES.includes(code)) return true;
  const text = apiErrorText(error).toLowerCase();
  return CONFLICT_WORDS.some((word) => text.includes(word));
}
