import {
  TEXTS,
  apiClient,
  tokenService,
  type ResendVerificationPayload,
  type User,
  type VerifyEmailPayload,
} from 'shared';
import { authCall } from '../../../lib/api-error';

/** POST /auth/verify-email (no auth) with the emailed code. */
export async function verifyEmail(payload: VerifyEmailPayload): Promise<void> {
  await authCall<{ emailVerified: boolean }>(
    () => apiClient.post('/auth/verify-email', payload, { skipAuth: true }),
    TEXTS.auth.emailVerificationFailed,
  );
}

/** POST /auth/resend-verification (no auth): a new code by email. */
export async function resendVerification(email: string): Promise<void> {
  const payload: ResendVerificationPayload = { email };
  await authCall<unknown>(
    () => apiClient.post('/auth/resend-verification', payload, { skipAuth: true }),
    TEXTS.auth.sendVerificationCodeFailed,
  );
}

/**
 * After verifying, a signed-in page shows the new state at once (header, profile badge).
 * Failing here changes nothing that matters: the next /users/me brings it.
 */
export async function refreshSignedInUser(): Promise<void> {
  if (!tokenService.isAuthenticated) return;
  try {
    const user = await authCall<User>(() => apiClient.get('/users/me'), TEXTS.auth.fetchUserFailed);
    tokenService.setUser(user);
  } catch (error) {
    console.warn(TEXTS.auth.fetchUserFailed, error);
  }
}
