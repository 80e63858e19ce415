/** HTTP mocked at the axios level: the shared apiClient's get/post answer from a route table. */
import { apiClient } from 'shared';

type Handler = (body: unknown, config: unknown) => unknown;
type Table = Record<string, Handler>;

/** An axios-shaped failure, as apiErrorText / isConflictError see one. */
export function httpError(status: number, data: unknown = {}) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    request: {},
    response: { status, data },
  });
}

export const ok = <T>(data: T) => ({ success: true as const, data });

async function answer(table: Table | undefined, url: string, body: unknown, config: unknown) {
  const handler = table?.[url];
  if (!handler) throw httpError(404, { success: false, code: 'NOT_FOUND', message: 'Not found' });
  return { status: 200, data: await handler(body, config) };
}

export function mockApi(routes: { get?: Table; post?: Table } = {}) {
  const get = jest
    .spyOn(apiClient, 'get')
    .mockImplementation(((url: string, config?: unknown) =>
      answer(routes.get, url, undefined, config)) as never);
  const post = jest
    .spyOn(apiClient, 'post')
    .mockImplementation(((url: string, body?: unknown, config?: unknown) =>
      answer(routes.post, url, body, config)) as never);
  return { get, post };
}

/** A promise the test settles when it wants: to see what shows while a request runs. */
export function deferred<T = unknown>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const USER = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  emailVerified: true,
};
