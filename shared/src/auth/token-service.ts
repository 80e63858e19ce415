/**
 * The page's one source of truth for who is signed in.
 * Remotes read `state$`; the API client asks `getValidAccessToken()` before each call.
 */
import type { AxiosInstance } from 'axios';
import { isAxiosError } from '../http/axios-errors';
import { loadAxios } from '../http/axios-loader';
import { BehaviorSubject, type Observable } from 'rxjs';
import { API_PREFIX, type AuthTokens, type User } from '../contract/api';
import { LIMITS } from '../limits';
import { jwtExpiresAt, jwtSubject } from './jwt';
import {
  createSessionChoiceTokenStorage,
  TOKEN_STORAGE_KEYS,
  type TokenStorage,
} from './token-storage';
import { pathUnderApi, ROUTES } from '../contract/values/routes';
import { successData } from '../http/typed-client';

export interface AuthState {
  isAuthenticated: boolean;
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
}

export interface SessionInput extends AuthTokens {
  user?: User | null;
}

/** Exchanges a refresh token for a new session. Throws when it cannot. */
export type RefreshRequest = (refreshToken: string) => Promise<SessionInput>;

/** Asks the server to end a session: revoke the refresh token's family. */
export type LogoutRequest = (refreshToken: string) => Promise<void>;

/**
 * How long Sign Out gives the server to revoke the session. The tokens are forgotten locally
 * at once; this only bounds the request that runs on after that.
 */
export const SIGN_OUT_TIMEOUT_MS = 5_000;

/** Thrown by a refresh request when the server refused the refresh token for good. */
export class RefreshRejectedError extends Error {
  override name = 'RefreshRejectedError';
}

type StorageEventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface TokenServiceOptions {
  /** The API base for the default refresh request. Default: `/api`. */
  baseURL?: string;
  /** Default: POST {baseURL}/auth/refresh-token through a bare axios instance. */
  refreshRequest?: RefreshRequest;
  /** Default: POST {baseURL}/auth/logout through a bare axios instance. */
  logoutRequest?: LogoutRequest;
  /**
   * Default: local storage when 'Keep me logged in' was checked, else session storage; each
   * falling back to memory.
   */
  storage?: TokenStorage;
  /** Milliseconds since the epoch. Default: Date.now. */
  now?: () => number;
  /**
   * Called once when the session ends without the user asking (refresh refused), after the
   * tokens are cleared. The page stays where it is: only a signed-in action sends the user to
   * sign in, and the API client decides that (`onSignInRequired`).
   */
  onSessionExpired?: () => void;
  /** Where other tabs' `storage` events arrive. Default: window, when there is one. */
  storageEvents?: StorageEventSource | null;
}

const SIGNED_OUT: AuthState = {
  isAuthenticated: false,
  accessToken: null,
  refreshToken: null,
  user: null,
};

