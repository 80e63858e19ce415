import { TEXTS } from 'shared';
import { emailError } from '../../lib/email-error';

export interface VerificationValues {
  email: string;
  code: string;
}

export type VerificationField = keyof VerificationValues;
export type VerificationErrors = Partial<Record<VerificationField, string>>;

/** Email required and valid, code required. */
export function validateVerification(values: VerificationValues): VerificationErrors {
  const errors: VerificationErrors = {};
  const emailProblem = validateResendEmail(values.email);
  if (emailProblem) errors.email = emailProblem;
  if (!values.code.trim()) errors.code = TEXTS.validation.codeRequired;
  return errors;
}

/** Resending needs only a valid email. */
export function validateResendEmail(email: string): string | undefined {
  return emailError(email, {
    required: TEXTS.validation.emailRequired,
    invalid: TEXTS.validation.validEmail,
  });
}
