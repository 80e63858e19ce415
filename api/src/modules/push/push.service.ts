import { ECDH, timingSafeEqual } from 'node:crypto';
import {
  PUSH_LIMITS,
  type PushSubscriptionPayload,
  type PushSubscriptionResult,
  type ReplacePushSubscriptionPayload,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import { nowTimestamp } from '../../db/timestamps';
import { NotFoundError, ValidationError } from '../../errors';
import { pushTarget } from './push-endpoint';
import {
  deleteUserPushSubscription,
  findPushSubscription,
  replacePushSubscriptionRow,
  trimPushSubscriptions,
  upsertPushSubscription,
} from './push.repository';

/**
 * Keeps the browser's subscription for the signed-in user (re-owning an endpoint another
 * account had: the endpoint is this browser's).
 */
export async function addPushSubscription(
  db: Db,
  userId: string,
  body: PushSubscriptionPayload,
  pushServiceHosts: readonly string[],
): Promise<PushSubscriptionResult> {
  const subscription = checkedSubscription(body, pushServiceHosts);
  await db.transaction().execute(async (trx) => {
    await upsertPushSubscription(trx, { userId, ...subscription, createdAt: nowTimestamp() });
    await trimPushSubscriptions(trx, userId, PUSH_LIMITS.subscriptionsPerUser);
  });
  return { endpoint: subscription.endpoint };
}

/**
 * The browser's push service changed its subscription (`pushsubscriptionchange`): the same
 * row, with its user and creation time, moves to the new endpoint and keys. No token: the
 * caller proves it is that browser by the old subscription's auth secret. An unknown endpoint
 * and a wrong secret are one answer, so neither tells what is stored.
 */
export async function replacePushSubscription(
  db: Db,
  body: ReplacePushSubscriptionPayload,
  pushServiceHosts: readonly string[],
): Promise<PushSubscriptionResult> {
  const next = checkedSubscription(body.newSubscription, pushServiceHosts);
  const replaced = await db.transaction().execute(async (trx) => {
    const row = await findPushSubscription(trx, body.oldEndpoint);
    // Compared even when there is no row, so the time taken does not tell either.
    const proven = sameSecret(row?.auth, unpadded(body.oldAuth));
    if (!row || !proven) return false;
    return replacePushSubscriptionRow(trx, row, next);
  });
  if (!replaced) throw new NotFoundError('This browser has no alerts to move.');
  return { endpoint: next.endpoint };
}

/** Forgets this browser's subscription; another account's endpoint is not found either. */
export async function removePushSubscription(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<PushSubscriptionResult> {
  if (!(await deleteUserPushSubscription(db, userId, endpoint))) {
    throw new NotFoundError('This browser has no alerts to turn off.');
  }
  return { endpoint };
}

/**
 * What the schema cannot check: an https endpoint on a push service (push-endpoint.ts), and a p256dh that is a point on P-256, so a bad subscription
 * fails here and not at every alert. Keys are kept unpadded.
 */
function checkedSubscription(
  body: PushSubscriptionPayload,
  pushServiceHosts: readonly string[],
): { endpoint: string; p256dh: string; auth: string } {
  const { endpoint } = pushTarget(body.endpoint, pushServiceHosts);
  const p256dh = unpadded(body.keys.p256dh);
  if (!isP256Point(p256dh)) {
    throw new ValidationError('keys.p256dh must be an uncompressed P-256 public key.');
  }
  return { endpoint, p256dh, auth: unpadded(body.keys.auth) };
}

/** Two base64url auth secrets (16 bytes) compared in constant time; a missing one never matches. */
function sameSecret(stored: string | undefined, given: string): boolean {
  const expected = Buffer.from(stored ?? '', 'base64url');
  const actual = Buffer.from(given, 'base64url');
  const comparable = expected.length === actual.length;
  // Same-length buffers either way: the comparison runs when there is nothing to compare too.
  const equal = timingSafeEqual(comparable ? expected : actual, actual);
  return comparable && stored !== undefined && equal;
}

function unpadded(base64url: string): string {
  return base64url.replace(/=+$/, '');
}

function isP256Point(base64url: string): boolean {
  const point = Buffer.from(base64url, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) return false;
  try {
    // Fails for bytes that are not a point on the curve.
    ECDH.convertKey(point, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}
