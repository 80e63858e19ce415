import { TEXTS, errorText, session, useSession, type User } from 'shared';

export type CurrentUser =
  | { status: 'anonymous' }
  | { status: 'loading'; user: User | null }
  | { status: 'ready'; user: User }
  | { status: 'error'; message: string; user: User | null; retry: () => void };

const retry = () => void session.refreshUser();

/**
 * The current user for /profile, from the page's session store: fetched when the page opens
 * while signed in, unless the page has just fetched them (one GET /users/me per page load).
 * While it loads, the user the page already knows stands in.
 */
export function useCurrentUser(): CurrentUser {
  const { isAuthenticated, user, userStatus, userError } = useSession({ fresh: true });
  if (!isAuthenticated) return { status: 'anonymous' };
  if (userStatus === 'ready' && user) return { status: 'ready', user };
  if (userStatus === 'error') {
    const message = errorText(userError, TEXTS.auth.fetchUserFailed);
    return { status: 'error', message, user, retry };
  }
  return { status: 'loading', user };
}
