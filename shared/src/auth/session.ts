/**
 * The page-wide token service and API client. `shared` is a Module Federation singleton, so
 * every remote that imports these gets the same two objects. Creating them touches no browser
 * API that could throw, so importing this on a server or in a test is safe.
 */
import { createApiClient } from '../http/api-client';
import { TokenService } from './token-service';

export const LOGIN_PATH = '/login';

/** The default when tokens cannot be refreshed (SPEC.md §2): a client redirect to /login. */
export function redirectToLogin(
  location: Pick<Location, 'pathname' | 'assign'> | undefined = typeof window === 'undefined'
    ? undefined
    : window.location,
): void {
  if (!location || location.pathname === LOGIN_PATH) return;
  location.assign(LOGIN_PATH);
}

export const tokenService = new TokenService({ onSessionExpired: () => redirectToLogin() });

export const apiClient = createApiClient({ tokenService });
