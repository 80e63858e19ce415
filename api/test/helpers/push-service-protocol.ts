import {
  createECDH,
  createPublicKey,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { decrypt } from 'http_ece';

/*
 * What every local Web Push service stand-in does the same way: the API tests'
 * (push-service-stand-in.ts) and the e2e suite's (e2e/support/push-service.ts, which imports
 * this file by relative path, so nothing here may need jest). Node and http_ece only.
 */

/**
 * The stand-ins' TLS certificate (127.0.0.1 and localhost, self-signed): web-push speaks https
 * only, as every push service does, so whoever sends to a stand-in trusts this certificate
 * (the API tests through https.globalAgent, the e2e server through NODE_EXTRA_CA_CERTS).
 */
export const PUSH_SERVICE_CERT = path.join(__dirname, '../fixtures/push-service-tls/cert.pem');
const PUSH_SERVICE_KEY = path.join(path.dirname(PUSH_SERVICE_CERT), 'key.pem');

/** A subscription's receiving side: its P-256 key pair and auth secret, as a browser makes them. */
export interface ReceiverKeys {
  keys: ECDH;
  auth: Buffer;
}

/** New receiving keys, and their public half as PushSubscription.toJSON() names it. */
export function newReceiverKeys(): ReceiverKeys & { json: { p256dh: string; auth: string } } {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16);
  return {
    keys,
    auth,
    json: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/** A push a stand-in accepted: decrypted, with what its headers said. */
export interface OpenedPush {
  text: string;
  ttl: number;
  /** The VAPID JWT's claims, checked. */
  claims: VapidClaims;
  /** The `k` of the Authorization header: the sender's VAPID public key. */
  vapidKey: string;
}

/** Why a push is refused, and the status a push service answers it with. */
export interface Refusal {
  status: number;
  why: string;
}

/**
 * Checks a push as a real push service does, then decrypts it as the browser would: the VAPID
 * JWT (RFC 8292; when `vapidKey` is given, `k` must be that key, the one the page subscribed
 * with), `Content-Encoding: aes128gcm`, a TTL, and the payload with http_ece (RFC 8291).
 */
export function openPush(
  headers: IncomingHttpHeaders,
  body: Buffer,
  origin: string,
  receiver: ReceiverKeys & { vapidKey?: string },
): OpenedPush | Refusal {
  const vapid = checkVapid(String(headers.authorization ?? ''), origin);
  if (typeof vapid === 'string') return { status: 401, why: vapid };
  if (receiver.vapidKey !== undefined && vapid.vapidKey !== receiver.vapidKey) {
    return { status: 403, why: 'signed with another key than the page subscribed with' };
  }
  if (headers['content-encoding'] !== 'aes128gcm') return { status: 400, why: 'not aes128gcm' };
  const ttl = Number(headers.ttl);
  if (!Number.isInteger(ttl) || ttl < 0) return { status: 400, why: 'no TTL' };
  try {
    const text = decrypt(body, {
      version: 'aes128gcm',
      privateKey: receiver.keys,
      authSecret: receiver.auth,
    }).toString('utf8');
    return { text, ttl, ...vapid };
  } catch (error) {
    return { status: 400, why: `the payload does not decrypt: ${String(error)}` };
  }
}

export function isRefusal(result: OpenedPush | Refusal): result is Refusal {
  return 'why' in result;
}

/**
 * RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT is ES256-signed by the key `k` names,
 * its `aud` is the push service's origin and it expires within 24 hours. The claims, or why not.
 */
export function checkVapid(
  authorization: string,
  origin: string,
): { claims: VapidClaims; vapidKey: string } | string {
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
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as VapidClaims;
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) return 'exp is not within 24 hours';
  if (!/^(mailto:|https:)/.test(claims.sub)) return 'sub is not mailto: or https:';
  return { claims, vapidKey };
}

/** The subscription id in an endpoint (`<origin>/push/<id>`) or a request's path. */
export function subscriptionIdOf(endpointOrPath: string): string {
  return /\/push\/([^/?#]+)$/.exec(endpointOrPath)?.[1] ?? '';
}

/**
 * Serves `answer` over https (the certificate above) on a free loopback port: each request's
 * whole body in, a status out (a thrown error or rejection answers 500 and goes to `onError`).
 */
export async function startPushServer(
  answer: (request: {
    method: string | undefined;
    url: string;
    headers: IncomingHttpHeaders;
    body: Buffer;
  }) => number | Promise<number>,
  onError: (error: unknown) => void = () => {},
): Promise<{ origin: string; close(): Promise<void> }> {
  const tls = { cert: readFileSync(PUSH_SERVICE_CERT), key: readFileSync(PUSH_SERVICE_KEY) };
  const server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { method, url = '', headers } = request;
      Promise.resolve()
        .then(() => answer({ method, url, headers, body: Buffer.concat(chunks) }))
        .then((status) => response.writeHead(status).end())
        .catch((error: unknown) => {
          onError(error);
          response.writeHead(500).end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    // By name: an endpoint's host must be a host name, never an IP address.
    origin: `https://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A subscription as the page gets it from PushSubscription.toJSON(), and POSTs to the API. */
export interface BrowserSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A subscription the service knows: its id in the endpoint and its receiver keys. */
export interface ServiceSubscription extends ReceiverKeys {
  id: string;
}

/**
 * A push service's own part, the same in every stand-in: its server, its subscriptions (each
 * with keys made as a browser makes them), 404 for an unknown endpoint, and the refusals it
 * kept. What a stand-in does with a push to a known subscription is its `receive`.
 */
export abstract class PushService<S extends ServiceSubscription> {
  private server?: Awaited<ReturnType<typeof startPushServer>>;
  protected readonly subscriptions = new Map<string, S>();
  readonly refusals: string[] = [];
  origin = '';

  async start(): Promise<void> {
    this.server = await startPushServer(
      ({ method, url, headers, body }) => {
        const subscription = this.subscriptions.get(subscriptionIdOf(url));
        if (method !== 'POST' || !subscription) return this.refuse(404, `${method} ${url}`);
        return this.receive(subscription, headers, body);
      },
      (error) => this.refusals.push(`delivery failed: ${String(error)}`),
    );
    this.origin = this.server.origin;
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  /** A push to one of this service's subscriptions: the status to answer. */
  protected abstract receive(
    subscription: S,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): number | Promise<number>;

  /** A new subscription with fresh receiver keys, and its JSON for the page. */
  protected addSubscription(own: Omit<S, keyof ServiceSubscription>): BrowserSubscription {
    const { keys, auth, json } = newReceiverKeys();
    const id = randomUUID();
    this.subscriptions.set(id, { ...own, id, keys, auth } as S);
    return { endpoint: `${this.origin}/push/${id}`, expirationTime: null, keys: json };
  }

  protected refuse(status: number, why: string): number {
    this.refusals.push(why);
    return status;
  }
}
