import type { FastifyBaseLogger } from 'fastify';
import { LIMITS, TEXTS, type AuthResult, type User } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { nowTimestamp } from '../../db/timestamps';
import type { UserRow } from '../../db/types';
import { BadRequestError, ConflictError, UnauthorizedError, ValidationError } from '../../errors';
import type { Mailer } from '../../plugins/mail';
import {
  findUserByEmail,
  findUserByUsername,
  insertUser,
  newAccountRow,
  uniqueViolation,
  updateUser,
} from './users.repository';
import { toUser } from './user-view';
import type { AccountCodes } from './account-codes.service';
import type { AfterResponse } from './after-response';
import {
  passwordChangedMail,
  passwordResetMail,
  verificationLink,
  verificationMail,
} from './auth.mail';
import {
  ANY_EMAIL,
  checkCode,
  checkEmail,
  checkName,
  checkNewPassword,
  checkUsername,
  REGISTER_EMAIL,
  RESET_EMAIL,
} from './auth.validation';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import type { SessionService } from './session.service';
import type { SignInGuard } from './sign-in-guard';

export const INVALID_CREDENTIALS_MESSAGE = 'The email or password is incorrect.';
export const INVALID_CODE_MESSAGE =
  'The code is incorrect or has expired. Check the email or request a new code.';

export interface RegisterInput {
  email?: string;
  firstName?: string;
  lastName?: string;
  username?: string;
  password?: string;
}

export interface AuthServiceDeps {
  db: Db;
  sessions: SessionService;
  codes: AccountCodes;
  mailer: Mailer;
  /** Counts failed sign-ins (sign-in-guard.ts). */
  signInGuard: SignInGuard;
  /** Runs the code issuing that must not make a known email's answer slower. */
  afterResponse: AfterResponse;
  /** Where links in emails point (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
  log: FastifyBaseLogger;
}

/** Accounts with a password: registration, verification, sign-in and password reset. */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  async register(input: RegisterInput): Promise<User> {
    const email = checkEmail(input.email, REGISTER_EMAIL);
    const username = checkUsername(input.username);
    const password = checkNewPassword(input.password);
    const firstName = checkName(input.firstName, 'First name');
    const lastName = checkName(input.lastName, 'Last name');

    const { db } = this.deps;
    if (await findUserByEmail(db, email)) throw emailTaken();
    if (username !== null && (await findUserByUsername(db, username))) throw usernameTaken();

    const row = newAccountRow({
      email,
      password_hash: await hashPassword(password),
      first_name: firstName,
      last_name: lastName,
      username,
      email_verified: 0,
      google_subject: null,
    });
    try {
      await insertUser(db, row);
    } catch (error) {
      // Two registrations racing for the same email or username: the index decides.
      const index = uniqueViolation(error);
      if (index === 'email') throw emailTaken();
      if (index === 'username') throw usernameTaken();
      throw error;
    }
    await this.sendVerification(row);
    return toUser(row);
  }

  async emailExists(email: string | undefined): Promise<boolean> {
    return (await findUserByEmail(this.deps.db, checkEmail(email, REGISTER_EMAIL))) !== undefined;
  }

  async usernameExists(username: string | undefined): Promise<boolean> {
    const checked = checkUsername(username);
    if (checked === null) throw new ValidationError('Username is required');
    return (await findUserByUsername(this.deps.db, checked)) !== undefined;
  }

  /** Marks the email verified with the emailed code (a verified account stays verified). */
  async verifyEmail(input: { email?: string; code?: string }): Promise<User> {
    const email = checkEmail(input.email, ANY_EMAIL);
    const code = checkCode(input.code);
    const user = await findUserByEmail(this.deps.db, email);
    if (!user) throw invalidCode();
    if (user.email_verified) return toUser(user);
    if (!(await this.deps.codes.redeem(user.id, 'verify-email', code))) throw invalidCode();
    await updateUser(this.deps.db, user.id, { email_verified: 1 }, nowTimestamp());
    return toUser({ ...user, email_verified: 1 });
  }

  /**
   * Sends a new code to an unverified account. The answer is the same for any email, and
   * so is the work before it: one lookup; the code is issued and mailed afterwards.
   */
  async resendVerification(input: { email?: string }): Promise<void> {
    const email = checkEmail(input.email, ANY_EMAIL);
    const user = await findUserByEmail(this.deps.db, email);
    if (user && !user.email_verified) {
      this.deps.afterResponse.run('resend-verification', () => this.sendVerification(user));
    }
  }

