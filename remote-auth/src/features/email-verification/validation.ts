import { isEmail, TEXTS } from 'shared';

export interface VerificationValues {
  email: string;
  code: string;
}

export type VerificationField = keyof VerificationValues;
export type VerificationErrors = Partial<Record<VerificationField, string>>;

/** Email required and valid, code required. */
export function validateVerification(values: VerificationValues): VerificationErrors {
  const errors: VerificationErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = TEXTS.validation.emailRequired;
  else if (!isEmail(email)) errors.email = TEXTS.validation.validEmail;
  if (!values.code.trim()) errors.code = TEXTS.validation.codeRequired;
  return errors;
}

/** Resending needs only a valid email. */
export function validateResendEmail(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return TEXTS.validation.emailRequired;
  if (!isEmail(trimmed)) return TEXTS.validation.validEmail;
  return undefined;
}
