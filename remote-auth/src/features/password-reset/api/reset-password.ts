import { TEXTS, api, withErrorText, pathUnderApi, ROUTES } from 'shared';

/** SPEC.md §3 Reset-password payload. */
export interface ResetPasswordPayload {
  email: string;
  code: string;
  newPassword: string;
}

/** POST /auth/reset-password (no auth). */
export async function resetPassword(payload: ResetPasswordPayload): Promise<void> {
  await withErrorText(
    api.post(pathUnderApi(ROUTES.resetPassword), payload, { skipAuth: true }),
    TEXTS.auth.resetPasswordFailed,
  );
}
