/** The reset-password form's rules. */
import { LIMITS, TEXTS } from 'shared';
import { emailError } from '../../lib/email-error';

export interface PasswordResetValues {
  email: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordResetField = keyof PasswordResetValues;
export type PasswordResetErrors = Partial<Record<PasswordResetField, string>>;

export function validatePasswordReset(values: PasswordResetValues): PasswordResetErrors {
  const errors: PasswordResetErrors = {};
  const emailProblem = emailError(values.email, {
    required: TEXTS.validation.emailRequired,
    invalid: TEXTS.validation.emailInvalid,
  });
  if (emailProblem) errors.email = emailProblem;

  if (values.code.trim() === '') errors.code = TEXTS.validation.codeRequired;

  if (values.newPassword === '') errors.newPassword = TEXTS.validation.newPasswordRequired;
  else if (values.newPassword.length < LIMITS.minPasswordLength) {
    errors.newPassword = TEXTS.validation.passwordTooShort;
  }

  if (values.confirmPassword === '') errors.confirmPassword = TEXTS.validation.confirmPassword;
  else if (values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = TEXTS.validation.passwordsDoNotMatch;
  }
  return errors;
}
