/**
 * Publishing needs a verified email (PRODUCT.md §5). When the API says EMAIL_NOT_VERIFIED the
 * dialog offers to resend the code: POST /api/auth/resend-verification with `{ email }`.
 */
import { TEXTS, apiClient, apiErrorCode } from 'shared';
import { isApiSuccess } from '../../../lib/api-body';

export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';
export const RESEND_VERIFICATION_PATH = '/auth/resend-verification';
/** Where a code is typed in (remote-auth's page); `email` pre-fills its form. */
export const VERIFY_EMAIL_ROUTE = '/verify-email';

/** An error that knows the API's error code, when there was one. */
export class ApiCodedError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The API's error code of a failed call: from an axios error, or from a 2xx failure body. */
export function failureCode(error: unknown, body?: unknown): string | undefined {
  const fromError = apiErrorCode(error);
  if (fromError) return fromError;
  if (typeof body === 'object' && body !== null) {
    const code = (body as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Whether publishing was refused because the account's email is not verified yet. */
export function isEmailNotVerified(error: unknown): boolean {
  return error instanceof ApiCodedError && error.code === EMAIL_NOT_VERIFIED;
}

export function verifyEmailHref(email: string | null | undefined): string {
  return email ? `${VERIFY_EMAIL_ROUTE}?${new URLSearchParams({ email })}` : VERIFY_EMAIL_ROUTE;
}

/** Asks for a new code; resolves with the server's words, rejects with the text to show. */
export async function resendVerificationCode(email: string): Promise<string | undefined> {
  try {
    const body: unknown = (await apiClient.post<unknown>(RESEND_VERIFICATION_PATH, { email })).data;
    if (!isApiSuccess<{ message?: unknown }>(body)) throw new Error('refused');
    const message = body.data?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  } catch (error) {
    throw new Error(TEXTS.auth.sendVerificationCodeFailed, { cause: error });
  }
}
