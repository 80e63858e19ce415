import { TEXTS, apiClient, tokenService, type User } from 'shared';
import { isApiSuccess } from './api-body';

/**
 * SPEC.md §4: the list screen refreshes the current user when it opens (a name changed on
 * another device shows up in the header). GET /api/users/me; a failure changes nothing.
 */
export async function refreshCurrentUser(): Promise<void> {
  if (!tokenService.isAuthenticated) return;
  try {
    const body: unknown = (await apiClient.get<unknown>('/users/me')).data;
    if (!isApiSuccess<User>(body)) throw new Error(TEXTS.auth.fetchUserFailed);
    const user = body.data;
    if (typeof user !== 'object' || user === null || typeof user.email !== 'string') {
      throw new Error(TEXTS.auth.fetchUserFailed);
    }
    tokenService.setUser(user);
  } catch (error) {
    console.warn(TEXTS.auth.fetchUserFailed, error);
  }
}
