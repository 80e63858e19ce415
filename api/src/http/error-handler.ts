import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiFailure, ErrorCode } from 'shared/contract';
import {
  AppError,
  isDependencyUnavailable,
  QuotaExceededError,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
  TooManyAttemptsError,
} from '../errors';

interface Failure {
  statusCode: number;
  body: ApiFailure;
}

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';
const UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a few seconds.';

/** Fastify's own client errors, with messages written for people. */
const FASTIFY_ERRORS: Record<string, { statusCode: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    statusCode: 400,
    code: 'INVALID_JSON',
    message: 'The request body is empty but its content type says JSON.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported here. Send the body as application/json.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_BAD_URL: {
    statusCode: 400,
    code: 'BAD_REQUEST',
    message: 'The address is not valid: part of it is not properly percent-encoded.',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    statusCode: 414,
    code: 'URI_TOO_LONG',
    message: 'A part of the address is too long.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    statusCode: 400,
    code: 'BAD_REQUEST',
    message: 'The Content-Length header does not match the request body.',
  },
};

/** Any other 4xx: a code and a generic sentence by status, never the error's own text. */
const BY_STATUS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'The request is not valid.' },
  401: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
  403: { code: 'FORBIDDEN', message: 'You are not allowed to do this.' },
  404: { code: 'NOT_FOUND', message: 'The requested resource was not found.' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'This method is not allowed here.' },
  408: { code: 'BAD_REQUEST', message: 'The request took too long to arrive. Please try again.' },
  409: { code: 'CONFLICT', message: 'The request conflicts with the current state.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  414: { code: 'URI_TOO_LONG', message: 'The address (URL) is too long.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not supported here.' },
  417: {
    code: 'BAD_REQUEST',
    message: 'The Expect header of the request cannot be met. Send the request without it.',
  },
  429: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a moment and try again.' },
  431: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
};

export function failure(statusCode: number, code: ErrorCode, message: string): Failure {
  return { statusCode, body: { success: false, code, message } };
}

/** The generic answer for a 4xx status (codes and sentences above; 400 for unknown ones). */
export function failureForStatus(statusCode: number): Failure {
  const byStatus = BY_STATUS[statusCode] ?? BY_STATUS[400]!;
  return failure(statusCode, byStatus.code, byStatus.message);
}

/** Maps anything thrown to the status and body the client sees. */
export function toFailure(error: FastifyError | Error): Failure {
  if (error instanceof AppError) return failure(error.statusCode, error.code, error.message);

  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    // schemaErrorFormatter already wrote a readable message naming the field.
    return failure(400, 'VALIDATION_ERROR', error.message);
  }
  const known = fastifyError.code ? FASTIFY_ERRORS[fastifyError.code] : undefined;
  if (known) return failure(known.statusCode, known.code, known.message);

  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) return failureForStatus(status);
  // The database (or Redis) is down, silent or refusing: the same request may work shortly.
  if (isDependencyUnavailable(error)) {
    return failure(503, 'SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE);
  }
  return failure(500, 'INTERNAL_ERROR', INTERNAL_ERROR_MESSAGE);
}

/** The application's one error handler. */
export function errorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { statusCode, body } = toFailure(error);
  if (error instanceof TooManyAttemptsError || error instanceof QuotaExceededError) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  if (statusCode === 503) {
    reply.header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    // One line per refused request, without the stack: an outage would bury the log in them.
    request.log.warn({ code: body.code, reason: describeCause(error) }, 'Service unavailable');
  } else if (statusCode >= 500) {
    // The full error stays in the server log; the client gets a generic sentence.
    request.log.error({ err: error }, 'Request failed');
  } else {
    request.log.info({ code: body.code, statusCode }, body.message);
  }
  return reply.code(statusCode).send(body);
}

/** The failure behind a 503 in a few words (its code and message), for the log. */
function describeCause(error: Error): string {
  let root = error as { code?: unknown; message?: unknown; cause?: unknown };
  for (let depth = 0; depth < 5 && typeof root.cause === 'object' && root.cause; depth += 1) {
    root = root.cause as typeof root;
  }
  const message = String(root.message);
  return typeof root.code === 'string' ? `${root.code}: ${message}` : message;
}
