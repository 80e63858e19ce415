/** The HTTP contract between the browser and our API. */
import { ERROR_CODES } from './values/envelope';
import { API_PREFIX } from './values/routes';

export { API_PREFIX };

export { ERROR_CODES };
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiSuccess<T> {
  success: true;
  data: T;
}

export interface ApiFailure {
  success: false;
  code: ErrorCode;
  message: string;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

// The payloads: types derived from the route schemas (this folder), so a field is added once.
export type { SavedMarkerComment, NewCommentPayload } from './markers';
export type { UploadedPhoto } from './photos';
export type {
  User,
  AuthTokens,
  AuthResult,
  VerifyEmailPayload,
  ResendVerificationPayload,
  UpdateUserPayload,
} from './accounts';
export type { HealthStatus, ClientConfig } from './system';
