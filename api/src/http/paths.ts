import { API_PREFIX } from 'shared/contract';

/** The path of a request URL, without query string or fragment. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export function isApiPath(urlPath: string): boolean {
  return urlPath === API_PREFIX || urlPath.startsWith(`${API_PREFIX}/`);
}
