import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimitedError } from '../errors';

/**
 * Per-route limits only (`global: false`): routes opt in with `app.rateLimit(...)` or
 * `config.rateLimit`. Counters live in this process, or in Redis when REDIS_URL is set so
 * that every API instance counts together. Should Redis fail, requests go through (and the
 * failure is logged) rather than the site going down with it.
 */
async function rateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max: 100,
    timeWindow: '1 minute',
    ...(app.redis
      ? {
          redis: app.redis,
          nameSpace: `${app.config.redis?.keyPrefix ?? ''}rate-limit:`,
          skipOnError: true,
        }
      : {}),
    // The plugin has already set Retry-After; the error handler writes the body.
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(`Too many requests. Please try again in ${context.after}.`),
  });
}

export default fp(rateLimits, { name: 'rate-limit', dependencies: ['redis'] });

/** Unknown paths are where scanners go: keep them cheap. */
export const NOT_FOUND_RATE_LIMIT = { max: 300, timeWindow: '1 minute' } as const;
