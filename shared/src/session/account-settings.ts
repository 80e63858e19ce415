/**
 * The signed-in user's settings (GET/PUT /users/me/settings), one store for the page: the
 * settings screen changes them and the map reads Location Sharing from here, so neither
 * remote imports the other (README "How it is put together"). Kept on the server, so they
 * follow the account to every device; fetched when a person signs in and something reads
 * them, forgotten when they sign out.
 *
 * Saving is optimistic: a change shows at once, the PUTs run one after another in the order
 * the user made them (so the last answer is the last change), and a failed one puts back what
 * the server last confirmed.
 */
import { BehaviorSubject, type Subscription } from 'rxjs';
import type { Settings, UpdateSettingsPayload } from '../contract/settings';
import { jwtSubject } from '../auth/jwt';
import type { AuthState, TokenService } from '../auth/token-service';
import { StartedStore } from './started-store';

export type AccountSettingsStatus = 'anonymous' | 'loading' | 'ready' | 'error';

export interface AccountSettingsState {
  status: AccountSettingsStatus;
  /** What the screens show: the server's settings with the changes being saved applied. */
  settings: Settings | null;
  /** What GET failed with (status 'error'). */
  loadError: unknown;
  /** Whether a PUT is on its way. */
  saving: boolean;
  /** What the last failed PUT threw; cleared by the next change. */
  saveError: unknown;
  /** Bumped by each PUT that succeeded with nothing else waiting (for a 'Saved' note). */
  savedCount: number;
}

export interface AccountSettingsStoreOptions {
  tokenService: TokenService;
  fetchSettings: () => Promise<Settings>;
  saveSettings: (changes: UpdateSettingsPayload) => Promise<Settings>;
}

const ANONYMOUS: AccountSettingsState = {
  status: 'anonymous',
  settings: null,
  loadError: null,
  saving: false,
  saveError: null,
  savedCount: 0,
};

function personOf(auth: AuthState): string | null {
  if (!auth.isAuthenticated || auth.accessToken === null) return null;
  return jwtSubject(auth.accessToken) ?? auth.accessToken;
}

export class AccountSettingsStore extends StartedStore<AccountSettingsState> {
  private readonly options: AccountSettingsStoreOptions;
  protected readonly subject = new BehaviorSubject<AccountSettingsState>(ANONYMOUS);
  private tokens: Subscription | null = null;
  private person: string | null = null;
  /** Bumped when the person changes: answers for someone else are dropped. */
  private generation = 0;
  private loading: Promise<Settings | null> | null = null;
  /** What the server last answered. */
  private confirmed: Settings | null = null;
  /** The PUTs not answered yet, in order, and the chain they run on. */
  private pending: UpdateSettingsPayload[] = [];
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: AccountSettingsStoreOptions) {
    super();
    this.options = options;
  }

  /**
   * GET the settings unless they are known or on their way (`force`: ask again, e.g. "Try
   * again"). Resolves to them, or null when signed out or it failed; never rejects.
   */
  load(force = false): Promise<Settings | null> {
    this.start();
    if (this.person === null) return Promise.resolve(null);
    const state = this.subject.value;
    if (!force && this.loading) return this.loading;
    if (!force && state.status === 'ready') return Promise.resolve(state.settings);
    const generation = this.generation;
    this.set({ status: 'loading', loadError: null });
    const request = this.options.fetchSettings().then(
      (settings) => {
        if (generation !== this.generation) return null;
        this.loading = null;
        this.confirmed = settings;
        this.set({ status: 'ready', settings: this.withPending(settings) });
        return settings;
      },
      (error: unknown) => {
        if (generation !== this.generation) return null;
        this.loading = null;
        this.set({ status: 'error', loadError: error });
        return null;
      },
    );
    this.loading = request;
    return request;
  }

  /**
   * Shows the change at once and saves it after the ones before it. Resolves to the saved
   * settings, or null when it failed (`saveError` says why) or nobody is signed in.
   */
  save(changes: UpdateSettingsPayload): Promise<Settings | null> {
    this.start();
    const current = this.subject.value.settings;
    if (this.person === null || current === null) return Promise.resolve(null);
    const generation = this.generation;
    this.pending.push(changes);
    this.set({ settings: { ...current, ...changes }, saving: true, saveError: null });

    const run = async (): Promise<Settings | null> => {
      if (generation !== this.generation) return null;
      try {
        const saved = await this.options.saveSettings(changes);
        if (generation !== this.generation) return null;
        this.confirmed = saved;
        this.pending.shift();
        const idle = this.pending.length === 0;
        this.set({
          settings: this.withPending(saved),
          saving: !idle,
          ...(idle && this.subject.value.saveError === null
            ? { savedCount: this.subject.value.savedCount + 1 }
            : {}),
        });
        return saved;
      } catch (error) {
        if (generation !== this.generation) return null;
        this.pending.shift();
        const base = this.confirmed ?? current;
        this.set({
          settings: this.withPending(base),
          saving: this.pending.length > 0,
          saveError: error,
        });
        return null;
      }
    };
    const result = this.queue.then(run);
    this.queue = result;
    return result;
  }

  /** Forgets everything, as if the page had just loaded (tests share one store). */
  reset(): void {
    this.tokens?.unsubscribe();
    this.tokens = null;
    this.forget(null);
  }

  protected start(): void {
    if (this.tokens) return;
    this.tokens = this.options.tokenService.state$.subscribe((auth) => {
      const who = personOf(auth);
      if (who !== this.person) this.forget(who);
    });
  }

  private forget(who: string | null): void {
    this.generation += 1;
    this.person = who;
    this.loading = null;
    this.confirmed = null;
    this.pending = [];
    this.queue = Promise.resolve();
    this.subject.next(who === null ? ANONYMOUS : { ...ANONYMOUS, status: 'loading' });
  }

  private withPending(settings: Settings): Settings {
    return this.pending.reduce<Settings>((shown, changes) => ({ ...shown, ...changes }), settings);
  }

  private set(changes: Partial<AccountSettingsState>): void {
    this.subject.next({ ...this.subject.value, ...changes });
  }
}
