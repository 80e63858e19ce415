/** The rules of "Sign in" and "Forgot password (from the sign-in form)". */
import { isEmail, TEXTS } from 'shared';

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInField = keyof SignInValues;
export type SignInErrors = Partial<Record<SignInField, string>>;

export function validateSignIn({ email, password }: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  if (email.trim() === '') errors.email = TEXTS.validation.emailAddressRequired;
  else if (!isEmail(email)) errors.email = TEXTS.validation.validEmail;
  if (password === '') errors.password = TEXTS.validation.passwordRequired;
  return errors;
}

/** Asking for a reset code from the sign-in form needs the email field filled in properly. */
export function validateResetCodeEmail(email: string): string | undefined {
  if (email.trim() === '') return TEXTS.validation.resetEmailRequired;
  if (!isEmail(email)) return TEXTS.validation.validEmail;
  return undefined;
}
