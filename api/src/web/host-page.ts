import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildingIdOf, isClientRoute, placeIdOf } from 'shared/contract';
import { NotFoundError } from '../errors';
import { failure } from '../http/error-handler';
import { isApiPath, pathOf } from '../http/paths';
import { getBuilding } from '../modules/buildings/buildings.service';
import { getMarkerComment } from '../modules/markers/markers.service';
import { bootPartsOf, withBoot } from './boot-data';
import { NO_CACHE } from './cache-control';
import { buildingMeta, placeMeta, siteMeta, withMeta, type PageMeta } from './page-meta';

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
 * Where absolute links of a page point (canonical, og:url, og:image): PUBLIC_BASE_URL when
 * set, else the address the request came to (behind a proxy, its X-Forwarded-Proto/Host
 * when TRUST_PROXY trusts it).
 */
export function baseUrlOf(request: FastifyRequest): string {
  return request.server.config.publicBaseUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * A page's own head tags, or what makes it no page: the map page has the site's; a saved
 * comment's page, the comment's (a comment that does not exist or is hidden is no page:
 * 404); a building's page, the building's (likewise); any other page of the app, the
 * template's; anything else is no page.
 */
async function pageOf(request: FastifyRequest): Promise<Page> {
  const urlPath = pathOf(request.url);
  if (!isClientRoute(urlPath)) return { found: false };
  const { config, db } = request.server;
  const decoded = decodeURIComponent(urlPath);
  const placeId = placeIdOf(decoded);
  if (placeId) {
    return pageOfRecord(async () => {
      const comment = await getMarkerComment(db, placeId);
      const options = { baseUrl: baseUrlOf(request), photoBaseUrl: config.photoBaseUrl };
      return { meta: placeMeta(comment, options), place: { lat: comment.lat, lon: comment.lon } };
    });
  }
  const buildingId = buildingIdOf(decoded);
  if (buildingId) {
    return pageOfRecord(async () => ({
      meta: buildingMeta(await getBuilding(db, buildingId), { baseUrl: baseUrlOf(request) }),
    }));
  }
  return { found: true, meta: urlPath === '/' ? siteMeta(baseUrlOf(request)) : undefined };
}

interface Page {
  found: boolean;
  meta?: PageMeta;
  place?: { lat: number; lon: number };
}

/** The page of one record (a comment, a building): no page when it is not found. */
async function pageOfRecord(read: () => Promise<Omit<Page, 'found'>>): Promise<Page> {
  try {
    return { found: true, ...(await read()) };
  } catch (error) {
    if (error instanceof NotFoundError) return { found: false };
    throw error;
  }
}

/**
 * Sends the host's index.html — 200 at a page of the app (shared's client route list, or a
 * saved comment that exists), with the page's title and link-preview tags in its head; 404
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
  const page = await pageOf(request);
  const withPageMeta = page.meta
    ? withMeta(html.toString('utf8'), page.meta)
    : html.toString('utf8');
  return reply
    .code(page.found ? 200 : 404)
    .type('text/html; charset=utf-8')
    .header('cache-control', NO_CACHE)
    .send(withBoot(withPageMeta, await bootPartsOf(request, { place: page.place })));
}
