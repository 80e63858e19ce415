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
