import { randomBytes } from 'node:crypto';

/** The Redis the scale-setup tests use (never skipped: CI runs one on this address). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Settings for an app whose counters live in Redis, under keys no other test run uses. These
 * tests are about counting: a command time-out of 10 s keeps a loaded machine's pause of the
 * event loop from reading as Redis failing (which lets requests through uncounted). The outage
 * tests set short time-outs of their own.
 */
export function redisEnv(keyPrefix = uniqueRedisPrefix()): Record<string, string> {
  return {
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: keyPrefix,
    REDIS_COMMAND_TIMEOUT_MS: '10000',
  };
}

export function uniqueRedisPrefix(): string {
  return `rentmap-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
}
