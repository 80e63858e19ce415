import { session, tokenService, type User } from 'shared';

/** The signed-in user of the page tests. */
export const USER: User = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  emailVerified: true,
};

/** An API client answer in the API's envelope. */
export const ok = (data: unknown) => ({ data: { success: true, data } });

/** What the API client throws for an HTTP error (an Axios error with the response). */
export function httpError(status: number, data: unknown = {}) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    request: {},
    response: { status, data },
  });
}

export function signIn(): void {
  tokenService.setSession({ accessToken: 'access', refreshToken: 'refresh', user: USER });
}

/** After each test: the API client's spies gone, no session left for the next. */
export function endTest(): void {
  jest.restoreAllMocks();
  tokenService.clear();
  session.reset();
}
