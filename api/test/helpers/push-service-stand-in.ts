import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import {
  isRefusal,
  openPush,
  PUSH_SERVICE_CERT,
  PushService,
  subscriptionIdOf,
  type BrowserSubscription,
  type OpenedPush,
  type ServiceSubscription,
} from './push-service-protocol';

export type { BrowserSubscription };

export interface ReceivedPush extends OpenedPush {
  subscription: string;
  urgency: string | undefined;
  topic: string | undefined;
}

interface StandInSubscription extends ServiceSubscription {
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
export class PushServiceStandIn extends PushService<StandInSubscription> {
  readonly received: ReceivedPush[] = [];

  protected receive(
    subscription: StandInSubscription,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): number {
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
  }

  /** A new subscription, as PushSubscription.toJSON() gives it to the page. */
  subscribe(): BrowserSubscription {
    return this.addSubscription({ answers: [] });
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