function authState(
  accessToken: string | null,
  refreshToken: string | null,
  user: User | null,
): AuthState {
  return {
    isAuthenticated: accessToken !== null,
    accessToken,
    refreshToken,
    user: accessToken === null ? null : user,
  };
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** Reads `{ success: true, data: { accessToken, refreshToken, user? } }`. */
export function parseRefreshResponse(body: unknown): SessionInput {
  const data = successData(body);
  if (typeof data !== 'object' || data === null) {
    throw new Error('The refresh response holds no session.');
  }
  const { accessToken, refreshToken, user } = data as Record<string, unknown>;
  if (!nonEmptyString(accessToken) || !nonEmptyString(refreshToken)) {
    throw new Error('The refresh response holds no tokens.');
  }
  const hasUser = typeof user === 'object' && user !== null;
  return { accessToken, refreshToken, ...(hasUser ? { user: user as User } : {}) };
}

/** An axios instance without our interceptors (axios loads with the first call). */
async function bareInstance(timeout: number): Promise<AxiosInstance> {
  return (await loadAxios()).create({ timeout });
}

/**
 * The default refresh: POST {baseURL}/auth/refresh-token with `{ refreshToken }`, without an
 * Authorization header. `http` must be an instance without our interceptors, so a 401 here
 * can never start another refresh.
 */
export function createRefreshRequest(
  baseURL: string = API_PREFIX,
  http?: AxiosInstance,
): RefreshRequest {
  const url = `${baseURL.replace(/\/+$/, '')}${pathUnderApi(ROUTES.refreshToken)}`;
  return async (refreshToken) => {
    const client = http ?? (await bareInstance(LIMITS.apiTimeoutMs));
    const response = await client.post<unknown>(url, { refreshToken });
    return parseRefreshResponse(response.data);
  };
}

/**
 * The default logout: POST {baseURL}/auth/logout with `{ refreshToken }`, without an
 * Authorization header (an expired access token must not stop a sign-out), and with a short
 * time-out of its own. Bare, like the refresh, rather than through `call`: the page's client
 * is built on this token service, and its interceptors would refresh or redirect mid sign-out.
 */
export function createLogoutRequest(
  baseURL: string = API_PREFIX,
  http?: AxiosInstance,
): LogoutRequest {
  const url = `${baseURL.replace(/\/+$/, '')}${pathUnderApi(ROUTES.logout)}`;
  return async (refreshToken) => {
    const client = http ?? (await bareInstance(SIGN_OUT_TIMEOUT_MS));
    await client.post<unknown>(url, { refreshToken });
  };
}

/**
 * Only a refusal by the server ends the session. A dropped connection, a time-out, a 5xx or a
 * rate limit says nothing about the refresh token, and signing the user out on a flaky
 * network would lose their work for nothing.
 */
export function isRefreshRejection(error: unknown): boolean {
  if (error instanceof RefreshRejectedError) return true;
  if (!isAxiosError(error) || !error.response) return false;
  const { status } = error.response;
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

export class TokenService {
  private readonly subject: BehaviorSubject<AuthState>;
  private readonly storage: TokenStorage;
  private readonly refreshRequest: RefreshRequest;
  private readonly logoutRequest: LogoutRequest;
  private readonly now: () => number;
  private readonly storageEvents: StorageEventSource | null;
  private onSessionExpired: () => void;
  private inFlightRefresh: Promise<string | null> | null = null;

  readonly state$: Observable<AuthState>;

  constructor(options: TokenServiceOptions = {}) {
    this.storage = options.storage ?? createSessionChoiceTokenStorage();
    this.refreshRequest = options.refreshRequest ?? createRefreshRequest(options.baseURL);
    this.logoutRequest = options.logoutRequest ?? createLogoutRequest(options.baseURL);
    this.now = options.now ?? Date.now;
    this.onSessionExpired = options.onSessionExpired ?? (() => undefined);
    const stored = this.storage.read();
    this.subject = new BehaviorSubject(authState(stored.accessToken, stored.refreshToken, null));
    this.state$ = this.subject.asObservable();
    this.storageEvents =
      options.storageEvents !== undefined
        ? options.storageEvents
        : typeof window === 'undefined'
          ? null
          : window;
    this.storageEvents?.addEventListener('storage', this.handleStorageEvent);
  }

  get snapshot(): AuthState {
    return this.subject.getValue();
  }

  /** Signed-in status is decided by a stored access token. */
  get isAuthenticated(): boolean {
    return this.snapshot.isAuthenticated;
  }

  /** Replaces the handler told about a session the server ended (see `onSessionExpired`). */
  setSessionExpiredHandler(handler: () => void): void {
    this.onSessionExpired = handler;
  }

  /**
   * Whether this sign-in outlives the browser session ('Keep me logged in' was checked).
   * A new session for the same sign-in (a password change) asks for the same again.
   */
  get remembered(): boolean {
    return this.storage.remembered ?? this.storage.persistent;
  }

  /**
   * After a login, Google login or refresh: store both tokens, then publish. A sign-in says
   * whether to keep them past the browser session (`remember`); a refresh keeps the choice.
   */
  setSession(session: SessionInput, options: { remember?: boolean } = {}): void {
    this.storage.write(
      { accessToken: session.accessToken, refreshToken: session.refreshToken },
      options,
    );
    this.publish(authState(session.accessToken, session.refreshToken, session.user ?? null));
  }

  /** The current user from GET /users/me. Ignored when nobody is signed in any more. */
  setUser(user: User | null): void {
    const state = this.snapshot;
    if (!state.isAuthenticated) return;
    this.publish({ ...state, user });
  }

  /**
   * Sign Out on this device: the server is asked to revoke the refresh token's family, and
   * both tokens are forgotten here and in other tabs at once, without waiting for the answer.
   * A failed or slow request (offline, server down) does not undo the local sign-out.
   * Resolves once the server answered or the attempt was given up; never rejects.
   */
  async signOut(): Promise<void> {
    // Another tab may have rotated the refresh token a moment ago; revoke the newest one.
    this.adoptStoredTokens();
    const { refreshToken } = this.snapshot;
    const request = this.logoutRequest;
    // Started in a microtask, so even a request that throws at once cannot stop the clear.
    const revoking =
      refreshToken === null ? null : Promise.resolve(refreshToken).then((token) => request(token));
    this.clear();
    try {
      await revoking;
    } catch (error) {
      console.warn('Signed out here; the server could not be told to end the session', error);
    }
  }

  /** Forget both tokens and the user, here and (through storage) in other tabs. */
  clear(): void {
    this.storage.clear();
    this.publish(SIGNED_OUT);
  }

  /** Ends a session the server no longer accepts: clear, then tell the app once. */
  expireSession(): void {
    const state = this.snapshot;
    if (state.accessToken === null && state.refreshToken === null) return;
    this.clear();
    try {
      this.onSessionExpired();
    } catch (error) {
      console.error('The session-expired handler failed', error);
    }
  }

  /** Whether the token is missing or expires within the refresh margin (300 s). */
  needsRefresh(accessToken: string | null): boolean {
    if (accessToken === null) return true;
    const expiresAt = jwtExpiresAt(accessToken);
    // A token without `exp` cannot be judged here; the API will answer 401 if it is stale.
    if (expiresAt === null) return false;
    return expiresAt - this.now() / 1000 <= LIMITS.tokenRefreshMarginSeconds;
  }

  /**
   * The access token to send: refreshed first when it is missing or about to expire and a
   * refresh token exists. Null when nobody is signed in.
   */
  async getValidAccessToken(): Promise<string | null> {
    const { accessToken, refreshToken } = this.snapshot;
    if (!this.needsRefresh(accessToken) || refreshToken === null) return accessToken;
    const refreshed = await this.refresh();
    // After a passing network failure the old token may still be good for a few minutes.
    return refreshed ?? this.snapshot.accessToken;
  }

  /**
   * Exchanges the refresh token for new tokens. Concurrent callers share one request.
   * Resolves to the new access token, or null when there is none: then either the session
   * was ended (refused, or no refresh token) or the network failed and the session is kept.
   */
  refresh(): Promise<string | null> {
    this.inFlightRefresh ??= this.runRefresh().finally(() => {
      this.inFlightRefresh = null;
    });
    return this.inFlightRefresh;
  }

  /** Stops listening to other tabs (tests, hot reload). */
  dispose(): void {
    this.storageEvents?.removeEventListener('storage', this.handleStorageEvent);
  }

  private async runRefresh(): Promise<string | null> {
    const before = this.snapshot;
    // Another tab may have refreshed (or signed out) a moment ago, before its event arrived.
    this.adoptStoredTokens();
    const start = this.snapshot;
    if (
      start.accessToken !== null &&
      start.accessToken !== before.accessToken &&
      !this.needsRefresh(start.accessToken)
    ) {
      return start.accessToken;
    }
    if (start.refreshToken === null) {
      this.expireSession();
      return null;
    }
    const usedRefreshToken = start.refreshToken;
    try {
      const session = await this.refreshRequest(usedRefreshToken);
      // Signed out, or signed in again, while we waited: that newer session wins.
      if (this.snapshot.refreshToken !== usedRefreshToken) return this.snapshot.accessToken;
      this.setSession({ ...session, user: session.user ?? this.snapshot.user });
      return session.accessToken;
    } catch (error) {
      if (!isRefreshRejection(error)) return null;
      // With rotating refresh tokens another tab can win the race for the same token.
      this.adoptStoredTokens();
      if (this.snapshot.refreshToken !== usedRefreshToken) return this.snapshot.accessToken;
      this.expireSession();
      return null;
    }
  }

  private readonly handleStorageEvent = (event: StorageEvent): void => {
    const ours: readonly (string | null)[] = [
      TOKEN_STORAGE_KEYS.accessToken,
      TOKEN_STORAGE_KEYS.refreshToken,
      null, // localStorage.clear()
    ];
    if (ours.includes(event.key)) this.adoptStoredTokens();
  };

  /** Takes over what another tab wrote to the shared storage. */
  private adoptStoredTokens(): void {
    if (!this.storage.persistent) return;
    const stored = this.storage.read();
    const state = this.snapshot;
    if (stored.accessToken === state.accessToken && stored.refreshToken === state.refreshToken) {
      return;
    }
    // Keep the user only when the new token is provably theirs; otherwise the app refetches.
    const subject = state.accessToken === null ? null : jwtSubject(state.accessToken);
    const sameUser =
      subject !== null && stored.accessToken !== null && jwtSubject(stored.accessToken) === subject;
    this.publish(authState(stored.accessToken, stored.refreshToken, sameUser ? state.user : null));
  }

  private publish(state: AuthState): void {
    this.subject.next(state);
  }
}
