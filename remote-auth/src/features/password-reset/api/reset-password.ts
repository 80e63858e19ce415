import { TEXTS, call, withErrorText, type ResetPasswordPayload } from 'shared';

/** POST /auth/reset-password (no auth). */
export async function resetPassword(payload: ResetPasswordPayload): Promise<void> {
  await withErrorText(call('resetPassword', { body: payload }), TEXTS.auth.resetPasswordFailed);
}
