import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, PushSubscriptionRow } from '../../db/types';

type Executor = Kysely<Database> | Transaction<Database>;

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: string;
}

/**
 * One row per endpoint: subscribing again from the same browser replaces its keys, and a
 * browser that signs in to another account now alerts that account (whoever holds the
 * endpoint is that browser).
 */
export async function upsertPushSubscription(
  db: Executor,
  subscription: NewPushSubscription,
): Promise<void> {
  const latest = {
    user_id: subscription.userId,
    p256dh: subscription.p256dh,
    auth: subscription.auth,
    created_at: subscription.createdAt,
  };
  await db
    .insertInto('push_subscriptions')
    .values({ id: randomUUID(), endpoint: subscription.endpoint, ...latest })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(latest))
    .execute();
}

/** Drops the user's oldest subscriptions beyond `keep`. */
export async function trimPushSubscriptions(
  db: Executor,
  userId: string,
  keep: number,
): Promise<void> {
  const kept = db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(keep);
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('id', 'not in', kept)
    .execute();
}

/** Deletes the user's subscription at this endpoint; false when the user has none there. */
export async function deleteUserPushSubscription(
  db: Executor,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findPushSubscription(
  db: Executor,
  endpoint: string,
): Promise<Pick<PushSubscriptionRow, 'id' | 'auth'> | undefined> {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'auth'])
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
}

/**
 * Moves a subscription to the browser's new endpoint and keys in place (same id, user and
 * creation time), if it still has the auth secret that was checked; false when it has not (a
 * concurrent change won). Another row at the new endpoint is dropped: the endpoint is this
 * browser's, as in upsertPushSubscription.
 */
export async function replacePushSubscriptionRow(
  db: Executor,
  row: Pick<PushSubscriptionRow, 'id' | 'auth'>,
  next: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
): Promise<boolean> {
  await db
    .deleteFrom('push_subscriptions')
    .where('endpoint', '=', next.endpoint)
    .where('id', '!=', row.id)
    .execute();
  const result = await db
    .updateTable('push_subscriptions')
    .set({ endpoint: next.endpoint, p256dh: next.p256dh, auth: next.auth })
    .where('id', '=', row.id)
    .where('auth', '=', row.auth)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listPushSubscriptions(
  db: Executor,
  userId: string,
): Promise<PushSubscriptionRow[]> {
  return db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/**
 * Deletes a subscription the push service said is gone (404/410), unless the browser
 * subscribed again with new keys while the send was under way.
 */
export async function deleteGonePushSubscription(
  db: Executor,
  row: Pick<PushSubscriptionRow, 'id' | 'p256dh'>,
): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('id', '=', row.id)
    .where('p256dh', '=', row.p256dh)
    .execute();
}
