import {
  createECDH,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { decrypt } from 'http_ece';

/**
 * The stand-in's TLS certificate (127.0.0.1 and localhost, self-signed): web-push speaks https
 * only, as every push service does, so a test trusts this certificate (`trustPushStandIn`).
 */
export const PUSH_STAND_IN_TLS = {
  cert: readFileSync(path.join(__dirname, '../fixtures/push-service-tls/cert.pem')),
  key: readFileSync(path.join(__dirname, '../fixtures/push-service-tls/key.pem')),
};

/** What a browser would POST to /users/me/push-subscriptions. */
export interface BrowserSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  subscription: string;
  /** The decrypted payload. */
  text: string;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  /** The VAPID JWT's claims, checked. */
  claims: { aud: string; exp: number; sub: string };
  /** The `k` of the Authorization header: the sender's VAPID public key. */
  vapidKey: string;
}

interface StandInSubscription {
  id: string;
  keys: ECDH;
  auth: Buffer;
  /** Answers the next pushes get, in order (then 201). */
  answers: number[];
}

/**
 * A local Web Push service (RFC 8030) as a browser's vendor runs it: it makes each
 * subscription's P-256 key pair and auth secret the way a browser does, and for every push
 * checks what a real service checks (the VAPID JWT's ES256 signature against `k` and its
 * `aud`, RFC 8292; `Content-Encoding: aes128gcm`; a TTL), then decrypts the payload with
 * http_ece (RFC 8291), as the browser would. Anything wrong is answered 400/401 and kept in
 * `refusals`.
 */
export class PushServiceStandIn {
  private server?: Server;
  private readonly subscriptions = new Map<string, StandInSubscription>();
  readonly received: ReceivedPush[] = [];
  readonly refusals: string[] = [];
  origin = '';

  async start(): Promise<void> {
    this.server = createServer(PUSH_STAND_IN_TLS, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const status = this.accept(
          request.method,
          request.url,
          request.headers,
          Buffer.concat(chunks),
        );
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** A new subscription, as PushSubscription.toJSON() gives it to the page. */
  subscribe(): BrowserSubscription {
    const keys = createECDH('prime256v1');
    keys.generateKeys();
    const subscription = { id: randomUUID(), keys, auth: randomBytes(16), answers: [] };
    this.subscriptions.set(subscription.id, subscription);
    return {
      endpoint: `${this.origin}/push/${subscription.id}`,
      expirationTime: null,
      keys: {
        p256dh: keys.getPublicKey().toString('base64url'),
        auth: subscription.auth.toString('base64url'),
      },
    };
  }

  /** The next pushes to this subscription are answered with these statuses (e.g. 410, 500). */
  answerNext(endpoint: string, ...statuses: number[]): void {
    this.subscriptions.get(idOf(endpoint))?.answers.push(...statuses);
  }

  /** Messages delivered to this subscription, decrypted. */
  messagesFor(endpoint: string): string[] {
    const id = idOf(endpoint);
    return this.received.filter((push) => push.subscription === id).map((push) => push.text);
  }

  private accept(
    method: string | undefined,
    url: string | undefined,
    headers: Record<string, string | string[] | undefined>,
    body: Buffer,
  ): number {
    const subscription = this.subscriptions.get(idOf(url ?? ''));
    if (method !== 'POST' || !subscription) return this.refuse(404, `${method} ${url}`);
    const planned = subscription.answers.shift();
    if (planned !== undefined) return planned;

    const vapid = checkVapid(String(headers.authorization ?? ''), this.origin);
    if (typeof vapid === 'string') return this.refuse(401, vapid);
    if (headers['content-encoding'] !== 'aes128gcm') return this.refuse(400, 'not aes128gcm');
    const ttl = Number(headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return this.refuse(400, 'no TTL');
    let text: string;
    try {
      text = decrypt(body, {
        version: 'aes128gcm',
        privateKey: subscription.keys,
        authSecret: subscription.auth,
      }).toString('utf8');
    } catch (error) {
      return this.refuse(400, `payload does not decrypt: ${String(error)}`);
    }
    this.received.push({
      subscription: subscription.id,
      text,
      ttl,
      urgency: headers.urgency as string | undefined,
      topic: headers.topic as string | undefined,
      ...vapid,
    });
    return 201;
  }

  private refuse(status: number, why: string): number {
    this.refusals.push(why);
    return status;
  }
}

function idOf(endpointOrPath: string): string {
  return /\/push\/([^/?#]+)$/.exec(endpointOrPath)?.[1] ?? '';
}

/**
 * RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT is ES256-signed by the key `k` names,
 * its `aud` is the push service's origin and it expires within 24 hours. The claims, or why not.
 */
export function checkVapid(
  authorization: string,
  origin: string,
): { claims: ReceivedPush['claims']; vapidKey: string } | string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) return `not a VAPID Authorization header`;
  const [, token, vapidKey] = match as unknown as [string, string, string];
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(vapidKey, 'base64url');
  let signed: boolean;
  try {
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      format: 'jwk',
    });
    signed = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
  } catch {
    return 'k is not a P-256 public key';
  }
  if (!signed) return 'the VAPID JWT signature does not verify';
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') return 'not ES256';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) return 'exp is not within 24 hours';
  if (!/^(mailto:|https:)/.test(claims.sub)) return 'sub is not mailto: or https:';
  return { claims, vapidKey };
}
