import {
  PUSH_SERVICE_WORKER_SCOPE,
  PUSH_SERVICE_WORKER_URL,
  apiErrorStatus,
  call,
  type PushSubscriptionPayload,
} from 'shared';

/**
 * Web Push in this browser: the service worker, the browser's permission and
 * PushSubscription, and the API's copy of it. The browser holds one subscription per site,
 * whoever is signed in; the API keeps it for the account that turned it on.
 */

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(PUSH_SERVICE_WORKER_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What this browser is at now, without asking the user anything. */
export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The VAPID key as PushManager.subscribe wants it (bytes, not base64url). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Registers the service worker, asks for permission (the click that called this is the user
 * gesture browsers require), subscribes with the API's VAPID key and gives the API the
 * subscription. 'blocked' or 'off' when permission was refused or dismissed.
 */
export async function turnOnPush(): Promise<PushState | 'dismissed'> {
  const registration = await navigator.serviceWorker.register(PUSH_SERVICE_WORKER_URL, {
    scope: PUSH_SERVICE_WORKER_SCOPE,
  });
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'dismissed';
  const { publicKey } = await call('pushPublicKey');
  // The worker must be active before the browser may subscribe on its behalf.
  await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, publicKey)) {
    // Made with another key (the site's keys changed): it can never receive our alerts.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  });
  try {
    // A live subscription's toJSON() holds its endpoint and keys (the API checks them).
    const body = subscription.toJSON() as PushSubscriptionPayload;
    await call('addPushSubscription', { body }, { signedInAction: true });
  } catch (error) {
    // Not kept by the API: no half-on state where the browser thinks alerts will come.
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return 'on';
}

function sameKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options?.applicationServerKey;
  if (!key) return true;
  const wanted = applicationServerKey(publicKey);
  const have = new Uint8Array(key);
  return have.length === wanted.length && have.every((byte, i) => byte === wanted[i]);
}

/**
 * Tells the API to forget this browser, then ends the browser's subscription. The API not
 * knowing it (404: it belonged to another account signed in here before) is not a failure.
 */
export async function turnOffPush(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    try {
      await call(
        'removePushSubscription',
        { body: { endpoint: subscription.endpoint } },
        { signedInAction: true },
      );
    } catch (error) {
      if (apiErrorStatus(error) !== 404) throw error;
    }
    await subscription.unsubscribe();
  }
  return 'off';
}
