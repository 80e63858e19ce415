import { ECDH } from 'node:crypto';
import {
  PUSH_LIMITS,
  type PushSubscriptionPayload,
  type PushSubscriptionResult,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import { nowTimestamp } from '../../db/timestamps';
import { NotFoundError, ValidationError } from '../../errors';
import {
  deleteUserPushSubscription,
  trimPushSubscriptions,
  upsertPushSubscription,
} from './push.repository';

/**
 * Keeps the browser's subscription for the signed-in user (re-owning an endpoint another
 * account had: the endpoint is this browser's), after checking what the schema cannot: an
 * https endpoint (web-push, like every push service, speaks https only) and a p256dh that is
 * a point on P-256, so a bad subscription fails here and not at every alert.
 */
export async function addPushSubscription(
  db: Db,
  userId: string,
  body: PushSubscriptionPayload,
  pushServiceHosts: readonly string[],
): Promise<PushSubscriptionResult> {
  const endpoint = checkedEndpoint(body.endpoint, pushServiceHosts);
  const p256dh = unpadded(body.keys.p256dh);
  if (!isP256Point(p256dh)) {
    throw new ValidationError('keys.p256dh must be an uncompressed P-256 public key.');
  }
  await db.transaction().execute(async (trx) => {
    await upsertPushSubscription(trx, {
      userId,
      endpoint,
      p256dh,
      auth: unpadded(body.keys.auth),
      createdAt: nowTimestamp(),
    });
    await trimPushSubscriptions(trx, userId, PUSH_LIMITS.subscriptionsPerUser);
  });
  return { endpoint };
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

/** Whether a host is one of the push services, or a host below one of them. */
export function isPushServiceHost(host: string, pushServiceHosts: readonly string[]): boolean {
  const name = host.toLowerCase();
  return pushServiceHosts.some((allowed) => name === allowed || name.endsWith(`.${allowed}`));
}

/**
 * An https endpoint on one of the push services browsers use (PUSH_SERVICE_HOSTS). The alert
 * worker POSTs to every stored endpoint, so an address a user made up (an internal host, a
 * private IP) is refused here: the API is never made to call it.
 */
function checkedEndpoint(value: string, pushServiceHosts: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ValidationError('endpoint must be an https URL.');
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.hash !== '') {
    throw new ValidationError('endpoint must be an https URL.');
  }
  if (!isPushServiceHost(url.hostname, pushServiceHosts)) {
    throw new ValidationError("endpoint must be on a browser's push service.");
  }
  // Stored as the browser gave it: DELETE and the browser's own copy must match it exactly.
  return value;
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
