import { apiClient, session, tokenService } from 'shared';
import { USER, httpError } from '../../shared/test/fixtures';

export {
  USER,
  apiError,
  deferred,
  httpError,
  savedComment,
  testToken,
} from '../../shared/test/fixtures';

/** An API client answer in the API's envelope. */
export const ok = (data: unknown) => ({ data: { success: true, data } });

/**
 * GET answered by path, each from the request's params (the client config is always there);
 * any other path is a 404.
 */
type Params = Record<string, string> | undefined;

export function mockGet(answers: Record<string, (params: Params) => unknown>) {
  const table: Record<string, (params: Params) => unknown> = {
    '/config': () => ({ tileUrl: '', photoBaseUrl: null }),
    ...answers,
  };
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string, options) => {
    const answer = table[url];
    if (!answer) throw httpError(404);
    return ok(answer(options?.params as Params));
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
