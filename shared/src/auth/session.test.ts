import { redirectToLogin } from './session';

function fakeLocation(pathname: string) {
  return { pathname, assign: jest.fn<void, [string | URL]>() };
}

afterEach(() => localStorage.clear());

describe('session singletons', () => {
  it('start from the tokens in localStorage and share one token service with the client', () => {
    localStorage.setItem('accessToken', 'stored-access');
    localStorage.setItem('refreshToken', 'stored-refresh');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const session = require('./session') as typeof import('./session');
      expect(session.tokenService.snapshot).toEqual({
        isAuthenticated: true,
        accessToken: 'stored-access',
        refreshToken: 'stored-refresh',
        user: null,
      });
      expect(session.apiClient.defaults.baseURL).toBe('/api');
      expect(session.apiClient.defaults.timeout).toBe(30_000);
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
