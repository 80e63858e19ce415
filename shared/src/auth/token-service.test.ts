import { AxiosError, AxiosHeaders } from 'axios';
import { firstValueFrom } from 'rxjs';
import type { User } from '../contract/api';
import {
  RefreshRejectedError,
  TokenService,
  type AuthState,
  type RefreshRequest,
  type SessionInput,
} from './token-service';

const NOW_MS = Date.UTC(2025, 0, 1);
const nowSeconds = NOW_MS / 1000;

function jwt(claims: { sub?: string; exp?: number }): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(claims)}.sig`;
}

/** A token for `sub` that expires `seconds` from the test's clock. */
function tokenExpiringIn(seconds: number, sub = 'user-1'): string {
  return jwt({ sub, exp: nowSeconds + seconds });
}

const alice: User = { id: 'user-1', email: 'alice@example.com', emailVerified: true };

/** A refresh request that counts its calls and answers when the test says so. */
function controlledRefresh() {
  const calls: string[] = [];
  let settle: { resolve: (s: SessionInput) => void; reject: (e: unknown) => void } | undefined;
  const request: RefreshRequest = (refreshToken) => {
    calls.push(refreshToken);
    return new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return {
    request,
    calls,
    resolve: (session: SessionInput) => settle?.resolve(session),
    reject: (error: unknown) => settle?.reject(error),
  };
}

function networkError(): AxiosError {
  return new AxiosError('Network Error', AxiosError.ERR_NETWORK, undefined, {});
}

function httpError(status: number): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(
    `Status ${status}`,
    AxiosError.ERR_BAD_REQUEST,
    config,
    {},
    {
      status,
      statusText: '',
      headers: {},
      config,
      data: { success: false, code: 'INVALID_TOKEN', message: 'Invalid token' },
    },
  );
}

const SIGNED_OUT = { isAuthenticated: false, accessToken: null, refreshToken: null, user: null };

/** Signed out in the page and in storage, for every tab. */
function expectSignedOut(tokens: TokenService) {
  expect(tokens.snapshot).toEqual(SIGNED_OUT);
  expect(localStorage.getItem('accessToken')).toBeNull();
  expect(localStorage.getItem('refreshToken')).toBeNull();
}

const services: TokenService[] = [];

function service(options: ConstructorParameters<typeof TokenService>[0] = {}) {
  const created = new TokenService({ now: () => NOW_MS, ...options });
  services.push(created);
  return created;
}

function signIn(accessToken: string, refreshToken = 'refresh-1') {
  localStorage.setItem('accessToken', accessToken);
  localStorage.setItem('refreshToken', refreshToken);
}

afterEach(() => {
  services.splice(0).forEach((s) => s.dispose());
  localStorage.clear();
});

describe('TokenService state', () => {
  it('starts from the tokens stored by an earlier page load', async () => {
    const access = tokenExpiringIn(3600);
    signIn(access);
    const tokens = service();
    const state: AuthState = await firstValueFrom(tokens.state$);
    expect(state).toEqual({
      isAuthenticated: true,
      accessToken: access,
      refreshToken: 'refresh-1',
      user: null,
    });
  });

  it('is signed in only with a stored access token, not a refresh token alone', () => {
    localStorage.setItem('refreshToken', 'refresh-1');
    expect(service().isAuthenticated).toBe(false);
  });

  it('stores a new session, publishes it, and signs out again', () => {
    const tokens = service();
    const seen: AuthState[] = [];
    tokens.state$.subscribe((state) => seen.push(state));

    tokens.setSession({ accessToken: 'access-9', refreshToken: 'refresh-9' });
    tokens.setUser(alice);
    expect(localStorage.getItem('accessToken')).toBe('access-9');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-9');
    expect(tokens.snapshot).toEqual({
      isAuthenticated: true,
      accessToken: 'access-9',
      refreshToken: 'refresh-9',
      user: alice,
    });

    tokens.clear();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(seen.map((s) => s.isAuthenticated)).toEqual([false, true, true, false]);
    expect(tokens.snapshot.user).toBeNull();
  });

  it('ignores a user that arrives after sign-out', () => {
    const tokens = service();
    tokens.setUser(alice);
    expect(tokens.snapshot).toEqual(
      expect.objectContaining({ isAuthenticated: false, user: null }),
    );
  });
});

describe('TokenService.getValidAccessToken', () => {
  it('refreshes first when the access token is missing', async () => {
    localStorage.setItem('refreshToken', 'refresh-1');
    const fresh = tokenExpiringIn(900);
    const refreshRequest = jest.fn<Promise<SessionInput>, [string]>().mockResolvedValue({
      accessToken: fresh,
      refreshToken: 'refresh-2',
    });
    const tokens = service({ refreshRequest });

    await expect(tokens.getValidAccessToken()).resolves.toBe(fresh);
    expect(refreshRequest).toHaveBeenCalledWith('refresh-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
    expect(tokens.isAuthenticated).toBe(true);
  });

  it('refreshes first when the access token expires within 300 seconds', async () => {
    signIn(tokenExpiringIn(300));
    const fresh = tokenExpiringIn(900);
    const refreshRequest = jest.fn<Promise<SessionInput>, [string]>().mockResolvedValue({
      accessToken: fresh,
      refreshToken: 'refresh-2',
    });
    await expect(service({ refreshRequest }).getValidAccessToken()).resolves.toBe(fresh);
    expect(refreshRequest).toHaveBeenCalledTimes(1);
  });

  it('does not refresh a token that still has 301 seconds', async () => {
    const access = tokenExpiringIn(301);
    signIn(access);
    const refreshRequest = jest.fn<Promise<SessionInput>, [string]>();
    await expect(service({ refreshRequest }).getValidAccessToken()).resolves.toBe(access);
    expect(refreshRequest).not.toHaveBeenCalled();
  });

  it('follows the injected clock', async () => {
    const access = tokenExpiringIn(600);
    signIn(access);
    const refreshRequest = jest.fn<Promise<SessionInput>, [string]>().mockResolvedValue({
      accessToken: 'later',
      refreshToken: 'refresh-2',
    });
    const tokens = service({ refreshRequest, now: () => NOW_MS + 299_000 });
    await expect(tokens.getValidAccessToken()).resolves.toBe(access);
    const later = service({ refreshRequest, now: () => NOW_MS + 300_000 });
    await expect(later.getValidAccessToken()).resolves.toBe('later');
  });

  it('gives null without a refresh attempt when nobody is signed in', async () => {
    const refreshRequest = jest.fn<Promise<SessionInput>, [string]>();
    await expect(service({ refreshRequest }).getValidAccessToken()).resolves.toBeNull();
    expect(refreshRequest).not.toHaveBeenCalled();
  });

  it('lets concurrent callers share one refresh', async () => {
    signIn(tokenExpiringIn(10));
    const refresh = controlledRefresh();
    const tokens = service({ refreshRequest: refresh.request });

    const waiting = Promise.all([1, 2, 3, 4, 5].map(() => tokens.getValidAccessToken()));
    const fresh = tokenExpiringIn(900);
    refresh.resolve({ accessToken: fresh, refreshToken: 'refresh-2' });

    await expect(waiting).resolves.toEqual([fresh, fresh, fresh, fresh, fresh]);
    expect(refresh.calls).toEqual(['refresh-1']);
  });

  it('starts a new refresh once the previous one has finished', async () => {
    signIn(tokenExpiringIn(10));
    const refreshRequest = jest
      .fn<Promise<SessionInput>, [string]>()
      .mockResolvedValueOnce({ accessToken: tokenExpiringIn(20), refreshToken: 'refresh-2' })
      .mockResolvedValueOnce({ accessToken: tokenExpiringIn(900), refreshToken: 'refresh-3' });
    const tokens = service({ refreshRequest });
    await tokens.getValidAccessToken();
    await tokens.getValidAccessToken();
    expect(refreshRequest.mock.calls).toEqual([['refresh-1'], ['refresh-2']]);
  });

  it('keeps the user across a refresh unless the response brings one', async () => {
    signIn(tokenExpiringIn(10));
    const renamed = { ...alice, firstName: 'Alice' };
    const refreshRequest = jest
      .fn<Promise<SessionInput>, [string]>()
      .mockResolvedValueOnce({ accessToken: tokenExpiringIn(10), refreshToken: 'refresh-2' })
      .mockResolvedValueOnce({
        accessToken: tokenExpiringIn(900),
        refreshToken: 'refresh-3',
        user: renamed,
      });
    const tokens = service({ refreshRequest });
    tokens.setUser(alice);
    await tokens.refresh();
    expect(tokens.snapshot.user).toBe(alice);
    await tokens.refresh();
    expect(tokens.snapshot.user).toBe(renamed);
  });
});

describe('TokenService refresh failures', () => {
  it('clears the session and calls onSessionExpired once when the refresh is refused', async () => {
    signIn(tokenExpiringIn(10));
    const refresh = controlledRefresh();
    const onSessionExpired = jest.fn();
    const tokens = service({ refreshRequest: refresh.request, onSessionExpired });
    tokens.setUser(alice);

    const waiting = Promise.all([tokens.getValidAccessToken(), tokens.getValidAccessToken()]);
    refresh.reject(httpError(401));

    await expect(waiting).resolves.toEqual([null, null]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expectSignedOut(tokens);
  });

  it('treats a RefreshRejectedError from a custom transport as refused', async () => {
    signIn(tokenExpiringIn(10));
    const onSessionExpired = jest.fn();
    const tokens = service({
      refreshRequest: () => Promise.reject(new RefreshRejectedError('revoked')),
      onSessionExpired,
    });
    await expect(tokens.refresh()).resolves.toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokens.isAuthenticated).toBe(false);
  });

  it('ends a session that has no refresh token when a refresh is asked for', async () => {
    localStorage.setItem('accessToken', tokenExpiringIn(10));
    const onSessionExpired = jest.fn();
    const tokens = service({ onSessionExpired, refreshRequest: jest.fn() });
    await expect(tokens.refresh()).resolves.toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(tokens.isAuthenticated).toBe(false);
    // Nothing left to expire: a second attempt does not redirect again.
    await tokens.refresh();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a dropped connection', networkError()],
    ['a server error', httpError(503)],
    ['a rate limit', httpError(429)],
  ])('keeps the session after %s and goes on with the old token', async (_, error) => {
    const access = tokenExpiringIn(120);
    signIn(access);
    const onSessionExpired = jest.fn();
    const tokens = service({ refreshRequest: () => Promise.reject(error), onSessionExpired });

    await expect(tokens.getValidAccessToken()).resolves.toBe(access);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokens.snapshot.refreshToken).toBe('refresh-1');
    expect(localStorage.getItem('accessToken')).toBe(access);
  });

  it('does not sign back in when the user signs out during a refresh', async () => {
    signIn(tokenExpiringIn(10));
    const refresh = controlledRefresh();
    const tokens = service({ refreshRequest: refresh.request });
    const waiting = tokens.getValidAccessToken();
    tokens.clear();
    refresh.resolve({ accessToken: tokenExpiringIn(900), refreshToken: 'refresh-2' });
    await expect(waiting).resolves.toBeNull();
    expect(tokens.isAuthenticated).toBe(false);
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('a handler that throws does not break the refresh', async () => {
    signIn(tokenExpiringIn(10));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const tokens = service({
      refreshRequest: () => Promise.reject(httpError(401)),
      onSessionExpired: () => {
        throw new Error('router not ready');
      },
    });
    await expect(tokens.refresh()).resolves.toBeNull();
    expect(tokens.isAuthenticated).toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });

  it('uses the handler set later by the host', async () => {
    signIn(tokenExpiringIn(10));
    const first = jest.fn();
    const second = jest.fn();
    const tokens = service({
      refreshRequest: () => Promise.reject(httpError(401)),
      onSessionExpired: first,
    });
    tokens.setSessionExpiredHandler(second);
    await tokens.refresh();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('TokenService.signOut', () => {
  /** A logout request that records its calls and answers when the test says so. */
  function controlledLogout() {
    const calls: string[] = [];
    let settle: { resolve: () => void; reject: (e: unknown) => void } | undefined;
    const request = (refreshToken: string) => {
      calls.push(refreshToken);
      return new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      });
    };
    return {
      request,
      calls,
      resolve: () => settle?.resolve(),
      reject: (error: unknown) => settle?.reject(error),
    };
  }

  it('asks the server to revoke the refresh token and is signed out before it answers', async () => {
    signIn(tokenExpiringIn(900), 'refresh-7');
    const logout = controlledLogout();
    const onSessionExpired = jest.fn();
    const tokens = service({ logoutRequest: logout.request, onSessionExpired });
    tokens.setUser(alice);

    const done = tokens.signOut();

    // Nothing waits on the network: the page and the other tabs are signed out at once.
    expectSignedOut(tokens);
    await Promise.resolve();
    expect(logout.calls).toEqual(['refresh-7']);
    logout.resolve();
    await expect(done).resolves.toBeUndefined();
    // The user asked for it: this is not an expired session.
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([
    ['offline', networkError()],
    ['the server refusing', httpError(503)],
  ])('stays signed out when the request fails (%s), and never rejects', async (_, error) => {
    signIn(tokenExpiringIn(900));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tokens = service({ logoutRequest: () => Promise.reject(error) });

    await expect(tokens.signOut()).resolves.toBeUndefined();

    expect(tokens.isAuthenticated).toBe(false);
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('stays signed out when a custom request throws at once', async () => {
    signIn(tokenExpiringIn(900));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tokens = service({
      logoutRequest: () => {
        throw new Error('no transport');
      },
    });
    await expect(tokens.signOut()).resolves.toBeUndefined();
    expect(tokens.isAuthenticated).toBe(false);
    warn.mockRestore();
  });

  it('revokes the refresh token another tab rotated a moment ago', async () => {
    signIn(tokenExpiringIn(900), 'refresh-1');
    const logoutRequest = jest.fn<Promise<void>, [string]>().mockResolvedValue();
    const tokens = service({ logoutRequest });
    localStorage.setItem('refreshToken', 'refresh-2'); // its storage event is still on the way
    await tokens.signOut();
    expect(logoutRequest).toHaveBeenCalledWith('refresh-2');
  });

  it('sends nothing when nobody is signed in', async () => {
    const logoutRequest = jest.fn<Promise<void>, [string]>();
    await service({ logoutRequest }).signOut();
    expect(logoutRequest).not.toHaveBeenCalled();
  });

  it('wins over a refresh still on the way', async () => {
    signIn(tokenExpiringIn(10));
    const refresh = controlledRefresh();
    const tokens = service({ refreshRequest: refresh.request, logoutRequest: async () => {} });
    const waiting = tokens.getValidAccessToken();
    await tokens.signOut();
    refresh.resolve({ accessToken: tokenExpiringIn(900), refreshToken: 'refresh-2' });
    await expect(waiting).resolves.toBeNull();
    expect(tokens.isAuthenticated).toBe(false);
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });
});

describe('TokenService across browser tabs', () => {
  /** What the browser does in the other tabs after this tab changed localStorage. */
  function storageEvent(key: string | null) {
    window.dispatchEvent(new StorageEvent('storage', { key }));
  }

  it('signs this tab out when another tab signs out', () => {
    signIn(tokenExpiringIn(3600));
    const thisTab = service();
    thisTab.setUser(alice);
    const otherTab = service({ storageEvents: null });

    otherTab.clear();
    storageEvent('accessToken');

    expect(thisTab.snapshot).toEqual(SIGNED_OUT);
  });

  it('signs this tab out when another tab clears all of localStorage', () => {
    signIn(tokenExpiringIn(3600));
    const thisTab = service();
    localStorage.clear();
    storageEvent(null);
    expect(thisTab.isAuthenticated).toBe(false);
  });

  it("takes over another tab's refreshed tokens and keeps the same user", () => {
    signIn(tokenExpiringIn(100));
    const thisTab = service();
    thisTab.setUser(alice);
    const fresh = tokenExpiringIn(900);

    service({ storageEvents: null }).setSession({ accessToken: fresh, refreshToken: 'refresh-2' });
    storageEvent('refreshToken');

    expect(thisTab.snapshot).toEqual({
      isAuthenticated: true,
      accessToken: fresh,
      refreshToken: 'refresh-2',
      user: alice,
    });
  });

  it('forgets the user when another tab signs in as someone else', () => {
    signIn(tokenExpiringIn(3600, 'user-1'));
    const thisTab = service();
    thisTab.setUser(alice);
    const bob = tokenExpiringIn(3600, 'user-2');

    service({ storageEvents: null }).setSession({ accessToken: bob, refreshToken: 'refresh-b' });
    storageEvent('accessToken');

    expect(thisTab.snapshot).toEqual(
      expect.objectContaining({ isAuthenticated: true, accessToken: bob, user: null }),
    );
  });

  it('ignores storage events about other keys', () => {
    signIn(tokenExpiringIn(3600));
    const thisTab = service();
    const seen: AuthState[] = [];
    thisTab.state$.subscribe((s) => seen.push(s));
    localStorage.setItem('theme', 'dark');
    storageEvent('theme');
    expect(seen).toHaveLength(1);
  });

  it('stops listening after dispose', () => {
    signIn(tokenExpiringIn(3600));
    const thisTab = service();
    thisTab.dispose();
    localStorage.clear();
    storageEvent(null);
    expect(thisTab.isAuthenticated).toBe(true);
  });

  it('uses the tokens another tab just refreshed instead of refreshing again', async () => {
    signIn(tokenExpiringIn(10));
    const refreshRequest = jest.fn<Promise<SessionInput>, [string]>();
    const thisTab = service({ refreshRequest, storageEvents: null });
    const fresh = tokenExpiringIn(900);
    // The other tab's storage event has not arrived yet.
    signIn(fresh, 'refresh-2');

    await expect(thisTab.getValidAccessToken()).resolves.toBe(fresh);
    expect(refreshRequest).not.toHaveBeenCalled();
  });

  it('keeps the session when another tab won the race for a rotating refresh token', async () => {
    signIn(tokenExpiringIn(10));
    const fresh = tokenExpiringIn(900);
    const onSessionExpired = jest.fn();
    const thisTab = service({
      storageEvents: null,
      onSessionExpired,
      refreshRequest: async () => {
        // Meanwhile the other tab used the same refresh token first and stored the result.
        signIn(fresh, 'refresh-2');
        throw httpError(401);
      },
    });

    await expect(thisTab.getValidAccessToken()).resolves.toBe(fresh);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(thisTab.snapshot.refreshToken).toBe('refresh-2');
  });
});
