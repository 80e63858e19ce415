/** Every API path starts with this (PRODUCT.md §4). */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRoute {
  method: HttpMethod;
  /** The full path, `/api/…`; `:name` marks a path parameter. */
  path: `${typeof API_PREFIX}/${string}`;
}

/**
 * Every operation of our API, method and path, in one table: the API registers its routes
 * from it and the browser calls them through it. Schemas: the module of the same name here.
 */
export const ROUTES = {
  health: { method: 'GET', path: '/api/health' },
  clientConfig: { method: 'GET', path: '/api/config' },

  listMarkerComments: { method: 'GET', path: '/api/marker/marker-comments/list' },
  markerComment: { method: 'GET', path: '/api/marker/marker-comments/:id' },
  markerClusters: { method: 'GET', path: '/api/marker/clusters' },
  createMarker: { method: 'POST', path: '/api/marker' },
  likeMarkerComment: { method: 'PUT', path: '/api/marker/marker-comments/:id/like' },
  unlikeMarkerComment: { method: 'DELETE', path: '/api/marker/marker-comments/:id/like' },
  updateMarkerComment: { method: 'PATCH', path: '/api/marker/marker-comments/:id' },
  deleteMarkerComment: { method: 'DELETE', path: '/api/marker/marker-comments/:id' },
  myComments: { method: 'GET', path: '/api/users/me/comments' },

  reportMarkerComment: { method: 'POST', path: '/api/marker/marker-comments/:id/reports' },
  requestCommentReview: { method: 'POST', path: '/api/marker/marker-comments/:id/review' },
  samePlaceComments: { method: 'GET', path: '/api/marker/marker-comments/same-place' },
  moderationQueue: { method: 'GET', path: '/api/moderation/queue' },
  moderationCase: { method: 'GET', path: '/api/moderation/comments/:id' },
  moderateComment: { method: 'POST', path: '/api/moderation/comments/:id/actions' },
  moderationLog: { method: 'GET', path: '/api/moderation/log' },
  appointModerator: { method: 'POST', path: '/api/moderation/moderators' },

  uploadPhoto: { method: 'POST', path: '/api/file-storage/upload' },
  deletePhoto: { method: 'DELETE', path: '/api/file-storage/delete' },
  photoFile: { method: 'GET', path: '/api/file-storage/files/:name' },

  register: { method: 'POST', path: '/api/auth/register' },
  checkEmail: { method: 'GET', path: '/api/auth/check-email' },
  checkUsername: { method: 'GET', path: '/api/auth/check-username' },
  verifyEmail: { method: 'POST', path: '/api/auth/verify-email' },
  resendVerification: { method: 'POST', path: '/api/auth/resend-verification' },
  login: { method: 'POST', path: '/api/auth/login' },
  refreshToken: { method: 'POST', path: '/api/auth/refresh-token' },
  logout: { method: 'POST', path: '/api/auth/logout' },
  logoutAll: { method: 'POST', path: '/api/auth/logout-all' },
  forgotPassword: { method: 'POST', path: '/api/auth/forgot-password' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password' },
  googleLogin: { method: 'POST', path: '/api/auth/google' },

  currentUser: { method: 'GET', path: '/api/users/me' },
  updateCurrentUser: { method: 'PUT', path: '/api/users/me' },
  currentUserSettings: { method: 'GET', path: '/api/users/me/settings' },
  updateCurrentUserSettings: { method: 'PUT', path: '/api/users/me/settings' },
  changePassword: { method: 'POST', path: '/api/users/me/password' },
  exportCurrentUser: { method: 'GET', path: '/api/users/me/export' },
  deleteCurrentUser: { method: 'DELETE', path: '/api/users/me' },

  searchPlaces: { method: 'GET', path: '/api/geo/search' },
  reversePlace: { method: 'GET', path: '/api/geo/reverse' },
  reverseLocation: { method: 'GET', path: '/api/locations/reverse' },

  staticMap: { method: 'GET', path: '/api/static-map' },

  watchedAreas: { method: 'GET', path: '/api/users/me/watched-areas' },
  createWatchedArea: { method: 'POST', path: '/api/users/me/watched-areas' },
  updateWatchedArea: { method: 'PATCH', path: '/api/users/me/watched-areas/:id' },
  deleteWatchedArea: { method: 'DELETE', path: '/api/users/me/watched-areas/:id' },
  alertUnsubscribe: { method: 'POST', path: '/api/alerts/unsubscribe' },
  alertUnsubscribePage: { method: 'GET', path: '/api/alerts/unsubscribe' },

  commentsFeed: { method: 'GET', path: '/api/feeds/comments' },
  areaFeed: { method: 'GET', path: '/api/feeds/areas/:token' },
  openDataComments: { method: 'GET', path: '/api/open-data/comments' },

  pushPublicKey: { method: 'GET', path: '/api/push/public-key' },
  addPushSubscription: { method: 'POST', path: '/api/users/me/push-subscriptions' },
  removePushSubscription: { method: 'DELETE', path: '/api/users/me/push-subscriptions' },
  replacePushSubscription: { method: 'POST', path: '/api/push/subscription-changes' },

  setPhone: { method: 'PUT', path: '/api/users/me/phone' },
  verifyPhone: { method: 'POST', path: '/api/users/me/phone/verify' },
  removePhone: { method: 'DELETE', path: '/api/users/me/phone' },
} as const satisfies Record<string, ApiRoute>;

export type RouteName = keyof typeof ROUTES;

/**
 * A route's path below API_PREFIX: what the API's route modules (registered under the prefix)
 * and the browser's client (whose base URL is the prefix) use.
 */
export function pathUnderApi(route: ApiRoute): string {
  return route.path.slice(API_PREFIX.length);
}
