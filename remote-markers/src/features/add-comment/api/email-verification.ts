/**
 * Publishing needs a verified email (PRODUCT.md §5). When the API says EMAIL_NOT_VERIFIED the
 * dialog offers to resend the code: POST /api/auth/resend-verification with `{ email }`.
 */
import { ApiError, TEXTS, api, type ErrorCode, pathUnderApi, ROUTES } from 'shared';

export const EMAIL_NOT_VERIFIED: ErrorCode = 'EMAIL_NOT_VERIFIED';
export const RESEND_VERIFICATION_PATH = pathUnderApi(ROUTES.resendVerification);
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
    const data = await api.post<{ message?: unknown } | null>(RESEND_VERIFICATION_PATH, { email });
    const message = data?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  } catch (error) {
    throw new Error(TEXTS.auth.sendVerificationCodeFailed, { cause: error });
  }
}
