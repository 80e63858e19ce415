/**
 * Web Push (RFC 8030, 8291, 8292). A browser's PushSubscription names the push service's
 * endpoint and the keys its payloads are encrypted to; the API keeps one row per endpoint.
 */
export const PUSH_LIMITS = {
  /** Endpoints of the big push services are 150–450 characters; room to spare. */
  endpointMaxLength: 2048,
  /** The browsers one account keeps alerts on; the oldest is dropped beyond it. */
  subscriptionsPerUser: 10,
} as const;

/**
 * The service worker that shows the alerts: served by the host at the site's root, so its
 * scope is the whole app (remote-account registers it; host/public/push-sw.js is the file).
 */
export const PUSH_SERVICE_WORKER_URL = '/push-sw.js';

/** The scope it is registered with, and looked up by. */
export const PUSH_SERVICE_WORKER_SCOPE = '/';
