// The isomorphic contract without its schemas (routes, limits, texts, rules) and every type of
// it, then the browser part. The API imports `shared/contract`, schemas and all.
export * from './contract/browser';
export type * from './contract';
export { readBootData } from './session/boot-data';
export * from './bus/events';
export * from './bus/bus';
export * from './query';
export * from './bus/diagnostics';
export * from './design-tokens';
export {
  apiErrorText,
  apiErrorCode,
  apiErrorStatus,
  errorText,
  withErrorText,
  isConflictError,
} from './http/error-text';
export { ApiError, isCancelled, toApiError, type ApiErrorInit } from './http/api-error';
export {
  createTypedApiClient,
  type TypedApiClient,
  type RequestOptions,
} from './http/typed-client';
export { api, call } from './auth/api';
export { resendVerification } from './auth/verification';
export { deleteComment } from './query/delete-comment';
export {
  callRoute,
  routePath,
  type CallArguments,
  type CallInput,
  type CallOptions,
  type CallResult,
} from './http/call';
export { usernameError, newPasswordError, confirmPasswordError } from './accounts/rules';
export {
  checkEmailAvailability,
  checkUsernameAvailability,
  type Availability,
} from './accounts/availability';
export type { HttpClient } from './http/deferred-client';
export {
  TokenService,
  RefreshRejectedError,
  createRefreshRequest,
  createLogoutRequest,
  SIGN_OUT_TIMEOUT_MS,
  parseRefreshResponse,
  isRefreshRejection,
  type AuthState,
  type SessionInput,
  type RefreshRequest,
  type LogoutRequest,
  type TokenServiceOptions,
} from './auth/token-service';
export {
  createTokenStorage,
  createSessionChoiceTokenStorage,
  createMemoryTokenStorage,
  TOKEN_STORAGE_KEYS,
  type TokenStorage,
  type StoredTokens,
  type KeyValueStorage,
} from './auth/token-storage';
export { decodeJwtPayload, jwtExpiresAt, jwtSubject } from './auth/jwt';
export {
  tokenService,
  apiClient,
  loadApiClient,
  redirectToLogin,
  signOut,
  signOutAllDevices,
  LOGIN_PATH,
} from './auth/session';
export { requestGoogleAccessToken, GOOGLE_SCOPE } from './auth/google-identity';
export { forgetPushOnSignOut, unsubscribeThisBrowser } from './push/forget-on-sign-out';
export { registerPushOnSignIn } from './push/register-on-sign-in';
export * from './session';
export { useViewState, type ViewStateControls } from './view/use-view-state';
export {
  useCommentLike,
  likeCountText,
  type CommentLikeControls,
  type LikeableComment,
} from './view/use-comment-like';
export {
  shareLink,
  absoluteLink,
  useShareLink,
  type ShareOutcome,
  type ShareLinkControls,
} from './view/share-link';
export {
  THUMBNAIL_BOX,
  photoAlt,
  photosLabel,
  photoThumbnails,
  thumbnailImage,
  type PhotoThumbnail,
} from './view/photo-thumbnails';
export { holdReasonsText, moderationNotice } from './view/moderation-notice';
export { commentTitle, type TitledComment } from './view/comment-title';
export { LikeButton, type LikeButtonProps } from './view/like-button';
export { ShareButton, type ShareButtonProps } from './view/share-button';
export { ReportButton, type ReportButtonProps } from './view/report-button';
export { PhotoStrip, type PhotoStripProps } from './view/photo-strip';
export * from './ui';
