/**
 * Publishing needs a verified email. When the API says EMAIL_NOT_VERIFIED the
 * dialog offers to resend the code (`resendVerification` in shared).
 */
import { ApiError, type ErrorCode } from 'shared';

export const EMAIL_NOT_VERIFIED: ErrorCode = 'EMAIL_NOT_VERIFIED';
/** Where a code is typed in (remote-auth's page); `email` pre-fills its form. */
export const VERIFY_EMAIL_ROUTE = '/verify-email';

/** Whether publishing was refused because the account's email is not verified yet. */
export function isEmailNotVerified(error: unknown): boolean {
  return error instanceof ApiError && error.code === EMAIL_NOT_VERIFIED;
}

export function verifyEmailHref(email: string | null | undefined): string {
  return email ? `${VERIFY_EMAIL_ROUTE}?${new URLSearchParams({ email })}` : VERIFY_EMAIL_ROUTE;
}
