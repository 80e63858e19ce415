import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyAttemptsError } from '../../errors';

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
 * Request limits on account routes, counted on every request before
 * validation. Per IP they bound what one client can cost us, generous enough for a campus
 * or office behind one address (200 people signing in within 5 minutes); per account they
 * bound mail sent to one address. Password guessing is bounded by counting failed
 * sign-ins only (sign-in-guard.ts) and by the 5 tries each emailed code allows, so no one
 * who merely knows an email can lock its owner out. docs/accounts.md "Rate limits" explains each.
 * Counted in this process, or in Redis (REDIS_URL) by every instance together.
 */
export const AUTH_RATE_LIMITS = {
  login: { ip: { max: 300, timeWindow: 5 * MINUTE } },
  register: {
    ip: { max: 50, timeWindow: 15 * MINUTE },
    account: { max: 5, timeWindow: 15 * MINUTE },
  },
  checkAvailability: {
    ip: { max: 120, timeWindow: MINUTE },
    account: { max: 20, timeWindow: MINUTE },
  },
  verifyEmail: { ip: { max: 60, timeWindow: 15 * MINUTE } },
  resendVerification: {
    ip: { max: 30, timeWindow: 15 * MINUTE },
    account: { max: 5, timeWindow: 15 * MINUTE },
  },
  forgotPassword: {
    ip: { max: 30, timeWindow: 15 * MINUTE },
    account: { max: 5, timeWindow: 15 * MINUTE },
  },
  resetPassword: { ip: { max: 60, timeWindow: 15 * MINUTE } },
  google: { ip: { max: 300, timeWindow: 5 * MINUTE } },
  refresh: { ip: { max: 300, timeWindow: MINUTE } },
  logout: { ip: { max: 120, timeWindow: MINUTE } },
  logoutAll: { ip: { max: 30, timeWindow: MINUTE } },
  updateProfile: { ip: { max: 30, timeWindow: MINUTE } },
  // Wrong current passwords also count as failed sign-ins of the account (sign-in-guard.ts).
  changePassword: { ip: { max: 30, timeWindow: 15 * MINUTE } },
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
 * Mail providers known to ignore dots in an address's local part: `j.doe@gmail.com` and
 * `jdoe@googlemail.com` are one inbox.
 */
const DOTLESS_PROVIDERS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The inbox an email address reaches, as a key for the limits on mail sent to it: without
 * case, without a `+tag` (nearly every provider delivers `name+anything@` to `name@`), and
 * without the dots a provider ignores. Only a counting key: accounts keep the address as
 * typed.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.$/, '');
  local = local.split('+')[0] || local;
  const canonical = DOTLESS_PROVIDERS[domain];
  if (canonical) {
    domain = canonical;
    local = local.replace(/\./g, '') || local;
  }
  return `${local}@${domain}`;
}

/** The account key from an email field: the inbox it reaches (mailboxOf). */
export function mailboxKey(part: 'body' | 'query', field: string): AccountKey {
  const typed = fieldKey(part, field);
  return (request) => {
    const email = typed(request);
    return email === undefined ? undefined : mailboxOf(email);
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
): (request: FastifyRequest) => Promise<void> {
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

  return async (request) => {
    const checks = [byIp(request)];
    if (byAccount && accountKey?.(request) !== undefined) checks.push(byAccount(request));
    let retryAfter = 0;
    for (const result of await Promise.all(checks)) {
      if (!result.isAllowed && result.isExceeded) {
        retryAfter = Math.max(retryAfter, result.ttlInSeconds);
      }
    }
    if (retryAfter > 0) throw new TooManyAttemptsError(retryAfter);
  };
}
