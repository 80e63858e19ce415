import { TEXTS, call, withErrorText, type RegisterPayload } from 'shared';
import type { RegistrationValues } from '../validation';

/** Register payload: optional fields are left out when empty. */
export function toRegisterPayload(values: RegistrationValues): RegisterPayload {
  const payload: RegisterPayload = { email: values.email.trim(), password: values.password };
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const username = values.username.trim();
  if (firstName) payload.firstName = firstName;
  if (lastName) payload.lastName = lastName;
  if (username) payload.username = username;
  return payload;
}

/** POST /auth/register (no auth). The response shape is not relied on. */
export async function register(payload: RegisterPayload): Promise<void> {
  await withErrorText(call('register', { body: payload }), TEXTS.auth.registrationFailed);
}
