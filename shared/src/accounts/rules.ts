/**
 * The product's account rules, for every form that asks for a username or a new password
 * (sign-up, /profile, change password): one copy, with the product's texts.
 */
import { LIMITS } from '../limits';
import { TEXTS } from '../texts';

/** An optional username: empty is fine, otherwise at least 3 characters (trimmed). */
export function usernameError(value: string): string | undefined {
  const username = value.trim();
  if (username !== '' && username.length < LIMITS.minUsernameLength) {
    return TEXTS.validation.usernameTooShort;
  }
  return undefined;
}

/** A new password: required (with the form's own text) and at least 6 characters. */
export function newPasswordError(
  password: string,
  requiredText: string = TEXTS.validation.passwordRequired,
): string | undefined {
  if (password === '') return requiredText;
  if (password.length < LIMITS.minPasswordLength) return TEXTS.validation.passwordTooShort;
  return undefined;
}

/** The confirmation: required and the same as the password. */
export function confirmPasswordError(confirmation: string, password: string): string | undefined {
  if (confirmation === '') return TEXTS.validation.confirmPassword;
  if (confirmation !== password) return TEXTS.validation.passwordsDoNotMatch;
  return undefined;
}
