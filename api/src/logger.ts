import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import { pathOf } from './http/paths';

/** Where log lines go; tests pass a stream to read them. */
export interface LogStream {
  write(line: string): void;
}

/**
 * pino through Fastify. Bodies are never logged; query strings are left out of request
 * logs (they can carry emails); credentials are redacted wherever they appear.
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
        url: pathOf(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
