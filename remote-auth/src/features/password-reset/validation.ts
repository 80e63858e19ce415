/** The reset-password form's rules. */
import { isEmail, LIMITS, TEXTS } from 'shared';

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
  if (values.email.trim() === '') errors.email = TEXTS.validation.emailRequired;
  else if (!isEmail(values.email)) errors.email = TEXTS.validation.emailInvalid;

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
