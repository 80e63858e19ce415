import type { AuthResult, ChangePasswordPayload } from 'shared/contract';
import { TEXTS } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { nowTimestamp } from '../../db/timestamps';
import { BadRequestError, ValidationError } from '../../errors';
import { findUserById, updateUser } from './users.repository';
import { checkNewPassword } from './auth.validation';
import { hashPassword, verifyPassword } from './passwords';
import { signedInAccount } from './signed-in-account';
import type { SessionService } from './session.service';
import type { SignInGuard } from './sign-in-guard';

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Current password is required';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is incorrect.';
export const NO_PASSWORD_MESSAGE =
  "This account signs in with Google and has no password. To add one, use 'Forgot password' on the sign-in form.";
export const SAME_PASSWORD_MESSAGE = 'The new password must be different from the current one.';

export interface PasswordChangeDeps {
  db: Db;
  sessions: SessionService;
  /** Wrong current passwords count as failed sign-ins of the account from this address. */
  signInGuard: SignInGuard;
}

/**
 * Changing the password while signed in (/profile). The current password proves the person
 * at the keyboard owns the account (a stolen access token alone cannot take it over). Every
 * session of the account ends, this one included, and the caller gets a new one in the
 * answer, so only the device that changed the password stays signed in.
 */
export class PasswordChange {
  constructor(private readonly deps: PasswordChangeDeps) {}

  async change(
    userId: string,
    input: ChangePasswordPayload,
    client: { ip: string },
  ): Promise<AuthResult> {
    const { db, sessions, signInGuard } = this.deps;
    const user = signedInAccount(await findUserById(db, userId));
    if (!user.password_hash) throw new BadRequestError(NO_PASSWORD_MESSAGE);
    if ((input.currentPassword ?? '') === '') {
      throw new ValidationError(CURRENT_PASSWORD_REQUIRED_MESSAGE);
    }
    const newPassword = checkNewPassword(input.newPassword, TEXTS.validation.newPasswordRequired);

    const attempt = { account: `user:${user.id}`, ip: client.ip };
    await signInGuard.check(attempt);
    if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
      await signInGuard.failed(attempt);
      // 400, not 401: the session is fine, only the password typed is wrong (a 401 would make
      // the client think it was signed out).
      throw new BadRequestError(WRONG_CURRENT_PASSWORD_MESSAGE, 'INVALID_CREDENTIALS');
    }
    await signInGuard.succeeded(attempt);
    if (newPassword === input.currentPassword) throw new ValidationError(SAME_PASSWORD_MESSAGE);

    const passwordHash = await hashPassword(newPassword);
    await updateUser(db, user.id, { password_hash: passwordHash }, nowTimestamp());
    return sessions.restart(
      { ...user, password_hash: passwordHash },
      { remember: input.remember === true },
    );
  }
}
