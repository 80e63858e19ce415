/**
 * The one axios instance for our API (SPEC.md §7 Common): 30 s time-out, JSON, a bearer token
 * on every call that is not marked `skipAuth`, and one refresh-and-retry on a 401 (SPEC.md §4).
 */
import axios, { isAxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { API_PREFIX } from '../api/contract';
import { LIMITS } from '../limits';
import type { TokenService } from '../auth/token-service';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send without a bearer token, and never refresh on its 401 (login, register, checks…). */
    skipAuth?: boolean;
    /** Set by the client on the single retry after a refresh; a second 401 ends the session. */
    authRetried?: boolean;
  }
}

export interface ApiClientOptions {
  /** Default: `/api` on the page's own origin. */
  baseURL?: string;
  tokenService: TokenService;
}

const REFRESH_PATH = '/auth/refresh-token';

function sentBearerToken(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ')
    ? header.slice('Bearer '.length)
    : null;
}

function isRefreshCall(config: InternalAxiosRequestConfig): boolean {
  return (config.url ?? '').split('?')[0]?.endsWith(REFRESH_PATH) ?? false;
}

export function createApiClient({
  baseURL = API_PREFIX,
  tokenService,
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
    const token = await tokenService.getValidAccessToken();
    if (token !== null) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
    const config = error.config;
    const sentToken = sentBearerToken(config);
    // Anonymous calls (a wrong password at login is a 401 too) are not a session problem.
    if (config.skipAuth || sentToken === null || isRefreshCall(config)) throw error;

    if (config.authRetried) {
      // Even the fresh token was refused. Unless the session changed meanwhile, it is over.
      if (tokenService.snapshot.accessToken === sentToken) tokenService.expireSession();
      throw error;
    }

    const current = tokenService.snapshot.accessToken;
    // Another call may already have refreshed while this one was on the wire.
    const token =
      current !== null && current !== sentToken ? current : await tokenService.refresh();
    if (token === null) throw error;
    config.authRetried = true;
    return client.request(config);
  });

  return client;
}
