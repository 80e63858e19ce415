import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/kysely';
import type { AccountCodePurpose } from '../../db/types';
import {
  consumeAccountCode,
  countAccountCodeAttempt,
  findLiveAccountCode,
  replaceAccountCode,
} from './auth.repository';

/** A code may be tried this many times; after that only a new code helps. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * How long each kind of code works: at most 15 minutes, so that a 6-digit code typed from
 * an email, with its few tries, stays out of a guesser's reach. The verification link
 * carries the same code, so it lives as long;
 * a late user asks for a new code on the verification page.
 */
export const CODE_LIFETIME_SECONDS: Record<AccountCodePurpose, number> = {
  'verify-email': 15 * 60,
  'reset-password': 15 * 60,
  'verify-phone': 15 * 60,
};

/**
 * Emailed 6-digit codes. Only an HMAC of each code is stored, keyed with a server secret:
 * a copy of the database alone does not let anyone try the million codes offline.
 */
export class AccountCodes {
  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
  ) {}

  /** A new code for the user; earlier codes for the same purpose stop working. */
  async issue(userId: string, purpose: AccountCodePurpose): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = new Date();
    await replaceAccountCode(this.db, {
      id: randomUUID(),
      userId,
      purpose,
      codeHash: this.hash(userId, purpose, code),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + CODE_LIFETIME_SECONDS[purpose] * 1000).toISOString(),
    });
    return code;
  }

  /**
   * True once for the right code within its lifetime and attempt limit; the code is then
   * used up. Every other case (no code, expired, used, too many tries, wrong) is false.
   */
  async redeem(userId: string, purpose: AccountCodePurpose, code: string): Promise<boolean> {
    const now = new Date().toISOString();
    const row = await findLiveAccountCode(this.db, userId, purpose, now);
    if (!row) return false;
    if (!(await countAccountCodeAttempt(this.db, row.id, MAX_CODE_ATTEMPTS))) return false;
    const expected = Buffer.from(row.code_hash, 'base64url');
    const given = Buffer.from(this.hash(userId, purpose, code), 'base64url');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    return consumeAccountCode(this.db, row.id, now);
  }

  private hash(userId: string, purpose: AccountCodePurpose, code: string): string {
    return createHmac('sha256', this.key)
      .update(`${purpose}\n${userId}\n${code}`)
      .digest('base64url');
  }
}
