import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import {
  isRefusal,
  newReceiverKeys,
  openPush,
  PUSH_SERVICE_CERT,
  startPushServer,
  subscriptionIdOf,
  type OpenedPush,
  type ReceiverKeys,
} from './push-service-protocol';

/** What a browser would POST to /users/me/push-subscriptions. */
export interface BrowserSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush extends OpenedPush {
  subscription: string;
  urgency: string | undefined;
  topic: string | undefined;
}

interface StandInSubscription extends ReceiverKeys {
  id: string;
  /** Answers the next pushes get, in order (then 201). */
  answers: number[];
}

/**
 * A local Web Push service (RFC 8030) as a browser's vendor runs it: it makes each
 * subscription's P-256 key pair and auth secret the way a browser does, and for every push
 * checks what a real service checks (the VAPID JWT's ES256 signature against `k` and its
 * `aud`, RFC 8292; `Content-Encoding: aes128gcm`; a TTL), then decrypts the payload with
 * http_ece (RFC 8291), as the browser would (push-service-protocol.ts). Anything wrong is
 * answered 400/401 and kept in `refusals`.
 */
export class PushServiceStandIn {
  private server?: Awaited<ReturnType<typeof startPushServer>>;
  private readonly subscriptions = new Map<string, StandInSubscription>();
  readonly received: ReceivedPush[] = [];
  readonly refusals: string[] = [];
  origin = '';

  async start(): Promise<void> {
    this.server = await startPushServer(({ method, url, headers, body }) => {
      const subscription = this.subscriptions.get(subscriptionIdOf(url));
      if (method !== 'POST' || !subscription) return this.refuse(404, `${method} ${url}`);
      const planned = subscription.answers.shift();
      if (planned !== undefined) return planned;
      const push = openPush(headers, body, this.origin, subscription);
      if (isRefusal(push)) return this.refuse(push.status, push.why);
      this.received.push({
        subscription: subscription.id,
        ...push,
        urgency: headers.urgency as string | undefined,
        topic: headers.topic as string | undefined,
      });
      return 201;
    });
    this.origin = this.server.origin;
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  /** A new subscription, as PushSubscription.toJSON() gives it to the page. */
  subscribe(): BrowserSubscription {
    const { keys, auth, json } = newReceiverKeys();
    const subscription = { id: randomUUID(), keys, auth, answers: [] };
    this.subscriptions.set(subscription.id, subscription);
    return { endpoint: `${this.origin}/push/${subscription.id}`, expirationTime: null, keys: json };
  }

  /** The next pushes to this subscription are answered with these statuses (e.g. 410, 500). */
  answerNext(endpoint: string, ...statuses: number[]): void {
    this.subscriptions.get(subscriptionIdOf(endpoint))?.answers.push(...statuses);
  }

  /** Messages delivered to this subscription, decrypted. */
  messagesFor(endpoint: string): string[] {
    const id = subscriptionIdOf(endpoint);
    return this.received.filter((push) => push.subscription === id).map((push) => push.text);
  }

  private refuse(status: number, why: string): number {
    this.refusals.push(why);
    return status;
  }
}

/**
 * One stand-in for the file, listening before its tests and closed after them; the file's
 * process trusts its certificate meanwhile (web-push sends with Node's global https agent),
 * as NODE_EXTRA_CA_CERTS does for the e2e server.
 */
export function usePushServiceStandIn(): PushServiceStandIn {
  const standIn = new PushServiceStandIn();
  const defaultCa = https.globalAgent.options.ca;
  beforeAll(async () => {
    https.globalAgent.options.ca = [...rootCertificates, readFileSync(PUSH_SERVICE_CERT, 'utf8')];
    await standIn.start();
  });
  afterAll(async () => {
    await standIn.close();
    https.globalAgent.options.ca = defaultCa;
  });
  return standIn;
}
