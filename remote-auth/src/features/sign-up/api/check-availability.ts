import { TEXTS, apiClient, apiErrorStatus, apiErrorText, isConflictError } from 'shared';

export interface Availability {
  taken: boolean;
  /** The server's own words about it, when it gave some. */
  message?: string;
}

interface ExistsBody {
  success?: boolean;
  message?: unknown;
  data?: { exists?: unknown; message?: unknown };
}

function serverMessage(body: ExistsBody | undefined): string | undefined {
  const message = body?.data?.message ?? body?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The server's message about a conflict, unless it only gave a status. */
function conflictMessage(error: unknown): string | undefined {
  const text = apiErrorText(error);
  const status = apiErrorStatus(error);
  return status !== undefined && text === `HTTP ${status}` ? undefined : text;
}

/**
 * GET an existence check. A conflict answer (409, *_ALREADY_IN_USE, "already") also means
 * taken (SPEC.md §8); any other failure is thrown with the check's fallback text.
 */
async function check(path: string, params: Record<string, string>, fallback: string) {
  try {
    const response = await apiClient.get<ExistsBody>(path, { params, skipAuth: true });
    const taken = response.data?.data?.exists === true;
    return taken ? { taken, message: serverMessage(response.data) } : { taken };
  } catch (error) {
    if (isConflictError(error)) return { taken: true, message: conflictMessage(error) };
    throw new Error(fallback, { cause: error });
  }
}

/** GET /auth/check-email?email= (no auth). */
export function checkEmail(email: string): Promise<Availability> {
  return check('/auth/check-email', { email }, TEXTS.auth.checkEmailFailed);
}

/** GET /auth/check-username?username= (no auth). */
export function checkUsername(username: string): Promise<Availability> {
  return check('/auth/check-username', { username }, TEXTS.auth.checkUsernameFailed);
}
