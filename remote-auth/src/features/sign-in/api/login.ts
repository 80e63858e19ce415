import { TEXTS, call, withErrorText, type AuthResult, type LoginPayload } from 'shared';
import { assertAuthResult } from './session';

/** POST /auth/login (no auth); the identifier is the email or the username. */
export async function login(payload: LoginPayload): Promise<AuthResult> {
  const data = await withErrorText(call('login', { body: payload }), TEXTS.auth.loginFailed);
  return assertAuthResult(data, TEXTS.auth.loginFailed);
}
