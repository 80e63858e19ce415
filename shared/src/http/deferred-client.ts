/**
 * An axios instance's calls, usable before the instance exists: each call waits for `load`
 * (which builds the instance once axios has loaded, see axios-loader.ts) and is then made on
 * it, with the same arguments and answer.
 */
import type { AxiosInstance } from 'axios';

export type HttpClient = Pick<
  AxiosInstance,
  'request' | 'get' | 'post' | 'put' | 'patch' | 'delete'
>;

type Method = keyof HttpClient;

export function deferredClient(load: () => Promise<AxiosInstance>): HttpClient {
  const call =
    <M extends Method>(method: M) =>
    async (...args: Parameters<AxiosInstance[M]>) => {
      const instance = await load();
      return (instance[method] as (...rest: Parameters<AxiosInstance[M]>) => unknown)(...args);
    };
  return {
    request: call('request'),
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
  } as HttpClient;
}
