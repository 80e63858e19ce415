/**
 * The page's one session store: who is signed in (from the token service), the
 * current user from GET /users/me and the client config from GET /api/config. `shared` is a
 * Module Federation singleton, so the host and every remote read the same store, and each of
 * the two requests is made once per page instead of once per part that needs it.
 *
 * - The user is fetched when a session without a user starts (a stored token at start,
 *   another tab signing in, a refresh to another person), and again only when asked
 *   (`refreshUser`, after a sign-in or a verified email) or when it is stale (`revalidateUser`).
 * - The config is fetched the first time something asks for it; it does not depend on who is
 *   signed in, so signing in or out does not fetch it again.
 *
 * Nothing happens until something subscribes or asks, so importing this on a server or in a
 * test starts no request.
 */
import { BehaviorSubject, type Subscription } from 'rxjs';
import type { ClientConfig, User } from '../contract/api';
import { jwtSubject } from '../auth/jwt';
import type { AuthState, TokenService } from '../auth/token-service';
import { StartedStore } from './started-store';

export type UserStatus = 'anonymous' | 'loading' | 'ready' | 'error';
export type ConfigStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SessionState {
  isAuthenticated: boolean;
  /** The current user: from the sign-in answer or GET /users/me; null while unknown. */
  user: User | null;
  /**
   * The last GET /users/me for this person: 'loading' while one is on its way (or none has
   * been made yet), 'ready' once one succeeded, 'error' when the last one failed.
   */
  userStatus: UserStatus;
  /** What the failed GET /users/me threw; null otherwise. */
  userError: unknown;
  /** The client config once it is known; null before, and when it could not be read. */
  config: ClientConfig | null;
  configStatus: ConfigStatus;
}

export interface SessionStoreOptions {
  tokenService: TokenService;
  /** GET /users/me; throws when there is no user to be had. */
  fetchUser: () => Promise<User>;
  /** GET /api/config; throws when it cannot be read. */
  fetchConfig: () => Promise<ClientConfig>;
  /** How long a fetched user counts as fresh for `revalidateUser`. */
  userFreshMs?: number;
  /** Milliseconds since the epoch. Default: Date.now. */
  now?: () => number;
}

/**
 * The part of a page load a fetched user stays fresh for: the host and a screen opening with
 * it (the list, the profile) share the one request; a screen opened later asks again.
 */
export const USER_FRESH_MS = 30_000;

interface UserFetch {
  /** Whom it is for (the token's subject, else the token itself). */
  who: string;
  startedAt: number;
  promise: Promise<User | null>;
  done: boolean;
  failed: boolean;
}

function personOf(auth: AuthState): string | null {
  if (!auth.isAuthenticated || auth.accessToken === null) return null;
  return jwtSubject(auth.accessToken) ?? auth.accessToken;
}

export class SessionStore extends StartedStore<SessionState> {
  private readonly tokenService: TokenService;
  private readonly fetchUserRequest: () => Promise<User>;
  private readonly fetchConfigRequest: () => Promise<ClientConfig>;
  private readonly userFreshMs: number;
  private readonly now: () => number;
  protected readonly subject: BehaviorSubject<SessionState>;
  private tokens: Subscription | null = null;
  private person: string | null = null;
  private userFetch: UserFetch | null = null;
  private userStatus: UserStatus = 'anonymous';
  private userError: unknown = null;
  private configRequest: Promise<ClientConfig | null> | null = null;
  private config: ClientConfig | null = null;
  private configStatus: ConfigStatus = 'idle';
  /** Bumped by `reset`, so an answer to a request made before it is dropped. */
  private generation = 0;

  constructor(options: SessionStoreOptions) {
    super();
    this.tokenService = options.tokenService;
    this.fetchUserRequest = options.fetchUser;
    this.fetchConfigRequest = options.fetchConfig;
    this.userFreshMs = options.userFreshMs ?? USER_FRESH_MS;
    this.now = options.now ?? Date.now;
    this.subject = new BehaviorSubject(this.compose(options.tokenService.snapshot));
  }

  /**
   * GET /users/me now for the person signed in (sharing one already on its way for them),
   * and the token service learns the answer. Resolves to the user, or null when nobody is
   * signed in or the request failed (then `userStatus` is 'error'); never rejects.
   */
  refreshUser(): Promise<User | null> {
    this.start();
    const who = personOf(this.tokenService.snapshot);
    if (who === null) return Promise.resolve(null);
    const running = this.userFetch;
    if (running && running.who === who && !running.done) return running.promise;
    return this.startUserFetch(who);
  }

