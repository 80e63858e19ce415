/** Every API path starts with this. */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route:
 * - `public`: anyone; a bearer token is not read.
 * - `viewer`: anyone; a valid bearer token makes the answer that user's (likedByMe, byMe…).
 * - `signed-in`: a valid bearer token (401 without).
 * - `verified`: signed in with a verified email address (403 EMAIL_NOT_VERIFIED without).
 * - `moderator`: signed in as a moderator (403 without).
 */
export type RouteAccess = 'public' | 'viewer' | 'signed-in' | 'verified' | 'moderator';

/** Accesses that need a bearer token, so a 401 is a possible answer. */
export const SIGNED_IN_ACCESS: readonly RouteAccess[] = ['signed-in', 'verified', 'moderator'];

/**
 * How many requests a minute one client address may make to a route, by class. Routes with
 * no class are limited only by the global per-address limit and their own account limits.
 */
export const RATE_LIMIT_CLASSES = {
  /** Reads that may scan many rows (filtered views, lists, search, maps, feeds as data). */
  read: 120,
  /** Writes of a comment or a photo. */
  write: 100,
  /** Feeds readers poll. */
  feed: 60,
  /** Rare actions a person does by hand (a review request, an unsubscribe). */
  slow: 30,
} as const;

export type RateLimitClass = keyof typeof RATE_LIMIT_CLASSES;

/**
 * Statuses a route answers besides success and the failures any route may give (400, 429,
 * 500, 503, and what its access implies: 401 when signed in, 403 for verified and moderator).
 */
export type RouteErrorStatus = 304 | 401 | 403 | 404 | 409 | 413 | 415 | 503;

export interface ApiRoute {
  method: HttpMethod;
  /** The full path, `/api/…`; `:name` marks a path parameter. */
  path: `${typeof API_PREFIX}/${string}`;
  access: RouteAccess;
  errors?: readonly RouteErrorStatus[];
  rateLimit?: RateLimitClass;
  /** Success is 201 Created (something new with its own address) instead of 200. */
  created?: true;
}

/**
 * Every operation of our API in one table: method, path, who may call it, the failures it
 * adds and its rate-limit class. Its request and answer schemas are in route-schemas.ts under
 * the same name (TypeBox, kept out of the browser's bundle, which takes their types only).
 * The API registers each route from both (api/src/http/route.ts); the browser calls each
 * through `call` (shared/src/http/call.ts).
 */
