/**
 * Publishing needs a verified email. When the API says EMAIL_NOT_VERIFIED the
 * dialog offers to resend the code: POST /api/auth/resend-verification with `{ email }`.
 */
import { ApiError, TEXTS, call, type ErrorCode } from 'shared';

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

/** Asks for a new code; resolves with the server's words, rejects with the text to show. */
export async function resendVerificationCode(email: string): Promise<string | undefined> {
  try {
    const { message } = await call('resendVerification', { body: { email } });
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  } catch (error) {
    throw new Error(TEXTS.auth.sendVerificationCodeFailed, { cause: error });
  }
}
