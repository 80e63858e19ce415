import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitedError } from '../../errors';

export interface Window {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

export interface AuthRateLimit {
  /** Per client address (req.ip: honours TRUST_PROXY). */
  ip: Window;
  /** Per account the request names (email, username or sign-in identifier). */
  account?: Window;
}

const MINUTE = 60_000;

/**
 * The limits on account routes (issue #3). Per IP they stop one client from hammering;
 * per account they stop many clients from guessing one person's password or code. Counted
 * in this process, or in Redis (REDIS_URL) by every instance together.
 */
export const AUTH_RATE_LIMITS = {
  login: { ip: { max: 30, timeWindow: 5 * MINUTE }, account: { max: 10, timeWindow: 15 * MINUTE } },
  register: {
    ip: { max: 20, timeWindow: 15 * MINUTE },
    account: { max: 5, timeWindow: 15 * MINUTE },
  },
  checkAvailability: {
    ip: { max: 60, timeWindow: MINUTE },
    account: { max: 20, timeWindow: MINUTE },
  },
  verifyEmail: {
    ip: { max: 30, timeWindow: 15 * MINUTE },
    account: { max: 10, timeWindow: 15 * MINUTE },
  },
  resendVerification: {
    ip: { max: 10, timeWindow: 15 * MINUTE },
    account: { max: 3, timeWindow: 15 * MINUTE },
  },
  forgotPassword: {
    ip: { max: 10, timeWindow: 15 * MINUTE },
    account: { max: 3, timeWindow: 15 * MINUTE },
  },
  resetPassword: {
    ip: { max: 20, timeWindow: 15 * MINUTE },
    account: { max: 10, timeWindow: 15 * MINUTE },
  },
  google: { ip: { max: 30, timeWindow: 5 * MINUTE } },
  refresh: { ip: { max: 60, timeWindow: MINUTE } },
  logout: { ip: { max: 120, timeWindow: MINUTE } },
  logoutAll: { ip: { max: 30, timeWindow: MINUTE } },
  updateProfile: { ip: { max: 30, timeWindow: MINUTE } },
} as const satisfies Record<string, AuthRateLimit>;

/** Reads the account a request is about; undefined when it names none. */
export type AccountKey = (request: FastifyRequest) => string | undefined;

/** The account key from a body or query field, compared without case or spaces. */
export function fieldKey(part: 'body' | 'query', field: string): AccountKey {
  return (request) => {
    const source = request[part] as Record<string, unknown> | undefined;
    const value = source?.[field];
    return typeof value === 'string' && value.trim() !== ''
      ? value.trim().toLowerCase().slice(0, 320)
      : undefined;
  };
}

/**
 * A preValidation hook applying both limits, so malformed attempts count too. Over either
 * limit: 429 in the error shape with Retry-After (seconds until the window frees up).
 */
export function authRateLimit(
  app: FastifyInstance,
  limit: AuthRateLimit,
  accountKey?: AccountKey,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  // Each route counts on its own, in a shared store too: keys name the route.
  const route = (request: FastifyRequest) =>
    `${request.routeOptions.method} ${request.routeOptions.url}`;
  const byIp = app.createRateLimit({
    ...limit.ip,
    keyGenerator: (request) => `${route(request)} ip ${normalizeIP(request.ip)}`,
  });
  const byAccount =
    limit.account && accountKey
      ? app.createRateLimit({
          ...limit.account,
          keyGenerator: (request) => `${route(request)} account ${accountKey(request) ?? ''}`,
        })
      : undefined;

  return async (request, reply) => {
    const checks = [byIp(request)];
    if (byAccount && accountKey?.(request) !== undefined) checks.push(byAccount(request));
    let retryAfter = 0;
    for (const result of await Promise.all(checks)) {
      if (!result.isAllowed && result.isExceeded) {
        retryAfter = Math.max(retryAfter, result.ttlInSeconds);
      }
    }
    if (retryAfter > 0) {
      reply.header('retry-after', String(retryAfter));
      throw new RateLimitedError(`Too many attempts. Please try again in ${describe(retryAfter)}.`);
    }
  };
}

function describe(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
