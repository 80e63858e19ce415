import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isClientRoute } from 'shared/contract';
import { failure } from '../http/error-handler';
import { isApiPath, pathOf } from '../http/paths';
import { NO_CACHE } from './cache-control';

const NOT_BUILT_MESSAGE =
  'The RentMap web app is not built yet. Run `pnpm build` (or `pnpm start`) at the repository root, then reload.';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>RentMap is not built yet</title></head>
<body>
<h1>RentMap is not built yet</h1>
<p>The API is running, but the web app has not been built. Run <code>pnpm build</code> (or
<code>pnpm start</code>) at the repository root, then reload this page.</p>
</body>
</html>
`;

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * Client-side routes (/auth, /profile, …) are the host's index.html: a GET for a path that
 * is not the API, not a remote asset and not a file, from a client that takes HTML.
 */
export function wantsHostPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const urlPath = pathOf(request.url);
  if (isApiPath(urlPath) || urlPath.startsWith('/remotes/')) return false;
  const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') && acceptsHtml(request);
}

/** A page of the app (not a 404 page): people opening a deep link are never slowed down. */
export function wantsAppPage(request: FastifyRequest): boolean {
  return wantsHostPage(request) && isClientRoute(pathOf(request.url));
}

/**
 * Sends the host's index.html — 200 at a page of the app (shared's client route list), 404
 * anywhere else, where the same page shows "Page not found" — or a clear 503 when the web
 * app has not been built.
 */
export async function sendHostPage(
  request: FastifyRequest,
  reply: FastifyReply,
  hostDist: string,
): Promise<FastifyReply> {
  let html: Buffer;
  try {
    // Read per request: a rebuild is picked up without restarting the API.
    html = await readFile(path.join(hostDist, 'index.html'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
    reply.code(503).header('cache-control', NO_CACHE);
    const accept = request.headers.accept ?? '';
    if (accept.includes('text/html'))
      return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    return reply.send(failure(503, 'SERVICE_UNAVAILABLE', NOT_BUILT_MESSAGE).body);
  }
  return reply
    .code(isClientRoute(pathOf(request.url)) ? 200 : 404)
    .type('text/html; charset=utf-8')
    .header('cache-control', NO_CACHE)
    .send(html);
}
