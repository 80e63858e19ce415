import { randomUUID } from 'node:crypto';
import { TEXTS, type User } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { nowTimestamp } from '../../db/timestamps';
import {
  AppError,
  BadRequestError,
  ConflictError,
  ServiceUnavailableError,
  ValidationError,
} from '../../errors';
import type { AccountCodes } from '../auth/account-codes.service';
import { signedInAccount } from '../auth/signed-in-account';
import { findUserById } from '../auth/users.repository';
import { toUser } from '../auth/user-view';
import { countryNames, normalisePhoneNumber } from './phone-number';
import {
  lockUserForPhone,
  markPhoneVerified,
  removePhone,
  setUnverifiedPhone,
} from './phone.repository';
import type { SmsOptions } from './sms.sender';

const TEXT = TEXTS.phone;

export interface PhoneServiceDeps {
  db: Db;
  /** The account codes, working in `db` (a transaction of the service's). */
  codesIn(db: Db): AccountCodes;
  /** sendSms bound to the app: throws when the message could not be sent. */
  sendSms(to: string, text: string, options: SmsOptions): Promise<void>;
  /** The countries whose mobile numbers may be texted (SMS_COUNTRIES). */
  countries: readonly string[];
}

const NUMBER_PROBLEMS = {
  required: () => TEXT.numberRequired,
  invalid: () => TEXT.invalidNumber,
  'not-mobile': () => TEXT.notMobile,
  country: (countries: readonly string[]) =>
    TEXT.countryNotServed.replace('{countries}', countryNames(countries)),
} as const;

/**
 * The signed-in user's mobile number for SMS alerts. A number is kept unverified
 * until the 6-digit code texted to it comes back; SMS alerts go only to a verified number.
 * Codes are the account codes' (keyed hashes, 15 minutes, 5 tries), purpose 'verify-phone'.
 *
 * A code must verify only the number it was texted to, even when the user asks for codes to
 * two numbers at once (one theirs, one someone else's). So a code and the number it goes to
 * are written in one transaction, with the user's row locked, and the code is issued before
 * the number is stored (a new code replaces the earlier one); verifying reads the number,
 * redeems the code and marks that number verified under the same lock.
 */
export class PhoneService {
  constructor(private readonly deps: PhoneServiceDeps) {}

  /**
   * Stores the number unverified and texts it a code. `beforeSend` runs once a code is about
   * to go (the send limits); the number already verified on the account sends nothing.
   */
  async setPhone(
    userId: string,
    typed: string,
    beforeSend: (phoneNumber: string) => Promise<void>,
  ): Promise<User> {
    const checked = normalisePhoneNumber(typed, this.deps.countries);
    if (!checked.ok) {
      throw new ValidationError(NUMBER_PROBLEMS[checked.problem](this.deps.countries));
    }
    const phoneNumber = checked.e164;
    const user = await this.userOrThrow(userId);
    if (user.phone_number === phoneNumber && user.phone_verified_at !== null) return toUser(user);

    await beforeSend(phoneNumber);
    const now = nowTimestamp();
    const code = await this.deps.db.transaction().execute(async (trx) => {
      await lockUserForPhone(trx, userId);
      const issued = await this.deps.codesIn(trx).issue(userId, 'verify-phone');
      await setUnverifiedPhone(trx, userId, phoneNumber, now);
      return issued;
    });
    try {
      await this.deps.sendSms(phoneNumber, TEXT.sms.replace('{code}', code), {
        idempotencyKey: `verify-phone:${randomUUID()}`,
      });
    } catch (error) {
      throw new ServiceUnavailableError(TEXT.sendFailed, { cause: error });
    }
    return toUser({ ...user, phone_number: phoneNumber, phone_verified_at: null });
  }

  /** The texted code: a right one marks the number verified; every wrong try counts. */
  async verifyPhone(userId: string, typedCode: string): Promise<User> {
    const code = typedCode.replace(/[\s-]/g, '');
    if (code === '') throw new ValidationError(TEXT.codeRequired);
    // Under the lock, the stored number and the live code were written together: a code
    // redeemed here is the one texted to that number. A wrong try commits (it counts).
    const outcome = await this.deps.db.transaction().execute(async (trx) => {
      await lockUserForPhone(trx, userId);
      const user = await this.userOrThrow(userId, trx);
      const phoneNumber = user.phone_number;
      if (phoneNumber === null) return { user, result: 'nothing-to-verify' as const };
      if (user.phone_verified_at !== null) return { user, result: 'verified' as const };
      if (!(await this.deps.codesIn(trx).redeem(userId, 'verify-phone', code))) {
        return { user, result: 'invalid' as const };
      }
      const now = nowTimestamp();
      if (!(await markPhoneVerified(trx, userId, phoneNumber, now))) {
        return { user, result: 'invalid' as const };
      }
      return { user: { ...user, phone_verified_at: now }, result: 'verified' as const };
    });
    if (outcome.result === 'nothing-to-verify') throw new ConflictError(TEXT.nothingToVerify);
    if (outcome.result === 'invalid') throw invalidCode();
    return toUser(outcome.user);
  }

  /** Forgets the number: no SMS alert goes anywhere until a new one is verified. */
  async removePhone(userId: string): Promise<User> {
    const user = await this.userOrThrow(userId);
    const now = nowTimestamp();
    await removePhone(this.deps.db, userId, now);
    return toUser({ ...user, phone_number: null, phone_verified_at: null });
  }

  private async userOrThrow(userId: string, db: Db = this.deps.db) {
    return signedInAccount(await findUserById(db, userId));
  }
}

function invalidCode(): AppError {
  return new BadRequestError(TEXT.invalidCode, 'INVALID_CODE');
}
