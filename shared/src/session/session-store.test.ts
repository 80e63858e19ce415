import type { ClientConfig, User } from '../contract/api';
import { TokenService } from '../auth/token-service';
import { createMemoryTokenStorage } from '../auth/token-storage';
import { deferred, testToken as token } from '../../test/fixtures';
import { SessionStore, USER_FRESH_MS } from './session-store';

const ADA: User = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', emailVerified: true };
const BOB: User = { id: 'u2', email: 'bob@example.com', firstName: 'Bob', emailVerified: true };
const CONFIG: ClientConfig = { tileUrl: 'http://t/{z}/{x}/{y}.png', tileAttribution: 'T' };

function setup({ now = () => 1_000_000 }: { now?: () => number } = {}) {
  const tokens = new TokenService({ storage: createMemoryTokenStorage(), storageEvents: null });
  const users = new Map<string, User>([
    ['u1', ADA],
    ['u2', BOB],
  ]);
  const fetchUser = jest.fn(async () => {
    const sub = tokens.snapshot.accessToken?.split('.')[1];
    const who = sub
      ? (JSON.parse(Buffer.from(sub, 'base64url').toString()) as { sub: string })
      : null;
    const user = who ? users.get(who.sub) : undefined;
    if (!user) throw new Error('401');
    return user;
  });
  const fetchConfig = jest.fn(async () => CONFIG);
  const store = new SessionStore({ tokenService: tokens, fetchUser, fetchConfig, now });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { tokens, store, fetchUser, fetchConfig, settle };
}

