import { TEXTS, apiErrorCode, apiErrorStatus, apiErrorText, type ApiSuccess } from 'shared';

/** A failed auth call, carrying the text to show the user (SPEC.md §8). */
export class AuthApiError extends Error {
  override name = 'AuthApiError';

  constructor(
    message: string,
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * The server's own words when it gave some, else the call's fallback ('Login failed', …).
 * A request that got no answer at all says so ('No response received from server'): a
 * generic "failed" would hide that the user is offline.
 */
export function authErrorText(error: unknown, fallback: string): string {
  if (error instanceof AuthApiError) return error.message;
  const text = apiErrorText(error);
  const status = apiErrorStatus(error);
  if (status !== undefined) return text === `HTTP ${status}` ? fallback : text;
  return text === TEXTS.http.noResponse ? text : fallback;
}

export function toAuthApiError(error: unknown, fallback: string): AuthApiError {
  if (error instanceof AuthApiError) return error;
  return new AuthApiError(
    authErrorText(error, fallback),
    apiErrorCode(error),
    apiErrorStatus(error),
  );
}

/** The `data` of a `{ success: true, data }` body; anything else is the call's failure. */
export function successData<T>(body: unknown, fallback: string): T {
  if (typeof body === 'object' && body !== null && (body as ApiSuccess<T>).success === true) {
    return (body as ApiSuccess<T>).data;
  }
  const message = (body as { message?: unknown } | null)?.message;
  throw new AuthApiError(typeof message === 'string' && message !== '' ? message : fallback);
}

/** Runs an API call and turns any failure into an AuthApiError with a text to show. */
export async function authCall<T>(call: () => Promise<{ data: unknown }>, fallback: string) {
  try {
    const response = await call();
    return successData<T>(response.data, fallback);
  } catch (error) {
    throw toAuthApiError(error, fallback);
  }
}
