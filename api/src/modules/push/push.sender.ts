import { createHash } from 'node:crypto';
import https from 'node:https';
import webpush from 'web-push';
import type { App } from '../../http/app-instance';
import type { PushSubscriptionRow } from '../../db/types';
import { pushTarget, type PushTarget } from './push-endpoint';
import { deleteGonePushSubscription, listPushSubscriptions } from './push.repository';

/** What the service worker (host/public/push-sw.js) shows. */
export interface PushMessage {
  title: string;
  body: string;
  /** Opened when the notification is clicked. */
  url: string;
  /** Notifications with the same tag replace each other (one per watched area). */
  tag: string;
}

/**
 * How long a push service keeps an alert for a browser that is offline: a new comment is
 * still news the next morning, not a week later.
 */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** One slow push service must not hold the alert worker (the socket's idle time). */
export const PUSH_TIMEOUT_MS = 15_000;

/** A send worth trying again later (the push service's 5xx or 429, or the network). */
export class PushDeliveryError extends Error {
  override name = 'PushDeliveryError';
}

/**
 * Sends the message to every browser the user turned alerts on in (Web Push with VAPID,
 * aes128gcm), all at once. A subscription the push service says is gone (404, 410) is
 * deleted; other refusals (400, 403, 413: nothing a retry changes) are logged and dropped.
 * Throws PushDeliveryError when a send failed in a way worth retrying; the others were sent,
 * and a retry sends to them again: the same `tag` makes the browser replace, not repeat.
 */
export async function sendPushToUser(
  app: App,
  userId: string,
  message: PushMessage,
): Promise<void> {
  const subscriptions = await listPushSubscriptions(app.db, userId);
  const results = await Promise.all(
    subscriptions.map((subscription) => sendToSubscription(app, subscription, message)),
  );
  const failed = results.filter((result) => result === 'retry').length;
  if (failed > 0) {
    throw new PushDeliveryError(
      `Web Push failed for ${failed} of ${subscriptions.length} subscriptions; worth retrying`,
    );
  }
}

type Outcome = 'sent' | 'gone' | 'refused' | 'retry';

async function sendToSubscription(
  app: App,
  subscription: PushSubscriptionRow,
  message: PushMessage,
): Promise<Outcome> {
  // The endpoint is a capability URL (anyone holding it can push to that browser): logs get
  // the push service's origin and the row's id only.
  const log = app.log.child({
    pushSubscription: subscription.id,
    pushService: originOf(subscription),
  });
  let target: PushTarget;
  try {
    target = pushTarget(subscription.endpoint, app.config.pushServiceHosts);
  } catch {
    // Kept from before the endpoint rules were this strict, or PUSH_SERVICE_HOSTS narrowed
    // since: never sent to, so it is of no use to anyone.
    await deleteGonePushSubscription(app.db, subscription);
    log.warn('A push subscription is not on an allowed push service; deleted it unsent');
    return 'refused';
  }
  try {
    const request = webpush.generateRequestDetails(
      {
        endpoint: target.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(message),
      {
        vapidDetails: app.push.vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'normal',
        // A newer alert of the same area replaces one still waiting at the push service.
        topic: topicOf(message.tag),
        contentEncoding: 'aes128gcm',
      },
    );
    await post(target, request.headers, request.body);
    return 'sent';
  } catch (error) {
    const status = error instanceof PushServiceAnswer ? error.statusCode : undefined;
    if (status === 404 || status === 410) {
      await deleteGonePushSubscription(app.db, subscription);
      log.info({ status }, 'A push subscription has ended; deleted it');
      return 'gone';
    }
    if (status !== undefined && status < 500 && status !== 429) {
      log.warn({ status }, 'The push service refused an alert');
      return 'refused';
    }
    log.warn(
      status === undefined ? { err: networkError(error) } : { status },
      'Sending an alert to a push service failed',
    );
    return 'retry';
  }
}

/** A push service's answer other than 2xx. */
class PushServiceAnswer extends Error {
  override name = 'PushServiceAnswer';
  constructor(readonly statusCode: number) {
    super(`The push service answered ${statusCode}`);
  }
}

/**
 * POSTs one encrypted push (web-push made its headers and body) to the host, port and path
 * the endpoint was checked for. web-push's own sender would parse the endpoint again with
 * Node's legacy URL parser; sending here means the checked host is the one connected to.
 */
function post(
  target: PushTarget,
  headers: Record<string, string | number>,
  body: Buffer | null,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.path,
        method: 'POST',
        headers,
        timeout: PUSH_TIMEOUT_MS,
      },
      (response) => {
        // Only the status matters; the body is read so the socket can be reused.
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new PushServiceAnswer(status));
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('Socket timeout')));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

/** RFC 8030 Topic: at most 32 base64url characters, so a digest of the tag. */
export function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

function originOf(subscription: PushSubscriptionRow): string {
  try {
    return new URL(subscription.endpoint).origin;
  } catch {
    return 'unknown';
  }
}

/** Node's network errors name the host and port, never the path (the endpoint's secret). */
function networkError(error: unknown): { code?: string; message: string } {
  const { code, message } = error as { code?: string; message?: string };
  return { code, message: String(message ?? error) };
}
