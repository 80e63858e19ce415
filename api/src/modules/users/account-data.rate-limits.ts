import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyAttemptsError } from '../../errors';
import { authRateLimit, type AuthRateLimit, type Window } from '../auth/auth.rate-limits';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits of the account data routes (README "Your data"). An export reads every photo of
 * the account, so a person gets a few an hour, far more than anyone needs; deleting checks
 * a password, so one account gets 5 tries in 15 minutes (with a stolen access token, no
 * more password guesses than the sign-in allows), one address 10.
 */
export const ACCOUNT_DATA_RATE_LIMITS = {
  export: { ip: { max: 20, timeWindow: HOUR }, user: { max: 5, timeWindow: HOUR } },
  deleteAccount: {
    ip: { max: 10, timeWindow: 15 * MINUTE },
    user: { max: 5, timeWindow: 15 * MINUTE },
  },
} as const satisfies Record<string, AuthRateLimit & { user: Window }>;

/** Per client address, before validation (malformed requests count too). */
export function ipRateLimit(app: FastifyInstance, limit: AuthRateLimit) {
  return authRateLimit(app, limit);
}

/**
 * Per signed-in account: a preHandler to run after the access check. Over the limit: 429
 * in the error shape with Retry-After.
 */
export function userRateLimit(
  app: FastifyInstance,
  window: Window,
): (request: FastifyRequest) => Promise<void> {
  const check = app.createRateLimit({
    ...window,
    keyGenerator: (request) =>
      `${request.routeOptions.method} ${request.routeOptions.url} user ${request.user?.id ?? ''}`,
  });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw new TooManyAttemptsError(result.ttlInSeconds);
  };
}
