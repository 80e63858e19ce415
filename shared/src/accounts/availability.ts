/**
 * The live existence checks (sign-up, and /profile's username): GET
 * /auth/check-email and /auth/check-username answer `data.exists`.
 */
import { call } from '../auth/api';
import { toApiError } from '../http/api-error';
import { isConflictError } from '../http/error-text';
import { TEXTS } from '../texts';

export interface Availability {
  taken: boolean;
  /** The server's own words about it, when it gave some. */
  message?: string;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The server's message about a conflict, unless it only gave a status. */
function conflictMessage(error: unknown): string | undefined {
  const failure = toApiError(error);
  return failure && !failure.wordless ? failure.message : undefined;
}

/**
 * GET an existence check. A conflict answer (409, *_ALREADY_IN_USE, "already") also means
 * taken; any other failure is thrown with the check's fallback text.
 */
async function check(request: () => Promise<{ exists: boolean }>, fallback: string) {
  try {
    const data = await request();
    const taken = data.exists === true;
    // The contract says only `exists`; words beside it, when a server gives some, are shown.
    const said = 'message' in data ? nonEmptyString(data.message) : undefined;
    return taken ? { taken, message: said } : { taken };
  } catch (error) {
    if (isConflictError(error)) return { taken: true, message: conflictMessage(error) };
    throw new Error(fallback, { cause: error });
  }
}

/** GET /auth/check-email?email= (no auth). */
export function checkEmailAvailability(email: string): Promise<Availability> {
  return check(() => call('checkEmail', { query: { email } }), TEXTS.auth.checkEmailFailed);
}

/** GET /auth/check-username?username= (no auth). */
export function checkUsernameAvailability(username: string): Promise<Availability> {
  return check(
    () => call('checkUsername', { query: { username } }),
    TEXTS.auth.checkUsernameFailed,
  );
}
