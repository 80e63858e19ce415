/**
 * axios's error tests without loading axios (see axios-loader.ts): every error axios throws is
 * an AxiosError, marked `isAxiosError: true`, and a call we cancelled throws its CanceledError,
 * an AxiosError with the code `ERR_CANCELED` (both public in axios's types).
 */
import type { AxiosError } from 'axios';

export function isAxiosError<T = unknown>(value: unknown): value is AxiosError<T> {
  return typeof value === 'object' && value !== null && 'isAxiosError' in value
    ? value.isAxiosError === true
    : false;
}

export function isAxiosCancel(value: unknown): value is AxiosError {
  return isAxiosError(value) && value.code === 'ERR_CANCELED';
}
