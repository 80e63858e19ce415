import { TEXTS, apiClient } from 'shared';
import { authCall } from '../../../lib/api-error';

/** SPEC.md §3 Reset-password payload. */
export interface ResetPasswordPayload {
  email: string;
  code: string;
  newPassword: string;
}

/** POST /auth/reset-password (no auth). */
export async function resetPassword(payload: ResetPasswordPayload): Promise<void> {
  await authCall<unknown>(
    () => apiClient.post('/auth/reset-password', payload, { skipAuth: true }),
    TEXTS.auth.resetPasswordFailed,
  );
}
