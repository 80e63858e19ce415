/**
 * The one axios instance for our API: 30 s time-out, JSON, a bearer token
 * on every call that is not marked `skipAuth`, and one refresh-and-retry on a 401.
 *
 * When the server turns out to have ended the session (refresh refused), the token service
 * clears the tokens and the page goes on signed out. Only a signed-in action — a call the user
 * made that needs their account, such as saving a comment or uploading a photo — then asks
 * the user to sign in (`onSignInRequired`, /login on the page). Reads a public page makes in
 * the background (who am I, the markers in view) never move the visitor away.
 */
import axios, { isAxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { API_PREFIX } from '../contract/api';
import { pathUnderApi, ROUTES } from '../contract/values/routes';
import { LIMITS } from '../limits';
import type { TokenService } from './token-service';

export interface ApiClientOptions {
  /** Default: `/api` on the page's own origin. */
  baseURL?: string;
  tokenService: TokenService;
  /** Called when a signed-in action finds the session ended by the server. Default: nothing. */
  onSignInRequired?: () => void;
}

const REFRESH_PATH = pathUnderApi(ROUTES.refreshToken);

function sentBearerToken(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ')
    ? header.slice('Bearer '.length)
    : null;
}

const READS = new Set(['get', 'head', 'options']);

/** See `signedInAction`: the call's own flag, else whether it changes something. */
export function isSignedInAction(
  config: Pick<InternalAxiosRequestConfig, 'method' | 'signedInAction'>,
): boolean {
  return config.signedInAction ?? !READS.has((config.method ?? 'get').toLowerCase());
}

function hasSession(tokenService: TokenService): boolean {
  const { accessToken, refreshToken } = tokenService.snapshot;
  return accessToken !== null || refreshToken !== null;
}

function isRefreshCall(config: InternalAxiosRequestConfig): boolean {
  return (config.url ?? '').split('?')[0]?.endsWith(REFRESH_PATH) ?? false;
}

export function createApiClient({
  baseURL = API_PREFIX,
  tokenService,
  onSignInRequired = () => undefined,
}: ApiClientOptions): AxiosInstance {
  // No fixed Content-Type: axios sends objects as JSON by itself, and a JSON default would
  // make it turn FormData uploads into JSON too.
  const client = axios.create({
    baseURL,
    timeout: LIMITS.apiTimeoutMs,
    headers: { Accept: 'application/json' },
  });

  client.interceptors.request.use(async (config) => {
    if (config.skipAuth) return config;
    config.startedSignedIn ??= hasSession(tokenService);
    const token = await tokenService.getValidAccessToken();
    if (token !== null) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  /** The call's 401 is final: a signed-in action whose session has ended asks to sign in. */
  function giveUp(config: InternalAxiosRequestConfig, error: unknown): never {
    if (config.startedSignedIn && isSignedInAction(config) && !hasSession(tokenService)) {
      try {
        onSignInRequired();
      } catch (handlerError) {
        console.error('The sign-in-required handler failed', handlerError);
      }
    }
    throw error;
  }

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
    const config = error.config;
    // Anonymous calls (a wrong password at login is a 401 too) are not a session problem.
    if (config.skipAuth || isRefreshCall(config)) throw error;
    const sentToken = sentBearerToken(config);
    // Sent without a token: the session was already over when the call left (refused refresh).
    if (sentToken === null) giveUp(config, error);

    if (config.authRetried) {
      // Even the fresh token was refused. Unless the session changed meanwhile, it is over.
      if (tokenService.snapshot.accessToken === sentToken) tokenService.expireSession();
      giveUp(config, error);
    }

    const current = tokenService.snapshot.accessToken;
    // Another call may already have refreshed while this one was on the wire.
    const token =
      current !== null && current !== sentToken ? current : await tokenService.refresh();
    if (token === null) giveUp(config, error);
    config.authRetried = true;
    // A 401 of the retry is handled (and reported) by its own pass through this interceptor.
    return client.request(config);
  });

  return client;
}
