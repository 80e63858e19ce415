import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A weak ETag of a representation's text: weak because the compression plugin may send the
 * same text gzipped or as brotli, which are equivalent but not byte-identical.
 */
export function weakEtag(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** RFC 9110 §13.1.2: If-None-Match matches by weak comparison; `*` matches any current one. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends a feed with its validators, or 304 without a body when the client's If-None-Match
 * names it. Only the ETag decides: If-Modified-Since is not honoured, since a comment hidden
 * by a moderator changes the feed without anything in it becoming newer.
 */
export function sendWithValidators(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { body: string; contentType: string; lastModified: Date; cacheSeconds: number },
) {
  const etag = weakEtag(options.body);
  reply.headers({
    etag,
    'last-modified': options.lastModified.toUTCString(),
    'cache-control': `public, max-age=${options.cacheSeconds}`,
  });
  if (noneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(options.contentType).send(options.body);
}
