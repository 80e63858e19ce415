import { session, tokenService } from 'shared';
import { USER } from '../../shared/test/fixtures';

export { USER, httpError, savedComment, testToken } from '../../shared/test/fixtures';

/** An API client answer in the API's envelope. */
export const ok = (data: unknown) => ({ data: { success: true, data } });

export function signIn(): void {
  tokenService.setSession({ accessToken: 'access', refreshToken: 'refresh', user: USER });
}

/** After each test: the API client's spies gone, no session left for the next. */
export function endTest(): void {
  jest.restoreAllMocks();
  tokenService.clear();
  session.reset();
}
