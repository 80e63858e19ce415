import { TEXTS, call, session, withErrorText, type VerifyEmailPayload } from 'shared';

/** POST /auth/verify-email (no auth) with the emailed code. */
export async function verifyEmail(payload: VerifyEmailPayload): Promise<void> {
  await withErrorText(call('verifyEmail', { body: payload }), TEXTS.auth.emailVerificationFailed);
}

/**
 * After verifying, a signed-in page shows the new state at once (header, profile badge).
 * Failing here changes nothing that matters: the next /users/me brings it.
 */
export async function refreshSignedInUser(): Promise<void> {
  await session.refreshUser();
}
