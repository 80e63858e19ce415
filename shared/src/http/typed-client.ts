/**
 * The typed face of our API client: each call resolves with the `data` of the API's
 * `{ success: true, data }` answer and fails with one `ApiError { status, code, message }`
 *. Built on the axios instance of `createApiClient`, so the bearer token, the
 * refresh-and-retry and `signedInAction` work as they do there. A call we cancelled (its
 * `signal`) rejects with axios's cancellation, not an ApiError: see `isCancelled`.
 */
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { failureOf, toApiError } from './api-error';
import type { HttpClient } from './deferred-client';

/** The flags our client reads on a request (see createApiClient in auth/api-client.ts). */
declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send without a bearer token, and never refresh on its 401 (login, register, checks…). */
    skipAuth?: boolean;
    /** Set by the client on the single retry after a refresh; a second 401 ends the session. */
    authRetried?: boolean;
    /**
     * Whether the call is something the user did that needs their account, so a session found
     * over sends them to sign in. Default: true for calls that change something (POST, PUT,
     * PATCH, DELETE), false for reads (GET, HEAD, OPTIONS), which just go on signed out.
     */
    signedInAction?: boolean;
    /** Set by the client: whether a session existed when the call started. */
    startedSignedIn?: boolean;
  }
}

/** What a call may say besides its path and body. */
export type RequestOptions = Pick<
  AxiosRequestConfig,
  'params' | 'signal' | 'skipAuth' | 'signedInAction' | 'headers' | 'timeout'
>;

export interface TypedApiClient {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** A GET whose success says more than `data` (a notice beside it): the whole answer. */
  getAnswer<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
}

function isSuccess(body: unknown): body is { success: true; data: unknown } {
  return typeof body === 'object' && body !== null && 'success' in body && body.success === true;
}

/** The `data` of a `{ success: true, data }` answer; undefined for anything else. */
export function successData(body: unknown): unknown {
  return isSuccess(body) ? body.data : undefined;
}

/** The answer's `data`; anything but a success envelope (an HTML page, `{}`) is a failure. */
async function unwrap<T>(send: () => Promise<AxiosResponse<unknown>>): Promise<T> {
  const answer = await successAnswer(send);
  return answer.data as T;
}

/** The whole success envelope, `data` and all beside it; anything else is a failure. */
async function successAnswer(
  send: () => Promise<AxiosResponse<unknown>>,
): Promise<{ success: true; data: unknown }> {
  let response: AxiosResponse<unknown>;
  try {
    response = await send();
  } catch (error) {
    throw toApiError(error) ?? error;
  }
  if (!isSuccess(response.data)) throw failureOf(response.status, response.data);
  // The one place the contract's type is taken on trust: the API validates what it answers.
  return response.data;
}

export function createTypedApiClient(http: HttpClient): TypedApiClient {
  // Arguments are passed only when given, so a call reads the same as a hand-written one.
  const withBody =
    (method: 'post' | 'put' | 'patch') =>
    <T>(path: string, body?: unknown, options?: RequestOptions) =>
      unwrap<T>(() =>
        options === undefined ? http[method](path, body) : http[method](path, body, options),
      );
  return {
    get: <T>(path: string, options?: RequestOptions) =>
      unwrap<T>(() => (options === undefined ? http.get(path) : http.get(path, options))),
    post: withBody('post'),
    put: withBody('put'),
    patch: withBody('patch'),
    delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      unwrap<T>(() => http.delete(path, body === undefined ? options : { ...options, data: body })),
    getAnswer: async <T>(path: string, options?: RequestOptions) =>
      (await successAnswer(() =>
        options === undefined ? http.get(path) : http.get(path, options),
      )) as T,
  };
}
