import { isEmail, LIMITS, TEXTS } from 'shared/contract';
import { ValidationError } from '../../errors';

/**
 * The account rules, checked again on the server with the same words the forms use, so
 * a client that skips them gets the same answer. Schemas only bound types and lengths.
 */

/** The account bounds the schemas and the forms use too (LIMITS.account; the email's is isEmail's). */
const {
  passwordMaxLength: MAX_PASSWORD_LENGTH,
  usernameMaxLength: MAX_USERNAME_LENGTH,
  nameMaxLength: MAX_NAME_LENGTH,
} = LIMITS.account;
/** No '@' (the sign-in identifier is an email when it has one), no spaces. */
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const USERNAME_CHARACTERS_MESSAGE =
  'Username can only contain letters, numbers, dots, hyphens and underscores';

export interface EmailTexts {
  required: string;
  invalid: string;
}

/** Register's wording; sign-in and reset use TEXTS.validation.validEmail. */
export const REGISTER_EMAIL: EmailTexts = {
  required: TEXTS.validation.emailRequired,
  invalid: TEXTS.validation.emailInvalid,
};
export const RESET_EMAIL: EmailTexts = {
  required: TEXTS.validation.resetEmailRequired,
  invalid: TEXTS.validation.validEmail,
};
export const ANY_EMAIL: EmailTexts = {
  required: TEXTS.validation.emailRequired,
  invalid: TEXTS.validation.validEmail,
};

/** The email, trimmed and lower-cased (how it is stored and looked up). */
export function checkEmail(value: string | undefined, texts: EmailTexts): string {
  const email = (value ?? '').trim();
  if (email === '') throw new ValidationError(texts.required);
  // The forms' rule (something@something.tld, at most LIMITS.account.emailMaxLength).
  if (!isEmail(email)) throw new ValidationError(texts.invalid);
  return email.toLowerCase();
}

/** A new password: required, at least 6 characters (not trimmed: spaces are characters). */
export function checkNewPassword(
  value: string | undefined,
  required: string = TEXTS.validation.passwordRequired,
): string {
  const password = value ?? '';
  if (password === '') throw new ValidationError(required);
  if (password.length < LIMITS.minPasswordLength) {
    throw new ValidationError(TEXTS.validation.passwordTooShort);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw new ValidationError(`Password must be at most ${MAX_PASSWORD_LENGTH} characters`);
  }
  return password;
}

/** An optional username: null when empty, else at least 3 of the allowed characters. */
export function checkUsername(value: string | null | undefined): string | null {
  const username = (value ?? '').trim();
  if (username === '') return null;
  if (username.length < LIMITS.minUsernameLength) {
    throw new ValidationError(TEXTS.validation.usernameTooShort);
  }
  if (username.length > MAX_USERNAME_LENGTH) {
    throw new ValidationError(`Username must be at most ${MAX_USERNAME_LENGTH} characters`);
  }
  if (!USERNAME_PATTERN.test(username)) throw new ValidationError(USERNAME_CHARACTERS_MESSAGE);
  return username;
}

/** An optional first or last name: null when empty. */
export function checkName(value: string | null | undefined, label: string): string | null {
  const name = (value ?? '').trim();
  if (name === '') return null;
  if (name.length > MAX_NAME_LENGTH) {
    throw new ValidationError(`${label} must be at most ${MAX_NAME_LENGTH} characters`);
  }
  return name;
}

/** A 6-digit code as typed: spaces and dashes people add are ignored. */
export function checkCode(value: string | undefined): string {
  const code = (value ?? '').replace(/[\s-]/g, '');
  if (code === '') throw new ValidationError(TEXTS.validation.codeRequired);
  return code;
}
