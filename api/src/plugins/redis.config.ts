import { Type } from 'typebox';
import { configPart } from '../config-part';

/** A Redis shared by every API instance, for counters that must hold across them. */
export const redisConfig = configPart({
  title: 'Redis',
  vars: {
    REDIS_URL: {
      schema: Type.Optional(Type.String({ pattern: '^rediss?://[^\\s]+$' })),
      expected:
        'a Redis URL such as redis://redis.internal:6379 or rediss://user:password@host:6380/0',
      doc: '`redis://` / `rediss://` URL of a Redis shared by every API instance: rate-limit counters live there, so limits hold across instances. Unset: counters live in the process (one instance). Checked at start; while Redis is down later, requests go through (limits fail open) and the connection problem is logged',
    },
    REDIS_KEY_PREFIX: {
      schema: Type.String({ pattern: '^[A-Za-z0-9:._-]{1,64}$', default: 'rentmap:' }),
      expected: 'up to 64 letters, digits and : . _ - put before every Redis key',
      doc: 'put before every Redis key, to share one Redis with other apps',
    },
    REDIS_CONNECT_TIMEOUT_MS: {
      schema: Type.Integer({ minimum: 100, maximum: 600_000, default: 5000 }),
      expected: 'how long connecting to Redis may take, in milliseconds from 100 to 600000',
      doc: 'connecting to Redis',
    },
    REDIS_COMMAND_TIMEOUT_MS: {
      schema: Type.Integer({ minimum: 50, maximum: 600_000, default: 1000 }),
      expected:
        'how long a Redis command may take before the API goes on without it, in milliseconds from 50 to 600000',
      doc: 'a Redis command fails after this (the limits then let the request through); a connection silent that long is dropped and opened again',
    },
  },
  read: (env) => ({
    /** Unset: rate-limit counters live in this process (one instance). */
    redis: env.REDIS_URL
      ? {
          url: env.REDIS_URL,
          keyPrefix: env.REDIS_KEY_PREFIX,
          connectTimeoutMs: env.REDIS_CONNECT_TIMEOUT_MS,
          commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
        }
      : undefined,
  }),
});
