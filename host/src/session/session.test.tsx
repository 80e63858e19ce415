import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, loadApiClient, session, tokenService } from 'shared';
import { AppHeader } from '../layout/app-header';
import { USER, testToken as token } from '../../test/fixtures';

/** The header is the host's first reader of the page's session store, which it starts. */
const renderShell = () =>
  render(
    <MemoryRouter>
      <AppHeader />
    </MemoryRouter>,
  );

afterEach(() => {
  tokenService.clear();
  // As if the page had just loaded: the store starts with the next render.
  session.reset();
  jest.restoreAllMocks();
});

describe('the current user at start', () => {
  it('fetches /users/me when a token is stored, and the header shows the user', async () => {
    tokenService.setSession({ accessToken: token('u1'), refreshToken: 'r1' });
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ status: 200, data: { success: true, data: USER } } as never);

    renderShell();

    await waitFor(() => expect(screen.getAllByText('Ada Lovelace').length).toBeGreaterThan(0));
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/users/me');
  });

  it('does not fetch when nobody is signed in', () => {
    const get = jest.spyOn(apiClient, 'get');
    renderShell();
    expect(get).not.toHaveBeenCalled();
    expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0);
  });

  it('does not fetch again when the session already carries the user', async () => {
    const get = jest.spyOn(apiClient, 'get');
    renderShell();
    act(() => tokenService.setSession({ accessToken: token('u1'), refreshToken: 'r', user: USER }));
    await waitFor(() => expect(screen.getAllByText('Ada Lovelace').length).toBeGreaterThan(0));
    expect(get).not.toHaveBeenCalled();
  });

  it('keeps the signed-in state when /users/me fails for a passing reason', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    tokenService.setSession({ accessToken: token('u1'), refreshToken: 'r1' });
    const get = jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
    renderShell();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    expect(tokenService.snapshot.isAuthenticated).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Sign Out' }).length).toBeGreaterThan(0);
  });
});

describe('a session the server ended, found at start', () => {
  /** The page's axios instance behind `apiClient`, whose transport the test replaces. */
  let client: Awaited<ReturnType<typeof loadApiClient>>;
  let adapter: typeof client.defaults.adapter;
  beforeAll(async () => {
    client = await loadApiClient();
    adapter = client.defaults.adapter;
  });
  afterEach(() => {
    client.defaults.adapter = adapter;
  });

  it('signs out quietly: the header offers Sign In and the page does not move', async () => {
    // jsdom cannot navigate; it reports every attempt (such as a redirect to /login) here.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A stored access token whose session was revoked (and no refresh token left to try).
    localStorage.setItem('accessToken', token('u1'));
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    const seen: string[] = [];
    // The API answers 401 to everything; `isAxiosError` tells such an error by its flag.
    client.defaults.adapter = (config) => {
      seen.push(`${config.method} ${config.url}`);
      const data = { success: false, code: 'UNAUTHORIZED', message: 'Authentication required' };
      const error = Object.assign(new Error('401'), {
        isAxiosError: true,
        config,
        response: { status: 401, statusText: 'Unauthorized', headers: {}, config, data },
      });
      return Promise.reject(error);
    };

    renderShell();

    await waitFor(() => expect(tokenService.isAuthenticated).toBe(false));
    expect(seen).toEqual(['get /users/me']);
    expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
    const navigations = consoleError.mock.calls.filter((c) => String(c[0]).includes('navigation'));
    expect(navigations).toEqual([]);
  });
});

describe('Sign Out in the header and in the phone menu', () => {
  /** Signed in; the shared signOut forgets the tokens, and the server never answers. */
  function signedIn(): jest.SpyInstance {
    tokenService.setSession({ accessToken: token('u1'), refreshToken: 'r1', user: USER });
    return jest.spyOn(tokenService, 'signOut').mockImplementation(() => {
      tokenService.clear();
      return new Promise<void>(() => undefined);
    });
  }

  function expectSignedOut(signOut: jest.SpyInstance) {
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(tokenService.isAuthenticated).toBe(false);
    expect(screen.getAllByRole('link', { name: 'Sign In', hidden: true }).length).toBe(2);
  }

  it('in the header ends the session through the shared signOut, without waiting', async () => {
    const signOut = signedIn();
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expectSignedOut(signOut);
  });

  it('in the phone menu does the same', async () => {
    const signOut = signedIn();
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    expectSignedOut(signOut);
  });
});
