import { ApiError, TEXTS, api, bus, tokenService, type AuthResult, type User } from 'shared';

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

/** GET /users/me: the signed-in user. */
export function getCurrentUser(): Promise<User> {
  return api.get<User>('/users/me');
}

/**
 * SPEC.md §4: the tokens are stored, then the current user is fetched, then the caller closes
 * the modal. If /users/me fails the user from the login answer stands in; the session is good.
 */
export async function startSession(result: AuthResult): Promise<User | null> {
  tokenService.setSession({
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    user: result.user ?? null,
  });
  let user: User | null = result.user ?? null;
  try {
    user = await getCurrentUser();
    tokenService.setUser(user);
  } catch (error) {
    console.warn(TEXTS.auth.fetchUserFailed, error);
  }
  bus.emit('auth:changed', { isAuthenticated: true, user });
  return user;
}
