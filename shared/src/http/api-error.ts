/**
 * The one error every failed call to our API becomes (`{ success: false, code,
 * message }`), whether the API answered with an error status, answered 2xx without a success
 * envelope, or did not answer at all.
 */
import { isAxiosCancel, isAxiosError } from './axios-errors';
import { ERROR_CODES, type ErrorCode } from '../contract/api';
import { TEXTS } from '../texts';

export interface ApiErrorInit {
  /** The HTTP status; 0 when no answer came (offline, refused, timed out). */
  status: number;
  /** The API's error code, when it sent one the contract knows. */
  code?: ErrorCode;
  /** The API's message, else its error, else 'HTTP {status}'; see `noAnswer`. */
  message: string;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | undefined;

  constructor({ status, code, message }: ApiErrorInit, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
    this.code = code;
  }

  /** No answer came: the message is 'No response received from server'. */
  get noAnswer(): boolean {
    return this.status === 0;
  }

  /** The same failure (status, code) told in other words, e.g. a call's fallback text. */
  withMessage(message: string): ApiError {
    return new ApiError({ status: this.status, code: this.code, message }, { cause: this });
  }

  /** The API answered but said nothing we can show (the message is only 'HTTP {status}'). */
  get wordless(): boolean {
    return !this.noAnswer && this.message === httpStatusText(this.status);
  }
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}

function httpStatusText(status: number): string {
  return `HTTP ${status}`;
}

/** The body's own words for a failure: its `message`, else its `error`. */
export function bodyMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  return nonEmptyString(body.message) ?? nonEmptyString(body.error);
}

/** The ApiError for an answer that is not a success: any status, any body (JSON or not). */
export function failureOf(status: number, body: unknown, cause?: unknown): ApiError {
  return new ApiError(
    {
      status,
      code: isRecord(body) && isErrorCode(body.code) ? body.code : undefined,
      message: bodyMessage(body) ?? httpStatusText(status),
    },
    cause === undefined ? undefined : { cause },
  );
}

/** Whether the call was cancelled by us (unmount, a newer request): nobody should hear of it. */
export function isCancelled(error: unknown): boolean {
  if (isAxiosCancel(error)) return true;
  return isRecord(error) && (error.name === 'AbortError' || error.code === 'ERR_CANCELED');
}

/**
 * The ApiError a thrown value stands for: itself, or an axios failure with or without an
 * answer. Anything else (a cancelled call, a bug, a request axios never sent) is no API failure.
 */
export function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error) || isCancelled(error)) return undefined;
  if (error.response) return failureOf(error.response.status, error.response.data, error);
  if (error.request) {
    return new ApiError({ status: 0, message: TEXTS.http.noResponse }, { cause: error });
  }
  return undefined;
}
