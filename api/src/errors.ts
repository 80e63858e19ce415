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

/** A publishing quota used up: a 429 that also knows how long to wait. */
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

/** Retry-After of a 503: about how long the pool takes to try a returning database again. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL states that mean "not now" rather than a wrong query: connection exceptions
 * (class 08), the server shutting down or starting (57P01-57P03), too many connections (53300)
 * and a statement cancelled by statement_timeout (57014).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300|57014)$/;

/** Socket failures of a database or Redis that went away or cannot be reached. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** What pg says (it gives these no code) when a connection failed, timed out or is gone. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // unexpectedly, due to connection timeout
  /^timeout expired$/, // connecting took longer than connectionTimeoutMillis
  /^timeout exceeded when trying to connect$/, // no free connection in the pool in time
  /^Query read timeout$/, // no answer within query_timeout
  /^Client has encountered a connection error and is not queryable$/,
  /^Postgres connection has been discarded$/,
];

/**
 * Whether `error` (or what caused it) says a database or Redis cannot be reached now: the
 * request may well succeed later, so it is a 503, not a 500. Read by shape, not instanceof:
 * socket errors are made by Node itself, in another realm than the app's under test runners.
 */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    // SQLite: another connection held the lock for the whole busy_timeout.
    if (code.startsWith('SQLITE_BUSY')) return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) {
    return true;
  }
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  if (Array.isArray(errors) && errors.some((each) => isDependencyUnavailable(each, depth + 1))) {
    return true;
  }
  return isDependencyUnavailable(cause, depth + 1);
}
