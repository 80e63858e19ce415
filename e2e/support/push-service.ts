import type { IncomingHttpHeaders } from 'node:http';
import type { CDPSession, Page } from '@playwright/test';
import {
  isRefusal,
  openPush,
  PUSH_SERVICE_CERT,
  PushService,
  type ServiceSubscription,
} from '../../api/test/helpers/push-service-protocol';

/**
 * The stand-in's TLS certificate (localhost, self-signed; the API tests' fixture). The API
 * speaks https only, as push services do: the e2e API server trusts this certificate through
 * NODE_EXTRA_CA_CERTS (playwright.config.ts), and nothing else changes in the API.
 */
export { PUSH_SERVICE_CERT };

interface Subscription extends ServiceSubscription {
  /** The VAPID key the page subscribed with: a push signed by another key is refused (403). */
  vapidKey: string;
  page: Page;
}

interface DeliveryTarget {
  cdp: CDPSession;
  /** The page's origin's service worker registration at scope `/`, as DevTools names it. */
  registrationId?: string;
}

export interface DeliveredPush {
  subscription: string;
  text: string;
  ttl: number;
  vapidAud: string;
}

/**
 * A local Web Push service for the browser (RFC 8030/8291/8292). Chromium's own
 * PushManager.subscribe() registers with Google's push service (FCM), which this machine
 * cannot reach (headless Chromium here answers "AbortError: Registration failed - permission
 * denied" at once), so:
 *
 * - In the page, the ONLY stand-in is `PushManager.prototype.subscribe` (and
 *   `getSubscription`, which must return what subscribe gave): an init script answers a
 *   subscription whose endpoint is this service and whose keys (a P-256 pair and an auth
 *   secret made here, as a browser makes them) are this service's. The service worker, its
 *   registration, the permission, the settings page and the API are all real.
 * - Here, every push the API sends is checked as a real push service checks it (the VAPID
 *   JWT's ES256 signature against `k`, `k` being the key the page subscribed with, `aud`,
 *   `exp`; `Content-Encoding: aes128gcm`; TTL), decrypted with http_ece as the browser would
 *   (the API tests' push-service-protocol.ts, shared), and the plaintext handed to the page's REAL service worker through the DevTools protocol
 *   (`ServiceWorker.deliverPushMessage`), which fires its `push` event.
 */
export class PushServiceStandIn extends PushService<Subscription> {
  private readonly targets = new Map<Page, DeliveryTarget>();
  readonly delivered: DeliveredPush[] = [];

  /**
   * Makes the page subscribe here: installs the PushManager stand-in (before any of the
   * page's scripts) and follows its service worker registrations through DevTools.
   */
  async attach(page: Page): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    const target: DeliveryTarget = { cdp };
    this.targets.set(page, target);
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const registration of registrations) {
        const scope = new URL(registration.scopeURL);
        if (scope.pathname !== '/') continue;
        if (registration.isDeleted) {
          if (target.registrationId === registration.registrationId)
            target.registrationId = undefined;
        } else {
          target.registrationId = registration.registrationId;
        }
      }
    });
    await cdp.send('ServiceWorker.enable');
    await page.exposeBinding(
      '__rentmapPushStandInSubscribe',
      (source, applicationServerKey: string) => this.subscribe(source.page, applicationServerKey),
    );
    await page.addInitScript(installPushManagerStandIn);
  }

  private subscribe(page: Page, applicationServerKey: string) {
    return this.addSubscription({ vapidKey: applicationServerKey, page });
  }

  protected async receive(
    subscription: Subscription,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): Promise<number> {
    const push = openPush(headers, body, this.origin, subscription);
    if (isRefusal(push)) return this.refuse(push.status, push.why);
    const { text, ttl } = push;
    const target = this.targets.get(subscription.page);
    if (!target?.registrationId) return this.refuse(410, 'the page has no service worker');
    await target.cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(subscription.page.url()).origin,
      registrationId: target.registrationId,
      data: text,
    });
    this.delivered.push({ subscription: subscription.id, text, ttl, vapidAud: push.claims.aud });
    return 201;
  }
}

/**
 * Runs in the page before its scripts: PushManager.subscribe answers a subscription of the
 * stand-in (through the binding above) instead of registering with the vendor's service.
 * Kept in localStorage so getSubscription() still finds it after a reload, as a browser would.
 */
function installPushManagerStandIn(): void {
  const STORE = 'rentmap-e2e-push-subscription';
  type Json = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  type Stored = { json: Json; applicationServerKey: string };
  const binding = (
    window as unknown as {
      __rentmapPushStandInSubscribe(key: string): Promise<Json>;
    }
  ).__rentmapPushStandInSubscribe;

  const toBase64Url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const fromBase64Url = (text: string) =>
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

  const read = (): Stored | null => {
    const text = localStorage.getItem(STORE);
    return text ? (JSON.parse(text) as Stored) : null;
  };
  const asSubscription = (stored: Stored) => ({
    endpoint: stored.json.endpoint,
    expirationTime: null,
    options: {
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url(stored.applicationServerKey).buffer,
    },
    getKey: (name: 'p256dh' | 'auth') => fromBase64Url(stored.json.keys[name]).buffer,
    toJSON: () => stored.json,
    unsubscribe: async () => {
      localStorage.removeItem(STORE);
      return true;
    },
  });

  PushManager.prototype.subscribe = async function subscribe(
    options?: PushSubscriptionOptionsInit,
  ) {
    const key = options?.applicationServerKey;
    if (!key || typeof key === 'string') throw new DOMException('No key', 'InvalidAccessError');
    const bytes = new Uint8Array(
      ArrayBuffer.isView(key)
        ? key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength)
        : key,
    );
    const applicationServerKey = toBase64Url(bytes);
    const existing = read();
    if (existing?.applicationServerKey === applicationServerKey) {
      return asSubscription(existing) as unknown as PushSubscription;
    }
    const stored = { json: await binding(applicationServerKey), applicationServerKey };
    localStorage.setItem(STORE, JSON.stringify(stored));
    return asSubscription(stored) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    const stored = read();
    return stored ? (asSubscription(stored) as unknown as PushSubscription) : null;
  };
}
