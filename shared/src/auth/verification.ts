import { TEXTS } from '../texts';
import { call } from './api';
import { withErrorText } from '../http/error-text';

/**
 * A new email verification code (POST /auth/resend-verification, no token): from the sign-in
 * dialog's verify page and from the Add Comment dialog when publishing needs a verified
 * address. A failure carries the API's words, else the product's own.
 */
export async function resendVerification(email: string): Promise<void> {
  await withErrorText(
    call('resendVerification', { body: { email } }),
    TEXTS.auth.sendVerificationCodeFailed,
  );
}
