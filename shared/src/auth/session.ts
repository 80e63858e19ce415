/**
 * The page-wide token service and API client. `shared` is a Module Federation singleton, so
 * every remote that imports these gets the same two objects. Creating them touches no browser
 * API that could throw, so importing this on a server or in a test is safe.
 */
import { pathUnderApi, ROUTES } from '../contract/values/routes';
import type { AxiosInstance } from 'axios';
import { deferredClient } from '../http/deferred-client';
import { TokenService } from './token-service';

export const LOGIN_PATH = '/login';

/**
 * Where a signed-in action goes when the server has ended the session: a client
 * redirect to /login. A public page whose session merely went stale stays where it is.
 */
export function redirectToLogin(
  location: Pick<Location, 'pathname' | 'assign'> | undefined = typeof window === 'undefined'
    ? undefined
    : window.location,
): void {
  if (!location || location.pathname === LOGIN_PATH) return;
  location.assign(LOGIN_PATH);
}

export const tokenService = new TokenService();

let loadingClient: Promise<AxiosInstance> | null = null;

/**
 * The page's axios instance, built on the first call: axios and the client's interceptors
 * load then, not with the page (axios-loader.ts).
 */
export function loadApiClient(): Promise<AxiosInstance> {
  loadingClient ??= import(/* webpackChunkName: "api-client" */ './api-client').then(
    ({ createApiClient }) =>
      createApiClient({ tokenService, onSignInRequired: () => redirectToLogin() }),
    (error: unknown) => {
      // A failed chunk load (offline) is tried again by the next call.
      loadingClient = null;
      throw error;
    },
  );
  return loadingClient;
}

/** The API client every remote calls: the page's axios instance, once it has loaded. */
export const apiClient = deferredClient(loadApiClient);

/** Sign Out on this device, for every remote alike (see `TokenService.signOut`). */
export function signOut(): Promise<void> {
  return tokenService.signOut();
}

/**
 * "Sign out of all devices": the server ends every session of the account, this one
 * included, then this page forgets its tokens. Rejects, and keeps the session, when the
 * server did not confirm, so the user can try again instead of being told it worked.
 */
export async function signOutAllDevices(): Promise<void> {
  // Through the axios instance, not `call`: the typed client (api.ts) is built on this
  // module's apiClient, so importing it here would make the two modules load each other.
  await apiClient.post(pathUnderApi(ROUTES.logoutAll), undefined, { signedInAction: true });
  tokenService.clear();
}
