import { useEffect } from 'react';
import { apiClient, jwtSubject, tokenService, type AuthState, type User } from 'shared';

function isUser(value: unknown): value is User {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as User).id === 'string' &&
    typeof (value as User).email === 'string'
  );
}

/** GET /users/me into the token service; a failure leaves the state as it is. */
export async function loadCurrentUser(): Promise<void> {
  try {
    const body: unknown = (await apiClient.get<unknown>('/users/me')).data;
    const data = (body as { success?: unknown; data?: unknown } | null)?.data;
    if ((body as { success?: unknown } | null)?.success === true && isUser(data)) {
      tokenService.setUser(data);
    }
  } catch (error) {
    // A session the server refused is cleared by the API client, and the visitor stays on the
    // page signed out: fetching who they are is background work, not something they asked.
    console.warn('Failed to fetch user information', error);
  }
}

/**
 * SPEC.md §4: signed-in status is decided by a stored access token; when there is one at
 * start, the current user is fetched. The same holds when tokens arrive without a user
 * (another tab signed in), once per signed-in person.
 */
export function useCurrentUser(): void {
  useEffect(() => {
    let fetchedFor: string | null = null;
    const subscription = tokenService.state$.subscribe((state: AuthState) => {
      if (!state.isAuthenticated || state.accessToken === null) {
        fetchedFor = null;
        return;
      }
      if (state.user !== null) return;
      const who = jwtSubject(state.accessToken) ?? state.accessToken;
      if (fetchedFor === who) return;
      fetchedFor = who;
      void loadCurrentUser();
    });
    return () => subscription.unsubscribe();
  }, []);
}
