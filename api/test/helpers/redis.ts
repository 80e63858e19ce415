import { randomBytes } from 'node:crypto';

/** The Redis the scale-setup tests use (never skipped: CI runs one on this address). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Settings for an app whose counters live in Redis, under keys no other test run uses. */
export function redisEnv(keyPrefix = uniqueRedisPrefix()): Record<string, string> {
  return { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: keyPrefix };
}

export function uniqueRedisPrefix(): string {
  return `rentmap-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
}