/** setup(), with a part watching the store and Ada signed in, her user fetched. */
async function signedInAndWatched(options?: Parameters<typeof setup>[0]) {
  const session = setup(options);
  session.store.subscribe(() => undefined);
  session.tokens.setSession({ accessToken: token('u1'), refreshToken: 'r' });
  await session.settle();
  return session;
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the session store: the current user', () => {
  it('asks nothing until it is used, and nothing while nobody is signed in', async () => {
    const { tokens, store, fetchUser, settle } = setup();
    tokens.setSession({ accessToken: token('u1'), refreshToken: 'r' });
    await settle();
    expect(fetchUser).not.toHaveBeenCalled();

    tokens.clear();
    expect(store.snapshot).toMatchObject({ isAuthenticated: false, user: null });
    expect(store.snapshot.userStatus).toBe('anonymous');
    await settle();
    expect(fetchUser).not.toHaveBeenCalled();
  });

  it('fetches a stored session’s user once, however many parts watch and revalidate', async () => {
    const { tokens, store, fetchUser, settle } = setup();
    tokens.setSession({ accessToken: token('u1'), refreshToken: 'r' });
    const changes: string[] = [];
    const stops = [1, 2, 3].map(() =>
      store.subscribe(() => changes.push(store.snapshot.userStatus)),
    );
    expect(store.snapshot.userStatus).toBe('loading');
    await Promise.all([store.revalidateUser(), store.revalidateUser()]);
    await settle();
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(store.snapshot).toMatchObject({ isAuthenticated: true, user: ADA, userStatus: 'ready' });
    expect(tokens.snapshot.user).toEqual(ADA);
    expect(changes).toContain('ready');
    stops.forEach((stop) => stop());
  });

  it('does not fetch when the session carries the user; refreshUser asks anyway, once', async () => {
    const { tokens, store, fetchUser } = setup();
    store.subscribe(() => undefined);
    tokens.setSession({
      accessToken: token('u1'),
      refreshToken: 'r',
      user: { ...ADA, firstName: 'Old' },
    });
    expect(fetchUser).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([store.refreshUser(), store.refreshUser()]);
    expect(a).toEqual(ADA);
    expect(b).toEqual(ADA);
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(store.snapshot.user).toEqual(ADA);
  });

  it('fetches again when the auth state changes: another person, or signed out and in', async () => {
    const { tokens, store, fetchUser, settle } = await signedInAndWatched();
    expect(store.snapshot.user).toEqual(ADA);

    // A refresh (or another tab) hands this page someone else's tokens, without a user.
    tokens.setSession({ accessToken: token('u2'), refreshToken: 'r2' });
    expect(store.snapshot).toMatchObject({ user: null, userStatus: 'loading' });
    await settle();
    expect(store.snapshot.user).toEqual(BOB);

    tokens.clear();
    expect(store.snapshot).toMatchObject({ isAuthenticated: false, user: null });
    tokens.setSession({ accessToken: token('u2'), refreshToken: 'r3' });
    await settle();
    expect(fetchUser).toHaveBeenCalledTimes(3);
    expect(store.snapshot.user).toEqual(BOB);
  });

  it('a new token for the same person (a refresh that kept the user) asks nothing', async () => {
    const { tokens, fetchUser, settle } = await signedInAndWatched();
    tokens.setSession({ accessToken: `${token('u1')}x`, refreshToken: 'r2', user: ADA });
    await settle();
    expect(fetchUser).toHaveBeenCalledTimes(1);
  });

  it('revalidates a user fetched longer ago than USER_FRESH_MS', async () => {
    let now = 1_000_000;
    const { store, fetchUser } = await signedInAndWatched({ now: () => now });
    now += USER_FRESH_MS - 1;
    await store.revalidateUser();
    expect(fetchUser).toHaveBeenCalledTimes(1);
    now += 2;
    await store.revalidateUser();
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });

  it('keeps the session when the fetch fails, says so, and a retry can succeed', async () => {
    const { tokens, store, fetchUser, settle } = setup();
    const failure = new Error('offline');
    fetchUser.mockRejectedValueOnce(failure);
    store.subscribe(() => undefined);
    tokens.setSession({ accessToken: token('u1'), refreshToken: 'r' });
    await settle();
    expect(store.snapshot).toMatchObject({
      isAuthenticated: true,
      user: null,
      userStatus: 'error',
      userError: failure,
    });
    expect(console.warn).toHaveBeenCalledWith('Failed to fetch user information', failure);
    // A failed fetch is not fresh: a screen opening asks again.
    await expect(store.revalidateUser()).resolves.toEqual(ADA);
    expect(store.snapshot).toMatchObject({ user: ADA, userStatus: 'ready', userError: null });
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });

  it('drops an answer that arrives after the person signed out', async () => {
    const { tokens, store, fetchUser } = setup();
    const answer = deferred<User>();
    fetchUser.mockReturnValueOnce(answer.promise);
    store.subscribe(() => undefined);
    tokens.setSession({ accessToken: token('u1'), refreshToken: 'r' });
    const pending = store.revalidateUser();
    tokens.clear();
    answer.resolve(ADA);
    await expect(pending).resolves.toBeNull();
    expect(store.snapshot).toMatchObject({ isAuthenticated: false, user: null });
    expect(tokens.snapshot.user).toBeNull();
  });

  it('publishes each change once, with a stable snapshot in between', async () => {
    const { tokens, store, settle } = setup();
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.snapshot));
    const before = store.snapshot;
    expect(store.snapshot).toBe(before);
    tokens.setSession({ accessToken: token('u1'), refreshToken: 'r' });
    await settle();
    expect(new Set(seen).size).toBe(seen.length);
    expect(store.snapshot).toBe(seen.at(-1));
  });
});

