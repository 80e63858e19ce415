import { TEXTS, api, withErrorText, type AuthResult, pathUnderApi, ROUTES } from 'shared';
import { assertAuthResult } from './session';

/** SPEC.md §3 Login payload: the identifier is the email. */
export interface LoginPayload {
  identifier: string;
  password: string;
  /** 'Keep me logged in': a long sign-in when true, a browser session otherwise. */
  remember?: boolean;
}

/** POST /auth/login (no auth). */
export async function login(payload: LoginPayload): Promise<AuthResult> {
  const data = await withErrorText(
    api.post<AuthResult>(pathUnderApi(ROUTES.login), payload, { skipAuth: true }),
    TEXTS.auth.loginFailed,
  );
  return assertAuthResult(data, TEXTS.auth.loginFailed);
}
