/** The sign-up form's rules. */
import { confirmPasswordError, LIMITS, newPasswordError, TEXTS, usernameError } from 'shared';
import { emailError } from '../../lib/email-error';

export interface RegistrationValues {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  password: string;
  confirmPassword: string;
}

/** The fields with rules; first and last name are free. */
export type RegistrationField = 'email' | 'username' | 'password' | 'confirmPassword';
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'email',
  'username',
  'password',
  'confirmPassword',
];

export function validateRegistrationField(
  field: RegistrationField,
  values: RegistrationValues,
): string | undefined {
  switch (field) {
    case 'email':
      return emailError(values.email, {
        required: TEXTS.validation.emailRequired,
        invalid: TEXTS.validation.emailInvalid,
      });
    case 'username':
      return usernameError(values.username);
    case 'password':
      return newPasswordError(values.password);
    case 'confirmPassword':
      return confirmPasswordError(values.confirmPassword, values.password);
  }
}

export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of REGISTRATION_FIELDS) {
    const error = validateRegistrationField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

export function hasErrors(errors: Partial<Record<string, string | undefined>>): boolean {
  return Object.values(errors).some((error) => Boolean(error));
}

/**
 * The submit button is disabled while a request or an existence check runs, while any error
 * shows, when email, password or confirmation is empty, or when a username is present but
 * shorter than 3 characters.
 */
export function isRegistrationSubmitDisabled({
  values,
  errors,
  busy,
}: {
  values: RegistrationValues;
  errors: Partial<Record<string, string | undefined>>;
  busy: boolean;
}): boolean {
  const username = values.username.trim();
  return (
    busy ||
    hasErrors(errors) ||
    values.email.trim() === '' ||
    values.password === '' ||
    values.confirmPassword === '' ||
    (username !== '' && username.length < LIMITS.minUsernameLength)
  );
}
