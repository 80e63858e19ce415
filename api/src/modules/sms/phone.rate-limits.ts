import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHONE_LIMITS } from 'shared/contract';
import { TooManyAttemptsError } from '../../errors';
import type { AuthRateLimit } from '../auth/auth.rate-limits';

const MINUTE = 60_000;
const sendWindow = { timeWindow: PHONE_LIMITS.sendWindowSeconds * 1000 };

/**
 * Limits of the phone routes. Per client address, every request counts (before validation),
 * as on the other account routes. A texted code costs money and reaches a stranger's phone
 * when the number is someone else's: only codes actually sent count against the account and
 * against the number (3 an hour each), so a mistyped number costs the user nothing.
 */
export const PHONE_RATE_LIMITS = {
  setPhone: { ip: { max: 30, timeWindow: 15 * MINUTE } },
  // Wrong codes are also bounded by the 5 tries each code allows (account-codes.service).
  verifyPhone: { ip: { max: 60, timeWindow: 15 * MINUTE } },
  removePhone: { ip: { max: 30, timeWindow: MINUTE } },
  codesPerAccount: { max: PHONE_LIMITS.sendsPerAccount, ...sendWindow },
  codesPerNumber: { max: PHONE_LIMITS.sendsPerNumber, ...sendWindow },
} as const satisfies Record<string, AuthRateLimit | AuthRateLimit['ip']>;

/** The number a code is about to be texted to, for the per-number key. */
const numberOf = new WeakMap<FastifyRequest, string>();

/**
 * Counts one texted code for the signed-in account and for the number (a keyed hash of it:
 * the counters may live in Redis, which is no place for phone numbers). Over either limit: 429
 * with Retry-After; the one that was not over still counted, as any attempt does.
 */
export function codeSendLimit(
  app: FastifyInstance,
): (request: FastifyRequest, phoneNumber: string) => Promise<void> {
  const byAccount = app.createRateLimit({
    ...PHONE_RATE_LIMITS.codesPerAccount,
    keyGenerator: (request) => `phone code account ${request.user?.id ?? ''}`,
  });
  const byNumber = app.createRateLimit({
    ...PHONE_RATE_LIMITS.codesPerNumber,
    keyGenerator: (request) =>
      `phone code number ${createHmac('sha256', app.accountCodeKey)
        .update(numberOf.get(request) ?? '')
        .digest('base64url')}`,
  });
  return async (request, phoneNumber) => {
    numberOf.set(request, phoneNumber);
    let retryAfter = 0;
    for (const result of await Promise.all([byAccount(request), byNumber(request)])) {
      if (!result.isAllowed && result.isExceeded) {
        retryAfter = Math.max(retryAfter, result.ttlInSeconds);
      }
    }
    if (retryAfter > 0) throw new TooManyAttemptsError(retryAfter);
  };
}
