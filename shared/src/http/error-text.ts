/**
 * What to tell the user when an API call fails (SPEC.md §8 "Error text from any API call"),
 * and the conflict rule the register form's existence checks use.
 */
import { isAxiosError } from 'axios';
import { TEXTS } from '../texts';

const CONFLICT_CODES: readonly string[] = ['EMAIL_ALREADY_IN_USE', 'USERNAME_ALREADY_IN_USE'];

/**
 * "already" and its Turkish equivalents: the original backend answered in Turkish
 * ("zaten kayıtlı", "zaten kullanımda"), so both languages count as taken.
 */
const CONFLICT_WORDS: readonly string[] = ['already', 'zaten'];

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function bodyField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  return nonEmptyString((body as Record<string, unknown>)[field]);
}

/**
 * The response body's `message`, else its `error`, else `HTTP {status}`; with a request but
 * no response, 'No response received from server'; otherwise the error's own message, or
 * 'Unknown error occurred'.
 */
export function apiErrorText(error: unknown): string {
  if (isAxiosError(error)) {
    const response = error.response;
    if (response) {
      return (
        bodyField(response.data, 'message') ??
        bodyField(response.data, 'error') ??
        `HTTP ${response.status}`
      );
    }
    if (error.request) return TEXTS.http.noResponse;
  }
  if (error instanceof Error) return nonEmptyString(error.message) ?? TEXTS.http.unknown;
  return bodyField(error, 'message') ?? TEXTS.http.unknown;
}

/** The response body's `code` (e.g. `EMAIL_ALREADY_IN_USE`), if the server sent one. */
export function apiErrorCode(error: unknown): string | undefined {
  return isAxiosError(error) ? bodyField(error.response?.data, 'code') : undefined;
}

/** The HTTP status of the failed call, if a response arrived. */
export function apiErrorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/**
 * Whether an existence check (check-email, check-username) failed because the value is taken:
 * the text says "already" (or "zaten"), the code is EMAIL_ALREADY_IN_USE or
 * USERNAME_ALREADY_IN_USE, or the status is 409 (SPEC.md §8).
 */
export function isConflictError(error: unknown): boolean {
  if (apiErrorStatus(error) === 409) return true;
  const code = apiErrorCode(error);
  if (code !== undefined && CONFLICT_CODES.includes(code)) return true;
  const text = apiErrorText(error).toLowerCase();
  return CONFLICT_WORDS.some((word) => text.includes(word));
}