export const ROUTES = {
  health: { method: 'GET', path: '/api/health', access: 'public', errors: [503] },
  clientConfig: { method: 'GET', path: '/api/config', access: 'public' },

  listMarkerComments: {
    method: 'GET',
    path: '/api/marker/marker-comments/list',
    access: 'viewer',
    rateLimit: 'read',
  },
  markerComment: {
    method: 'GET',
    path: '/api/marker/marker-comments/:id',
    access: 'viewer',
    errors: [404],
  },
  markerClusters: {
    method: 'GET',
    path: '/api/marker/clusters',
    access: 'public',
    rateLimit: 'read',
  },
  createMarker: { method: 'POST', path: '/api/marker', access: 'verified', rateLimit: 'write' },
  likeMarkerComment: {
    method: 'PUT',
    path: '/api/marker/marker-comments/:id/like',
    access: 'verified',
    errors: [404],
  },
  unlikeMarkerComment: {
    method: 'DELETE',
    path: '/api/marker/marker-comments/:id/like',
    access: 'verified',
    errors: [404],
  },
  updateMarkerComment: {
    method: 'PATCH',
    path: '/api/marker/marker-comments/:id',
    access: 'verified',
    errors: [404],
    rateLimit: 'write',
  },
  deleteMarkerComment: {
    method: 'DELETE',
    path: '/api/marker/marker-comments/:id',
    access: 'verified',
    errors: [404],
    rateLimit: 'write',
  },
  changeCommentPublication: {
    method: 'PUT',
    path: '/api/marker/marker-comments/:id/publication',
    access: 'verified',
    errors: [404, 409],
    rateLimit: 'write',
  },
  myComments: { method: 'GET', path: '/api/users/me/comments', access: 'signed-in' },

  reportMarkerComment: {
    method: 'POST',
    path: '/api/marker/marker-comments/:id/reports',
    access: 'verified',
    errors: [404, 409],
  },
  requestCommentReview: {
    method: 'POST',
    path: '/api/marker/marker-comments/:id/review',
    access: 'signed-in',
    // 403: a comment of someone else.
    errors: [403, 404, 409],
    rateLimit: 'slow',
  },
  fileCommentNotice: {
    method: 'POST',
    path: '/api/marker/marker-comments/:id/notices',
    access: 'verified',
    errors: [404, 409],
  },
  answerRepairFollowUp: {
    method: 'PUT',
    path: '/api/marker/marker-comments/:id/repairs/:item',
    access: 'signed-in',
    // 403: a comment of someone else; 404: no such comment, or no answer for the item.
    errors: [403, 404],
    rateLimit: 'write',
  },
  downloadMoveInKit: {
    method: 'GET',
    path: '/api/marker/marker-comments/:id/move-in-kit',
    access: 'signed-in',
    // 403: a comment of someone else.
    errors: [403, 404],
  },
  answerCommentNotice: {
    method: 'POST',
    path: '/api/marker/marker-comments/:id/notices/:noticeId/answer',
    access: 'signed-in',
    // 403: a comment of someone else.
    errors: [403, 404, 409],
    rateLimit: 'slow',
  },
  samePlaceComments: {
    method: 'GET',
    path: '/api/marker/marker-comments/same-place',
    access: 'viewer',
    rateLimit: 'read',
  },
  building: { method: 'GET', path: '/api/buildings/:id', access: 'public', errors: [404] },
  nearbyBuildings: {
    method: 'GET',
    path: '/api/buildings/near',
    access: 'public',
    rateLimit: 'read',
  },
  conditionList: { method: 'GET', path: '/api/condition-lists', access: 'public' },
  moderationQueue: { method: 'GET', path: '/api/moderation/queue', access: 'moderator' },
  moderationCase: {
    method: 'GET',
    path: '/api/moderation/comments/:id',
    access: 'moderator',
    errors: [404],
  },
  moderateComment: {
    method: 'POST',
    path: '/api/moderation/comments/:id/actions',
    access: 'moderator',
    errors: [404],
  },
  moderationLog: { method: 'GET', path: '/api/moderation/log', access: 'moderator' },
  unplacedComments: {
    method: 'GET',
    path: '/api/moderation/unplaced-comments',
    access: 'moderator',
  },
  buildingMerges: {
    method: 'GET',
    path: '/api/moderation/buildings/:id/merges',
    access: 'moderator',
    errors: [404],
  },
  mergeBuilding: {
    method: 'POST',
    path: '/api/moderation/buildings/:id/merge',
    access: 'moderator',
    errors: [404, 409],
  },
  mergeUnit: {
    method: 'POST',
    path: '/api/moderation/units/:id/merge',
    access: 'moderator',
    errors: [404, 409],
  },
  splitPlaceMerge: {
    method: 'POST',
    path: '/api/moderation/merges/:id/split',
    access: 'moderator',
    errors: [404, 409],
  },
  appointModerator: {
    method: 'POST',
    path: '/api/moderation/moderators',
    access: 'moderator',
    errors: [404, 409],
  },

  uploadPhoto: {
    method: 'POST',
    path: '/api/file-storage/upload',
    access: 'verified',
    errors: [413, 415],
    rateLimit: 'write',
  },
  deletePhoto: {
    method: 'DELETE',
    path: '/api/file-storage/delete',
    access: 'verified',
    errors: [404, 409],
  },
  photoFile: {
    method: 'GET',
    path: '/api/file-storage/files/:name',
    access: 'public',
    errors: [304, 404],
  },

  register: {
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    errors: [409],
    created: true,
  },
  checkEmail: { method: 'GET', path: '/api/auth/check-email', access: 'public' },
  checkUsername: { method: 'GET', path: '/api/auth/check-username', access: 'public' },
  verifyEmail: { method: 'POST', path: '/api/auth/verify-email', access: 'public' },
  resendVerification: { method: 'POST', path: '/api/auth/resend-verification', access: 'public' },
  login: { method: 'POST', path: '/api/auth/login', access: 'public', errors: [401] },
  refreshToken: {
    method: 'POST',
    path: '/api/auth/refresh-token',
    access: 'public',
    errors: [401],
  },
  logout: { method: 'POST', path: '/api/auth/logout', access: 'public' },
  logoutAll: { method: 'POST', path: '/api/auth/logout-all', access: 'signed-in' },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password', access: 'public' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password', access: 'public' },
  googleLogin: {
    method: 'POST',
    path: '/api/auth/google',
    access: 'public',
    errors: [401, 403, 409],
  },

  currentUser: { method: 'GET', path: '/api/users/me', access: 'signed-in' },
  updateCurrentUser: { method: 'PUT', path: '/api/users/me', access: 'signed-in', errors: [409] },
  currentUserSettings: { method: 'GET', path: '/api/users/me/settings', access: 'signed-in' },
  updateCurrentUserSettings: { method: 'PUT', path: '/api/users/me/settings', access: 'signed-in' },
  changePassword: { method: 'POST', path: '/api/users/me/password', access: 'signed-in' },
  exportCurrentUser: { method: 'GET', path: '/api/users/me/export', access: 'signed-in' },
  deleteCurrentUser: { method: 'DELETE', path: '/api/users/me', access: 'signed-in' },

  searchPlaces: { method: 'GET', path: '/api/geo/search', access: 'public', rateLimit: 'read' },
  reversePlace: {
    method: 'GET',
    path: '/api/geo/reverse',
    access: 'public',
    errors: [404],
    rateLimit: 'read',
  },
  reverseLocation: {
    method: 'GET',
    path: '/api/locations/reverse',
    access: 'public',
    errors: [404],
    rateLimit: 'read',
  },

  staticMap: { method: 'GET', path: '/api/static-map', access: 'public', rateLimit: 'read' },

  watchedAreas: {
    method: 'GET',
    path: '/api/users/me/watched-areas',
    access: 'signed-in',
    rateLimit: 'write',
  },
  createWatchedArea: {
    method: 'POST',
    path: '/api/users/me/watched-areas',
    access: 'signed-in',
    errors: [409],
    created: true,
  },
  updateWatchedArea: {
    method: 'PATCH',
    path: '/api/users/me/watched-areas/:id',
    access: 'signed-in',
    errors: [404],
    rateLimit: 'write',
  },
  deleteWatchedArea: {
    method: 'DELETE',
    path: '/api/users/me/watched-areas/:id',
    access: 'signed-in',
    errors: [404],
    rateLimit: 'write',
  },
  alertUnsubscribe: {
    method: 'POST',
    path: '/api/alerts/unsubscribe',
    access: 'public',
    errors: [404],
    rateLimit: 'slow',
  },
  alertUnsubscribePage: {
    method: 'GET',
    path: '/api/alerts/unsubscribe',
    access: 'public',
    errors: [404],
    rateLimit: 'slow',
  },

  commentsFeed: {
    method: 'GET',
    path: '/api/feeds/comments',
    access: 'public',
    errors: [304],
    rateLimit: 'feed',
  },
  areaFeed: {
    method: 'GET',
    path: '/api/feeds/areas/:token',
    access: 'public',
    errors: [304, 404],
    rateLimit: 'feed',
  },
  openDataComments: {
    method: 'GET',
    path: '/api/open-data/comments',
    access: 'public',
    rateLimit: 'read',
  },

  pushPublicKey: { method: 'GET', path: '/api/push/public-key', access: 'public' },
  addPushSubscription: {
    method: 'POST',
    path: '/api/users/me/push-subscriptions',
    access: 'signed-in',
    created: true,
  },
  removePushSubscription: {
    method: 'DELETE',
    path: '/api/users/me/push-subscriptions',
    access: 'signed-in',
    errors: [404],
  },
  replacePushSubscription: {
    method: 'POST',
    path: '/api/push/subscription-changes',
    access: 'public',
    errors: [404],
  },

  setPhone: { method: 'PUT', path: '/api/users/me/phone', access: 'verified' },
  verifyPhone: {
    method: 'POST',
    path: '/api/users/me/phone/verify',
    access: 'signed-in',
    errors: [409],
  },
  removePhone: { method: 'DELETE', path: '/api/users/me/phone', access: 'signed-in' },
} as const satisfies Record<string, ApiRoute>;

export type RouteName = keyof typeof ROUTES;

/**
 * A route's path below API_PREFIX: what the API's route modules (registered under the prefix)
 * and the browser's client (whose base URL is the prefix) use.
 */
export function pathUnderApi(route: Pick<ApiRoute, 'path'>): string {
  return route.path.slice(API_PREFIX.length);
}
