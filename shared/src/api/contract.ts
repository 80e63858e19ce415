/** The HTTP contract between the browser and our API (PRODUCT.md §4). */
import { ERROR_CODES } from '../contract/values/envelope';
import { API_PREFIX, pathUnderApi, ROUTES } from '../contract/routes';

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

/** The public list of saved comments (newest first; `bbox` narrows it to a viewport). */
export const SAVED_MARKERS_PATH = pathUnderApi(ROUTES.listMarkerComments);

// The payloads: types derived from the route schemas (contract/*), so a field is added once.
export type { SavedMarkerComment, NewCommentPayload } from '../contract/markers';
export type { UploadedPhoto } from '../contract/photos';
export type {
  User,
  AuthTokens,
  AuthResult,
  VerifyEmailPayload,
  ResendVerificationPayload,
  UpdateUserPayload,
} from '../contract/accounts';
export type { HealthStatus, ClientConfig } from '../contract/system';
