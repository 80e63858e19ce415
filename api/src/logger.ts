import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { ROUTES } from 'shared/contract';
import type { AppConfig } from './config';
import { canonicalPath } from './http/paths';

/**
 * Path parameters that are credentials: an area's feed is read by its token alone, so whoever
 * reads the logs could follow the feed. Every route of the contract with such a parameter is
 * redacted, so a new one is covered by naming its parameter `:token`.
 */
const SECRET_PARAMS = new Set([':token']);
const REDACTED = '[redacted]';

/** Each credential-bearing route's segments, lower case: `['api', 'feeds', 'areas', ':token']`. */
const SECRET_ROUTES: string[][] = [
  ...new Set(
    Object.values(ROUTES)
      .map((route) => route.path.toLowerCase())
      .filter((path) => path.split('/').some((segment) => SECRET_PARAMS.has(segment))),
  ),
].map((path) => path.split('/').filter(Boolean));

/** A segment as a route compares it: without `;params`, in any case. */
const routeName = (segment: string) => segment.split(';', 1)[0]!.toLowerCase();

function matchesAt(segments: string[], start: number, route: string[]): boolean {
  return route.every((part, i) => {
    const segment = segments[start + i];
    return segment !== undefined && (part.startsWith(':') || routeName(segment) === part);
  });
}

/**
 * The request's path for a log line: its canonical reading (decoded, dot segments resolved:
 * http/paths), with every credential segment replaced, and never its query string (a link's
 * query carries emails and codes, an unsubscribe link its token). Redacting the canonical
 * path, not the raw one, is what keeps `/api/%66eeds/areas/…`, `//api/…` or `…/areas%2F…`
 * from slipping by. Routes match here in any letter case and wherever they start in the path,
 * although the router is case-sensitive: a proxy in front may not be, and a log loses nothing
 * by it.
 */
export function loggedPath(url: string): string {
  const segments = canonicalPath(url).split('/').slice(1);
  for (const route of SECRET_ROUTES) {
    for (let start = 0; start + route.length <= segments.length; start++) {
      if (!matchesAt(segments, start, route)) continue;
      route.forEach((part, i) => {
        if (SECRET_PARAMS.has(part)) segments[start + i] = REDACTED;
      });
    }
  }
  return `/${segments.join('/')}`;
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
