import { ApiError, session, tokenService, type AuthResult, type User } from 'shared';

/** A login answer without both tokens cannot start a session: the call failed, wordless. */
export function assertAuthResult(
  data: AuthResult | null | undefined,
  fallback: string,
): AuthResult {
  if (!data || typeof data.accessToken !== 'string' || typeof data.refreshToken !== 'string') {
    throw new ApiError({ status: 200, message: fallback });
  }
  return data;
}

/**
 * The tokens are stored, then the current user is fetched (the page's session
 * store asks GET /users/me, and every part of the page sees the answer), then the caller
 * closes the modal. If /users/me fails the user from the login answer stands in; the session
 * is good.
 */
export async function startSession(
  result: AuthResult,
  options: { remember: boolean },
): Promise<User | null> {
  // 'Keep me logged in': local storage when checked, else this browser session's storage.
  tokenService.setSession(
    {
      accessToken: result.accessToken,
      refreshToken: result.refreshToken,
      user: result.user ?? null,
    },
    { remember: options.remember },
  );
  return (await session.refreshUser()) ?? result.user ?? null;
}
