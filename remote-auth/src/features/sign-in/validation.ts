/** The rules of "Sign in" and "Forgot password (from the sign-in form)". */
import { TEXTS } from 'shared';
import { emailError } from '../../lib/email-error';

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInField = keyof SignInValues;
export type SignInErrors = Partial<Record<SignInField, string>>;

export function validateSignIn({ email, password }: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const emailProblem = emailError(email, {
    required: TEXTS.validation.emailAddressRequired,
    invalid: TEXTS.validation.validEmail,
  });
  if (emailProblem) errors.email = emailProblem;
  if (password === '') errors.password = TEXTS.validation.passwordRequired;
  return errors;
}

/** Asking for a reset code from the sign-in form needs the email field filled in properly. */
export function validateResetCodeEmail(email: string): string | undefined {
  return emailError(email, {
    required: TEXTS.validation.resetEmailRequired,
    invalid: TEXTS.validation.validEmail,
  });
}
