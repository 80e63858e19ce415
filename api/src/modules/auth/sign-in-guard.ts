import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { TooManyAttemptsError } from '../../errors';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Brute-force protection of POST /auth/login that counts FAILED sign-ins only, so a right
 * password is never refused because of failures someone else made (OWASP ASVS 5.0 6.1.1,
 * 6.3.1). Seconds throughout. docs/accounts.md "Rate limits" gives the reasoning.
 */
export const SIGN_IN_LIMITS = {
  /** Failures of one address on one account before each further try has to wait. */
  freeFailures: 5,
  /** That wait starts at 1 s and doubles with each further failure, up to this. */
  maxDelay: 15 * MINUTE,
  /** An address and account's failures are forgotten this long after the first of them. */
  failureMemory: HOUR,
  /** Failures on one account from addresses it has not signed in from, per window. */
  account: { max: 10, window: 15 * MINUTE },
  /** Failures from one address on accounts that have not signed in from it, per window. */
  address: { max: 100, window: 15 * MINUTE },
  /** An address stays known to an account this long after a right password from it. */
  knownAddress: 14 * DAY,
} as const;

/** Who is trying: the account (its id when it exists, else the name typed) and the address. */
export interface SignInAttempt {
  account: string;
  ip: string;
}

/**
 * - From an address the account has signed in from before ("known"): only that address's
 *   own failures count, as a growing delay; never a lock by anyone elsewhere.
 * - From any other address: also refused while the account has had 10 failures from
 *   unknown addresses in 15 minutes (a guesser spread over many addresses), or the address
 *   100 failures on accounts that do not know it (one address trying many accounts).
 * Counted in this process, or in Redis (REDIS_URL) by every instance together; should Redis
 * fail, sign-ins go through (logged) rather than the site going down with it.
 */
export class SignInGuard {
  private readonly failures: RateLimiterAbstract;
  private readonly delays: RateLimiterAbstract;
  private readonly accountFailures: RateLimiterAbstract;
  private readonly addressFailures: RateLimiterAbstract;
  private readonly known: RateLimiterAbstract;

  constructor(
    options: { redis: Redis | null; keyPrefix: string },
    private readonly log: FastifyBaseLogger,
  ) {
    const limiter = (name: string, points: number, duration: number) => {
      const keyPrefix = `${options.keyPrefix}sign-in:${name}`;
      return options.redis
        ? new RateLimiterRedis({ storeClient: options.redis, keyPrefix, points, duration })
        : new RateLimiterMemory({ keyPrefix, points, duration });
    };
    const limits = SIGN_IN_LIMITS;
    this.failures = limiter('failures', 1_000_000, limits.failureMemory);
    this.delays = limiter('delay', 1, limits.maxDelay);
    this.accountFailures = limiter('account', limits.account.max, limits.account.window);
    this.addressFailures = limiter('address', limits.address.max, limits.address.window);
    this.known = limiter('known', 1, limits.knownAddress);
  }

  /** Throws 429 (with the seconds to wait) when this attempt may not be checked now. */
  async check(attempt: SignInAttempt): Promise<void> {
    const pair = pairKey(attempt);
    const [delay, known, account, address] = await Promise.all([
      this.read(this.delays, pair),
      this.read(this.known, pair),
      this.read(this.accountFailures, attempt.account),
      this.read(this.addressFailures, attempt.ip),
    ]);
    const waits: number[] = [];
    if (delay && delay.consumedPoints > 1) waits.push(delay.msBeforeNext);
    if (!known) {
      if (account && account.consumedPoints >= SIGN_IN_LIMITS.account.max) {
        waits.push(account.msBeforeNext);
      }
      if (address && address.consumedPoints >= SIGN_IN_LIMITS.address.max) {
        waits.push(address.msBeforeNext);
      }
    }
    if (waits.length > 0) throw tooManyAttempts(Math.max(...waits));
  }

  /** A wrong password (or no such account): counts, and may start or grow the delay. */
  async failed(attempt: SignInAttempt): Promise<void> {
    const pair = pairKey(attempt);
    await this.safely(async () => {
      const known = await this.known.get(pair);
      const counted = await this.failures.penalty(pair, 1);
      const beyond = counted.consumedPoints - SIGN_IN_LIMITS.freeFailures;
      if (beyond >= 0) {
        await this.delays.block(pair, Math.min(2 ** beyond, SIGN_IN_LIMITS.maxDelay));
      }
      if (!known) {
        await Promise.all([
          this.accountFailures.penalty(attempt.account, 1),
          this.addressFailures.penalty(attempt.ip, 1),
        ]);
      }
    });
  }

  /** The right password: the address becomes known and its failures are forgotten. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    const pair = pairKey(attempt);
    await this.safely(async () => {
      await Promise.all([
        this.known.set(pair, 1, SIGN_IN_LIMITS.knownAddress),
        this.failures.delete(pair),
        this.delays.delete(pair),
      ]);
    });
  }

  /** After a password reset the owner has proven the account: failures elsewhere end. */
  async reset(account: string): Promise<void> {
    await this.safely(async () => {
      await this.accountFailures.delete(account);
    });
  }

  private async read(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
    try {
      return await limiter.get(key);
    } catch (error) {
      this.log.warn({ err: error }, 'Sign-in limits unavailable; letting the attempt through');
      return null;
    }
  }

  private async safely(work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.log.warn({ err: error }, 'Sign-in limits unavailable; the attempt was not counted');
    }
  }
}

function pairKey(attempt: SignInAttempt): string {
  return `${attempt.account}|${attempt.ip}`;
}

function tooManyAttempts(milliseconds: number): TooManyAttemptsError {
  return new TooManyAttemptsError(Math.max(1, Math.ceil(milliseconds / 1000)));
}
