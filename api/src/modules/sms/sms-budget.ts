import { createHmac } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { PHONE_LIMITS } from 'shared/contract';
import { TooManyAttemptsError } from '../../errors';

/** A verification code about to be texted: who asked, from where, to which number. */
export interface CodeSend {
  accountId: string;
  /** E.164. */
  phoneNumber: string;
  /** The client address (req.ip: honours TRUST_PROXY). */
  address: string;
}

export interface SmsBudgetOptions {
  redis: Redis | null;
  keyPrefix: string;
  /** Keys numbers by a keyed hash: the counters may live in Redis, no place for phone numbers. */
  numberKey: Buffer;
  /** Messages all instances together may send per hour (SMS_HOURLY_BUDGET). */
  hourly: number;
}

/** Thrown for an alert while the hourly budget is spent: the queue tries again later. */
export class SmsBudgetSpentError extends Error {
  override name = 'SmsBudgetSpentError';
  constructor(readonly retryAfterSeconds: number) {
    super('The hourly SMS budget is spent');
  }
}

/**
 * What text messages may cost. Every message is paid for, and a code goes to whatever number
 * is typed, so a stranger's script could make the API text paid numbers it owns ("SMS
 * pumping"). Codes count against the account, the number and the client address (a few an
 * hour each: PHONE_LIMITS), and every message, codes and alerts alike, against one hourly
 * budget for the whole site (SMS_HOURLY_BUDGET), which bounds the bill whatever the number of
 * accounts or addresses. A message over any of them is refused at once (429 for a code), never
 * queued to go later. Counted in this process, or in Redis (REDIS_URL) by every instance
 * together; while Redis fails, each instance counts on its own.
 */
export class SmsBudget {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perNumber: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;
  private readonly site: RateLimiterAbstract;
  /** Messages refused by the site's budget since this instance started. */
  private spentRefusals = 0;
  /** The budget being spent is logged once per window, not once per refusal. */
  private loggedUntil = 0;

  constructor(
    private readonly options: SmsBudgetOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    const window = PHONE_LIMITS.sendWindowSeconds;
    const limiter = (name: string, points: number, duration: number) => {
      const keyPrefix = `${options.keyPrefix}sms:${name}`;
      const inMemory = new RateLimiterMemory({ keyPrefix, points, duration });
      return options.redis
        ? new RateLimiterRedis({
            storeClient: options.redis,
            keyPrefix,
            points,
            duration,
            insuranceLimiter: inMemory,
          })
        : inMemory;
    };
    this.perAccount = limiter('account', PHONE_LIMITS.sendsPerAccount, window);
    this.perNumber = limiter('number', PHONE_LIMITS.sendsPerNumber, window);
    this.perAddress = limiter('address', PHONE_LIMITS.sendsPerAddress, window);
    this.site = limiter('site', options.hourly, 3600);
  }

  /**
   * Counts a code against its account, number and address, then the site's budget. Throws
   * TooManyAttemptsError (429, with the seconds to wait) when any of them is used up; the
   * ones that were not still counted, as any attempt does.
   */
  async takeForCode(send: CodeSend): Promise<void> {
    const numberKey = createHmac('sha256', this.options.numberKey)
      .update(send.phoneNumber)
      .digest('base64url');
    const results = await Promise.all([
      consume(this.perAccount, send.accountId),
      consume(this.perNumber, numberKey),
      consume(this.perAddress, normalizeIP(send.address)),
    ]);
    const waits = results.filter((wait) => wait > 0);
    if (waits.length > 0) throw new TooManyAttemptsError(Math.max(...waits));
    const wait = await this.takeFromSite();
    if (wait > 0) throw new TooManyAttemptsError(wait);
  }

  /** Counts an alert against the site's budget; throws SmsBudgetSpentError when it is spent. */
  async takeForAlert(): Promise<void> {
    const wait = await this.takeFromSite();
    if (wait > 0) throw new SmsBudgetSpentError(wait);
  }

  /** Seconds until the site's budget has room again; 0 when this message was counted. */
  private async takeFromSite(): Promise<number> {
    const wait = await consume(this.site, 'all');
    if (wait > 0) {
      this.spentRefusals += 1;
      const now = Date.now();
      if (now >= this.loggedUntil) {
        this.loggedUntil = now + wait * 1000;
        this.log.warn(
          {
            metric: 'sms_budget_spent',
            hourlyBudget: this.options.hourly,
            refusedSinceStart: this.spentRefusals,
            retryAfterSeconds: wait,
          },
          'The hourly SMS budget is spent: no text message is sent until it frees up',
        );
      }
    }
    return wait;
  }
}

/** 0 when the point was taken; else the whole seconds until the limiter has one again. */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes)
      return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw refusal;
  }
}
