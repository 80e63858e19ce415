import type { ErrorCode } from 'shared/contract';

/**
 * Errors services throw on purpose. The error handler turns them into
 * `{ success: false, code, message }` with `statusCode`; the message is shown to people,
 * so it must be a readable sentence with nothing internal in it.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, code: ErrorCode = 'BAD_REQUEST') {
    super(400, code, message);
  }
}

export class ValidationError extends AppError {
  constructor(message: string) {
    super(400, 'VALIDATION_ERROR', message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue.', code: ErrorCode = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this.') {
    super(403, 'FORBIDDEN', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'The requested resource was not found.') {
    super(404, 'NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = 'CONFLICT') {
    super(409, code, message);
  }
}

export class RateLimitedError extends AppError {
  constructor(message = 'Too many requests. Please wait a moment and try again.') {
    super(429, 'RATE_LIMITED', message);
  }
}

/** A 429 that knows how long to wait: the error handler puts it in Retry-After. */
export class TooManyAttemptsError extends RateLimitedError {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many attempts. Please try again in ${describeWait(retryAfterSeconds)}.`);
  }
}

/** A publishing quota used up (issue 15): a 429 that also knows how long to wait. */
export class QuotaExceededError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'QUOTA_EXCEEDED', message);
  }
}

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export class ServiceUnavailableError extends AppError {
  constructor(
    message = 'The service is temporarily unavailable. Please try again shortly.',
    options?: { cause?: unknown },
  ) {
    super(503, 'SERVICE_UNAVAILABLE', message, options);
  }
}
