import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import { pathOf } from './http/paths';

/**
 * Paths whose last part is a credential: an area's feed is read by its token alone, so the
 * token must not reach the logs (whoever reads them could follow the feed).
 */
const SECRET_PATH = /^(\/api\/feeds\/areas\/)[^/]+/;

/** The request's path for a log line: no query string, no credential in the path. */
export function loggedPath(url: string): string {
  return pathOf(url).replace(SECRET_PATH, '$1[redacted]');
}

/** Where log lines go; tests pass a stream to read them. */
export interface LogStream {
  write(line: string): void;
}

/**
 * pino through Fastify. Bodies are never logged; query strings are left out of request
 * logs (they can carry emails); credentials are redacted wherever they appear, in a feed's
 * path too.
 */
export function loggerOptions(
  config: AppConfig,
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedPath(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
