import {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  apiClient,
  loadApiClient,
  redirectToLogin,
  signOutAllDevices,
  tokenService,
} from './session';

function fakeLocation(pathname: string) {
  return { pathname, assign: jest.fn<void, [string | URL]>() };
}

afterEach(() => localStorage.clear());

describe('session singletons', () => {
  it('start from the tokens in localStorage and share one token service with the client', async () => {
    localStorage.setItem('accessToken', 'stored-access');
    localStorage.setItem('refreshToken', 'stored-refresh');
    await jest.isolateModulesAsync(async () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const session = require('./session') as typeof import('./session');
      expect(session.tokenService.snapshot).toEqual({
        isAuthenticated: true,
        accessToken: 'stored-access',
        refreshToken: 'stored-refresh',
        user: null,
      });
      const client = await session.loadApiClient();
      expect(client.defaults.baseURL).toBe('/api');
      expect(client.defaults.timeout).toBe(30_000);
      expect(await session.loadApiClient()).toBe(client);
      session.tokenService.dispose();
    });
  });
});

describe('redirectToLogin', () => {
  it('sends the page to /login', () => {
    const location = fakeLocation('/profile');
    redirectToLogin(location);
    expect(location.assign).toHaveBeenCalledWith('/login');
  });

  it('stays put when the page is already /login', () => {
    const location = fakeLocation('/login');
    redirectToLogin(location);
    expect(location.assign).not.toHaveBeenCalled();
  });
});

describe('the page session: /login only for a signed-in action', () => {
  /** jsdom cannot navigate; it reports each attempt on the console instead. */
  function navigations(spy: jest.SpyInstance): string[] {
    return spy.mock.calls.map((call) => String(call[0])).filter((t) => t.includes('navigation'));
  }

  /** Every call of the page's client answers 401 (the server ended the session). */
  function serverRefusesEverything(): jest.Mock {
    const adapter = jest.fn((config: InternalAxiosRequestConfig) => {
      const response = {
        status: 401,
        statusText: 'Unauthorized',
        headers: new AxiosHeaders(),
        config,
        data: { success: false, code: 'UNAUTHORIZED', message: 'Authentication required' },
      };
      return Promise.reject(
        new AxiosError('401', AxiosError.ERR_BAD_REQUEST, config, null, response),
      );
    });
    client.defaults.adapter = adapter;
    return adapter;
  }

  let consoleError: jest.SpyInstance;
  /** The instance behind `apiClient`, whose transport each test replaces. */
  let client: AxiosInstance;
  let adapter: AxiosInstance['defaults']['adapter'];

  beforeAll(async () => {
    client = await loadApiClient();
    adapter = client.defaults.adapter;
  });

  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // An access token with no refresh token: a 401 ends the session without a refresh call.
    localStorage.setItem('accessToken', 'a.b.c');
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
  });

  afterEach(() => {
    client.defaults.adapter = adapter;
    consoleError.mockRestore();
    tokenService.clear();
  });

  it('a background read whose session was ended signs out and stays on the page', async () => {
    serverRefusesEverything();
    expect(tokenService.isAuthenticated).toBe(true);
    await expect(apiClient.get('/users/me')).rejects.toThrow();
    expect(tokenService.isAuthenticated).toBe(false);
    expect(navigations(consoleError)).toEqual([]);
  });

  it('a signed-in action whose session was ended goes to /login', async () => {
    serverRefusesEverything();
    await expect(apiClient.post('/marker', { comment: 'x' })).rejects.toThrow();
    expect(tokenService.isAuthenticated).toBe(false);
    expect(navigations(consoleError)).toHaveLength(1);
  });

  it('signing out of all devices keeps the session when the server did not confirm', async () => {
    const refused = serverRefusesEverything();
    refused.mockImplementationOnce(() =>
      Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK')),
    );
    await expect(signOutAllDevices()).rejects.toThrow('Network Error');
    expect(refused).toHaveBeenCalledTimes(1);
    expect(tokenService.isAuthenticated).toBe(true);
  });

  it('signing out of all devices posts logout-all with the token, then signs out here', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    client.defaults.adapter = (config) => {
      seen.push(config);
      return Promise.resolve({
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
        data: { success: true, data: null },
      });
    };
    await signOutAllDevices();
    expect(seen.map((c) => [c.method, c.url, c.headers.get('Authorization')])).toEqual([
      ['post', '/auth/logout-all', 'Bearer a.b.c'],
    ]);
    expect(tokenService.isAuthenticated).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
