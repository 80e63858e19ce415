/** The HTTP contract between the browser and our API (PRODUCT.md §4). */
import type { LocationType, MapSource } from '../limits';

export const API_PREFIX = '/api';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CREDENTIALS',
  'INVALID_TOKEN',
  'INVALID_CODE',
  'GOOGLE_SIGN_IN_DISABLED',
  'GOOGLE_EMAIL_NOT_VERIFIED',
  'GOOGLE_ACCOUNT_NOT_LINKED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'EMAIL_ALREADY_IN_USE',
  'USERNAME_ALREADY_IN_USE',
  'CONFLICT',
  'PHOTO_IN_USE',
  'PLACE_REQUIRED',
  'INVALID_IMAGE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
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
export const SAVED_MARKERS_PATH = '/marker/marker-comments/list';

/** A saved marker comment as the list returns it (SPEC.md §3). */
export interface SavedMarkerComment {
  id: string;
  lat: number;
  lon: number;
  comment: string;
  fullAddress: string;
  unitNumber: string;
  region: string;
  city: string;
  country: string;
  postcode: string;
  locationType: LocationType;
  mapSource: MapSource;
  createdDate: string;
  modifiedDate: string;
  /** JSON-encoded list of file names. */
  photoUrls: string;
}

/** A stored photo as the upload answers it (SPEC.md §3 Uploaded photo). */
export interface UploadedPhoto {
  id: string;
  /** Where the display size can be loaded from (our API or the configured CDN). */
  url: string;
  /** The stored file name: what a comment's photoUrls and the delete call take. */
  name: string;
  thumbnailUrl: string;
}

/** POST /api/marker (SPEC.md §3 New comment payload). */
export interface NewCommentPayload {
  coordinates: { lat: number; lon: number };
  fullAddress: string;
  region: string;
  city: string;
  country: string;
  unitNumber: string;
  locationType: LocationType;
  comment: string;
  /** File names as the upload returned them. */
  photoUrls: string[];
  mapSource: MapSource;
  postcode: string;
}

export interface User {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
  email: string;
  emailVerified: boolean;
}

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
}

export interface AuthResult extends AuthTokens {
  user: User;
}

/** POST /auth/verify-email and the verification link's query (`/verify-email?email=&code=`). */
export interface VerifyEmailPayload {
  email: string;
  code: string;
}

/** POST /auth/resend-verification. */
export interface ResendVerificationPayload {
  email: string;
}

/** PUT /users/me: the editable profile fields; email is read-only. Empty or null clears. */
export interface UpdateUserPayload {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
}

export interface HealthStatus {
  status: 'ok';
  database: 'ok';
  version: string;
}

/** Client configuration the API publishes at run time (no rebuild to change it). */
export interface ClientConfig {
  tileUrl: string;
  tileAttribution: string;
  /** Google's OAuth client id; absent when Google sign-in is not offered. */
  googleClientId?: string;
  /** Where photos are loaded from (a CDN); absent: this API's /api/file-storage/files/. */
  photoBaseUrl?: string;
}
