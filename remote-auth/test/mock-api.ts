/** HTTP mocked at the axios level: the shared apiClient's get/post answer from a route table. */
import { apiClient } from 'shared';
import { apiError } from '../../shared/test/fixtures';

export { USER, apiError, deferred, httpError } from '../../shared/test/fixtures';

type Handler = (body: unknown, config: unknown) => unknown;
type Table = Record<string, Handler>;

export const ok = <T>(data: T) => ({ success: true as const, data });

async function answer(table: Table | undefined, url: string, body: unknown, config: unknown) {
  const handler = table?.[url];
  if (!handler) throw apiError(404, 'NOT_FOUND', 'Not found');
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
