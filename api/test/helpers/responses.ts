import type { LightMyRequestResponse } from 'fastify';

type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'json'>;

/**
 * The API's failure envelope: `statusCode` with `{ success: false, code, message }` (any
 * message for people, when the test does not name it).
 */
export function expectFailure(
  response: Pick<Answer, 'statusCode' | 'json'>,
  statusCode: number,
  code: string,
  message: unknown = expect.any(String),
): void {
  expect(response.statusCode).toBe(statusCode);
  expect(response.json()).toEqual({ success: false, code, message });
}

/** 401 UNAUTHORIZED: no access token, or one that no longer names a signed-in account. */
export function expectSignInRequired(response: Answer): void {
  expectFailure(response, 401, 'UNAUTHORIZED', 'Please sign in to continue.');
}

/** Wording of the 429 answers of the sign-in routes and of the other routes. */
export const TOO_MANY_ATTEMPTS =
  /^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/;
export const TOO_MANY_REQUESTS = /^Too many requests\. Please try again in \d+ \w+\.$/;

/** 429 RATE_LIMITED with a positive Retry-After and a message matching `message`. */
export function expectRateLimited(response: Answer, message: RegExp): void {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toEqual({
    success: false,
    code: 'RATE_LIMITED',
    message: expect.stringMatching(message),
  });
}

/** 401 INVALID_TOKEN: a refresh token that is revoked, expired or unknown. */
export function expectSessionExpired(response: Answer): void {
  expectFailure(response, 401, 'INVALID_TOKEN', 'Your session has expired. Please sign in again.');
}
