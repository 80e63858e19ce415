import { TEXTS, call, session, withErrorText, type VerifyEmailPayload } from 'shared';

/** POST /auth/verify-email (no auth) with the emailed code. */
export async function verifyEmail(payload: VerifyEmailPayload): Promise<void> {
  await withErrorText(call('verifyEmail', { body: payload }), TEXTS.auth.emailVerificationFailed);
}

/** POST /auth/resend-verification (no auth): a new code by email. */
export async function resendVerification(email: string): Promise<void> {
  await withErrorText(
    call('resendVerification', { body: { email } }),
    TEXTS.auth.sendVerificationCodeFailed,
  );
}

/**
 * After verifying, a signed-in page shows the new state at once (header, profile badge).
 * Failing here changes nothing that matters: the next /users/me brings it.
 */
export async function refreshSignedInUser(): Promise<void> {
  await session.refreshUser();
}
