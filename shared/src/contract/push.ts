import { Type, type Static } from 'typebox';
import { PUSH_LIMITS } from './values/push';

// The TypeBox schemas of this part of the contract, for the API and its OpenAPI document; its
// constants, which the browser reads too, are values/push.ts.
export * from './values/push';

/** base64url of 65 bytes (an uncompressed P-256 point), padding allowed. */
const P256DH_PATTERN = '^[A-Za-z0-9_-]{87}=?$';
/** base64url of the 16-byte auth secret, padding allowed. */
const AUTH_PATTERN = '^[A-Za-z0-9_-]{22}(==)?$';

export const PushPublicKeySchema = Type.Object({
  publicKey: Type.String({
    pattern: '^[A-Za-z0-9_-]{87}$',
    description:
      "The VAPID public key (base64url, 65 bytes): PushManager.subscribe's applicationServerKey",
  }),
});
export type PushPublicKey = Static<typeof PushPublicKeySchema>;

const Endpoint = Type.String({
  minLength: 1,
  maxLength: PUSH_LIMITS.endpointMaxLength,
  description: "The push service's https URL for this browser",
});

/**
 * POST /users/me/push-subscriptions: PushSubscription.toJSON() as the browser gives it.
 * Unknown fields are ignored rather than refused: the browser writes this object, and a
 * field a future browser adds must not turn alerts off.
 */
export const PushSubscriptionBody = Type.Object({
  endpoint: Endpoint,
  expirationTime: Type.Optional(
    Type.Union([Type.Null(), Type.Number()], {
      description: 'When the push service ends the subscription (ignored: it tells us then)',
    }),
  ),
  keys: Type.Object({
    p256dh: Type.String({
      pattern: P256DH_PATTERN,
      description: "The browser's P-256 public key (base64url)",
    }),
    auth: Type.String({ pattern: AUTH_PATTERN, description: 'The auth secret (base64url)' }),
  }),
});
export type PushSubscriptionPayload = Static<typeof PushSubscriptionBody>;

/** DELETE /users/me/push-subscriptions: the endpoint this browser no longer wants alerts at. */
export const RemovePushSubscriptionBody = Type.Object(
  { endpoint: Endpoint },
  { additionalProperties: false },
);
export type RemovePushSubscriptionPayload = Static<typeof RemovePushSubscriptionBody>;

/**
 * POST /push/subscription-changes: the service worker's `pushsubscriptionchange`. The worker
 * has no access token, so it proves it holds the old subscription by its auth secret (which
 * only the browser and the API know) and hands over the browser's new one. Unknown fields are
 * refused here (our worker writes this object); the new subscription is the browser's JSON,
 * read like POST /users/me/push-subscriptions reads it.
 */
export const ReplacePushSubscriptionBody = Type.Object(
  {
    oldEndpoint: Endpoint,
    oldAuth: Type.String({
      pattern: AUTH_PATTERN,
      description: "The old subscription's auth secret (base64url): proof this is its browser",
    }),
    newSubscription: PushSubscriptionBody,
  },
  { additionalProperties: false },
);
export type ReplacePushSubscriptionPayload = Static<typeof ReplacePushSubscriptionBody>;

export const PushSubscriptionResultSchema = Type.Object({ endpoint: Type.String() });
export type PushSubscriptionResult = Static<typeof PushSubscriptionResultSchema>;
