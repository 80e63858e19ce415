import { useEffect, useState } from 'react';
import { TEXTS, apiClient, tokenService, type ApiSuccess, type User } from 'shared';
import { errorText } from '../../../lib/error-text';
import { useAuthState } from '../../../lib/use-auth-state';

/** GET /users/me: the signed-in user (SPEC.md §7). */
export async function getCurrentUser(): Promise<User> {
  try {
    const response = await apiClient.get<ApiSuccess<User>>('/users/me');
    if (response.data?.success !== true || !response.data.data) {
      throw new Error(TEXTS.auth.fetchUserFailed);
    }
    return response.data.data;
  } catch (error) {
    throw new Error(errorText(error, TEXTS.auth.fetchUserFailed), { cause: error });
  }
}

export type CurrentUser =
  | { status: 'anonymous' }
  | { status: 'loading'; user: User | null }
  | { status: 'ready'; user: User }
  | { status: 'error'; message: string; user: User | null; retry: () => void };

interface Fetched {
  attempt: number;
  user?: User;
  error?: string;
}

/**
 * The current user, fetched afresh when the page opens while signed in (and shared with the
 * rest of the page through the token service). While it loads, the user the page already
 * knows stands in.
 */
export function useCurrentUser(): CurrentUser {
  const { isAuthenticated, user: knownUser } = useAuthState();
  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<Fetched | null>(null);

  useEffect(() => {
    if (!isAuthenticated) return;
    let active = true;
    getCurrentUser().then(
      (user) => {
        if (!active) return;
        tokenService.setUser(user);
        setFetched({ attempt, user });
      },
      (error: unknown) => {
        if (!active) return;
        const message = error instanceof Error ? error.message : TEXTS.auth.fetchUserFailed;
        setFetched({ attempt, error: message });
      },
    );
    return () => {
      active = false;
    };
  }, [isAuthenticated, attempt]);

  if (!isAuthenticated) return { status: 'anonymous' };
  if (fetched?.attempt !== attempt) return { status: 'loading', user: knownUser };
  if (fetched.user) return { status: 'ready', user: knownUser ?? fetched.user };
  return {
    status: 'error',
    message: fetched.error ?? TEXTS.auth.fetchUserFailed,
    user: knownUser,
    retry: () => setAttempt((n) => n + 1),
  };
}