  /**
   * Email or username with the password. Unverified accounts may sign in. `client.ip` is
   * the caller's address for the failed-sign-in limits.
   */
  async login(
    input: { identifier?: string; password?: string; remember?: boolean },
    client: { ip: string },
  ): Promise<AuthResult> {
    const identifier = (input.identifier ?? '').trim();
    const password = input.password ?? '';
    if (identifier === '') throw new ValidationError(TEXTS.validation.emailAddressRequired);
    if (password === '') throw new ValidationError(TEXTS.validation.passwordRequired);

    const { db, signInGuard } = this.deps;
    const user = identifier.includes('@')
      ? identifier.length <= LIMITS.account.emailMaxLength
        ? await findUserByEmail(db, identifier)
        : undefined
      : await findUserByUsername(db, identifier);
    // An unknown name is counted like an account, so the limits do not tell which exist.
    const attempt = {
      account: user ? `user:${user.id}` : `name:${identifier.toLowerCase()}`,
      ip: client.ip,
    };
    await signInGuard.check(attempt);
    // Runs a full argon2 verification even without an account (same cost, same answer).
    const ok = await verifyPassword(user?.password_hash, password);
    if (!user || !ok) {
      await signInGuard.failed(attempt);
      throw new UnauthorizedError(INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
    }
    await signInGuard.succeeded(attempt);

    if (user.password_hash && needsRehash(user.password_hash)) {
      await updateUser(
        db,
        user.id,
        { password_hash: await hashPassword(password) },
        nowTimestamp(),
      );
    }
    return this.deps.sessions.start(user, { remember: input.remember === true });
  }

  /**
   * Emails a reset code when the account exists. Neither the answer nor the work before it
   * says whether it does: one lookup; the code is issued and mailed afterwards.
   */
  async forgotPassword(input: { email?: string }): Promise<void> {
    const email = checkEmail(input.email, RESET_EMAIL);
    const user = await findUserByEmail(this.deps.db, email);
    if (!user) return;
    this.deps.afterResponse.run('forgot-password', async () => {
      const code = await this.deps.codes.issue(user.id, 'reset-password');
      this.deps.mailer.send(passwordResetMail(user.email, code), { kind: 'reset-password', code });
    });
  }

  /** Sets a new password with the emailed code and signs every device out. */
  async resetPassword(input: { email?: string; code?: string; newPassword?: string }) {
    const email = checkEmail(input.email, RESET_EMAIL);
    const code = checkCode(input.code);
    const password = checkNewPassword(input.newPassword, TEXTS.validation.newPasswordRequired);

    const { db } = this.deps;
    const user = await findUserByEmail(db, email);
    if (!user || !(await this.deps.codes.redeem(user.id, 'reset-password', code))) {
      throw invalidCode();
    }
    // The code arrived by email, so the address is proven too.
    await updateUser(
      db,
      user.id,
      { password_hash: await hashPassword(password), email_verified: 1 },
      nowTimestamp(),
    );
    await this.deps.sessions.revokeAll(user.id);
    await this.deps.signInGuard.reset(`user:${user.id}`);
    this.deps.mailer.send(passwordChangedMail(user.email, `${this.deps.publicBaseUrl}/login`), {
      kind: 'password-changed',
    });
  }

  private async sendVerification(user: Pick<UserRow, 'id' | 'email'>): Promise<void> {
    const code = await this.deps.codes.issue(user.id, 'verify-email');
    const link = verificationLink(this.deps.publicBaseUrl, user.email, code);
    this.deps.mailer.send(verificationMail(user.email, code, link), { kind: 'verify-email', code });
  }
}

function emailTaken(): ConflictError {
  return new ConflictError(TEXTS.validation.emailAlreadyRegistered, 'EMAIL_ALREADY_IN_USE');
}

function usernameTaken(): ConflictError {
  return new ConflictError(TEXTS.validation.usernameTaken, 'USERNAME_ALREADY_IN_USE');
}

function invalidCode(): BadRequestError {
  return new BadRequestError(INVALID_CODE_MESSAGE, 'INVALID_CODE');
}