  /**
   * A screen that shows the user opened: fetch them again unless a request for this person
   * is on its way or succeeded within `userFreshMs`.
   */
  revalidateUser(): Promise<User | null> {
    this.start();
    const who = personOf(this.tokenService.snapshot);
    if (who === null) return Promise.resolve(null);
    const last = this.userFetch;
    const fresh =
      last !== null &&
      last.who === who &&
      (!last.done || (!last.failed && this.now() - last.startedAt < this.userFreshMs));
    return fresh ? last.promise : this.startUserFetch(who);
  }

  /**
   * The client config, asked for once per page: every caller shares the one request and its
   * answer. Resolves to null when it cannot be read (a later call asks again); never rejects.
   */
  /**
   * The user as the server has just answered a change (PUT /users/me): every part of the
   * page (the header's name) shows it at once, without asking GET /users/me again.
   */
  updateUser(user: User): void {
    if (!this.tokenService.isAuthenticated) return;
    this.tokenService.setUser(user);
    this.emit();
  }

  loadConfig(): Promise<ClientConfig | null> {
    this.start();
    this.configRequest ??= this.runConfigRequest();
    return this.configRequest;
  }

  /**
   * Forgets everything fetched and stops following the token service, as if the page had
   * just loaded. For tests, which share one store across many renders.
   */
  reset(): void {
    this.generation += 1;
    this.tokens?.unsubscribe();
    this.tokens = null;
    this.person = null;
    this.userFetch = null;
    this.userStatus = 'anonymous';
    this.userError = null;
    this.configRequest = null;
    this.config = null;
    this.configStatus = 'idle';
    this.subject.next(this.compose(this.tokenService.snapshot));
  }

  /** Follows the token service from the first use on. */
  protected start(): void {
    if (this.tokens) return;
    this.tokens = this.tokenService.state$.subscribe((auth) => this.onAuth(auth));
  }

  private onAuth(auth: AuthState): void {
    const who = personOf(auth);
    if (who !== this.person) {
      this.person = who;
      this.userFetch = null;
      this.userError = null;
      if (who === null) {
        this.userStatus = 'anonymous';
      } else if (auth.user === null) {
        // A session without a user (a stored token at start, another tab): ask who it is.
        this.emit(auth);
        void this.startUserFetch(who);
        return;
      } else {
        // The sign-in answer carried the user; whoever wants it fresh asks (`refreshUser`).
        this.userStatus = 'loading';
      }
    }
    this.emit(auth);
  }

  private startUserFetch(who: string): Promise<User | null> {
    const fetch: UserFetch = {
      who,
      startedAt: this.now(),
      promise: Promise.resolve(null),
      done: false,
      failed: false,
    };
    this.userFetch = fetch;
    this.userStatus = 'loading';
    this.userError = null;
    this.emit();
    const current = () => this.userFetch === fetch && this.person === who;
    fetch.promise = this.fetchUserRequest().then(
      (user) => {
        fetch.done = true;
        if (!current()) return null;
        this.userStatus = 'ready';
        // Publishes through the token service, which calls back into onAuth.
        this.tokenService.setUser(user);
        this.emit();
        return user;
      },
      (error: unknown) => {
        fetch.done = true;
        fetch.failed = true;
        if (!current()) return null;
        // A refused session is cleared by the API client and the visitor stays on the page
        // signed out: fetching who they are is background work, not something they asked.
        console.warn('Failed to fetch user information', error);
        this.userStatus = 'error';
        this.userError = error;
        this.emit();
        return null;
      },
    );
    return fetch.promise;
  }

  private async runConfigRequest(): Promise<ClientConfig | null> {
    const generation = this.generation;
    this.configStatus = 'loading';
    this.emit();
    try {
      const config = await this.fetchConfigRequest();
      if (generation !== this.generation) return config;
      this.config = config;
      this.configStatus = 'ready';
      this.emit();
      return config;
    } catch {
      if (generation !== this.generation) return null;
      // Every part has a fallback (default tiles, no Google button, photos from our API).
      this.configRequest = null;
      this.configStatus = 'error';
      this.emit();
      return null;
    }
  }

  private emit(auth: AuthState = this.tokenService.snapshot): void {
    const next = this.compose(auth);
    const now = this.subject.value;
    const same =
      now.isAuthenticated === next.isAuthenticated &&
      now.user === next.user &&
      now.userStatus === next.userStatus &&
      now.userError === next.userError &&
      now.config === next.config &&
      now.configStatus === next.configStatus;
    if (!same) this.subject.next(next);
  }

  private compose(auth: AuthState): SessionState {
    return {
      isAuthenticated: auth.isAuthenticated,
      user: auth.user,
      userStatus: auth.isAuthenticated ? this.userStatus : 'anonymous',
      userError: this.userError,
      config: this.config,
      configStatus: this.configStatus,
    };
  }
}
