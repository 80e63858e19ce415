import type { AuthRateLimit } from '../auth/auth.rate-limits';

const MINUTE = 60_000;

/**
 * Request limits of the phone routes, per client address: every request counts (before
 * validation), as on the other account routes. Texted codes have their own, tighter budget
 * (sms-budget.ts), counting only codes actually sent, so a mistyped number costs nothing.
 */
export const PHONE_RATE_LIMITS = {
  setPhone: { ip: { max: 30, timeWindow: 15 * MINUTE } },
  // Wrong codes are also bounded by the 5 tries each code allows (account-codes.service).
  verifyPhone: { ip: { max: 60, timeWindow: 15 * MINUTE } },
  removePhone: { ip: { max: 30, timeWindow: MINUTE } },
} as const satisfies Record<string, AuthRateLimit>;
