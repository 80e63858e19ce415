import { LIMITS } from '../../limits';

/** Something@something.tld, without spaces: what a person would call an email address. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The forms' and the API's email rule, on the trimmed value. */
export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= LIMITS.account.emailMaxLength && EMAIL_PATTERN.test(email);
}
