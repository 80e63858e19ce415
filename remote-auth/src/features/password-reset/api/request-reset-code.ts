import { TEXTS, call, withErrorText } from 'shared';

/**
 * POST /auth/forgot-password (no auth): emails a verification code. The fallback text differs
 * between the first request and a resend, in the product's words.
 */
export async function requestResetCode(
  email: string,
  fallback: string = TEXTS.auth.sendResetEmailFailed,
): Promise<void> {
  await withErrorText(call('forgotPassword', { body: { email } }), fallback);
}