describe('the session store: the client config', () => {
  it('is fetched once for every caller, and not again on sign-in or sign-out', async () => {
    const { tokens, store, fetchConfig, settle } = setup();
    expect(store.snapshot.configStatus).toBe('idle');
    const answers = await Promise.all([store.loadConfig(), store.loadConfig()]);
    expect(answers).toEqual([CONFIG, CONFIG]);
    expect(store.snapshot).toMatchObject({ config: CONFIG, configStatus: 'ready' });
    tokens.setSession({ accessToken: token('u1'), refreshToken: 'r' });
    await settle();
    tokens.clear();
    await expect(store.loadConfig()).resolves.toEqual(CONFIG);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
  });

  it('resolves null and says error when it cannot be read; a later call asks again', async () => {
    const { store, fetchConfig } = setup();
    fetchConfig.mockRejectedValueOnce(new Error('offline'));
    await expect(store.loadConfig()).resolves.toBeNull();
    expect(store.snapshot).toMatchObject({ config: null, configStatus: 'error' });
    await expect(store.loadConfig()).resolves.toEqual(CONFIG);
    expect(store.snapshot).toMatchObject({ config: CONFIG, configStatus: 'ready' });
    expect(fetchConfig).toHaveBeenCalledTimes(2);
  });

  it('reset forgets it (tests), and an answer from before the reset is dropped', async () => {
    const { store, fetchConfig } = setup();
    const answer = deferred<ClientConfig>();
    fetchConfig.mockReturnValueOnce(answer.promise);
    void store.loadConfig();
    store.reset();
    answer.resolve({ ...CONFIG, tileAttribution: 'stale' });
    await expect(store.loadConfig()).resolves.toEqual(CONFIG);
    expect(store.snapshot.config).toEqual(CONFIG);
    expect(fetchConfig).toHaveBeenCalledTimes(2);
  });
});

describe('the page-wide store', () => {
  it('follows the page’s token service', async () => {
    const { session } = await import('./page-session');
    const { tokenService } = await import('../auth/session');
    expect(session.snapshot.isAuthenticated).toBe(false);
    tokenService.setSession({ accessToken: token('u9'), refreshToken: 'r', user: ADA });
    expect(session.snapshot).toMatchObject({ isAuthenticated: true, user: ADA });
    tokenService.clear();
    session.reset();
  });

  it('reads the user and the config through the page’s API client', async () => {
    const { session } = await import('./page-session');
    const { apiClient, tokenService } = await import('../auth/session');
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/users/me') return { data: { success: true, data: ADA } };
      if (url === '/config') return { data: { success: true, data: CONFIG } };
      throw new Error(`unexpected GET ${url}`);
    });
    tokenService.setSession({ accessToken: token('u1'), refreshToken: 'r' });
    await expect(session.refreshUser()).resolves.toEqual(ADA);
    await expect(session.loadConfig()).resolves.toEqual(CONFIG);
    expect(get.mock.calls).toEqual([['/users/me'], ['/config', { skipAuth: true }]]);

    // An answer without a user is a failure, not a user.
    get.mockResolvedValueOnce({ data: { success: true, data: null } });
    await expect(session.refreshUser()).resolves.toBeNull();
    expect(session.snapshot.userStatus).toBe('error');
    tokenService.clear();
    session.reset();
  });
});

describe('the session store: a changed profile', () => {
  it('updateUser shows the server’s answer to every reader at once, without fetching again', async () => {
    const { tokens, store, fetchUser, settle } = setup();
    tokens.setSession({ accessToken: token('u1'), refreshToken: 'r' });
    const names: Array<string | null | undefined> = [];
    const stop = store.subscribe(() => names.push(store.snapshot.user?.firstName));
    await store.revalidateUser();
    await settle();
    expect(store.snapshot.user).toEqual(ADA);

    store.updateUser({ ...ADA, firstName: 'Augusta' });
    expect(store.snapshot.user?.firstName).toBe('Augusta');
    expect(store.snapshot.userStatus).toBe('ready');
    expect(names.at(-1)).toBe('Augusta');
    expect(fetchUser).toHaveBeenCalledTimes(1);
    stop();
  });

  it('updateUser does nothing once signed out', () => {
    const { store } = setup();
    store.updateUser(ADA);
    expect(store.snapshot).toMatchObject({ isAuthenticated: false, user: null });
  });
});
