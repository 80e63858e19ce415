/*
 * RentMap's service worker: watched-area alerts by Web Push.
 *
 * Served at the site's root (/push-sw.js, never cached immutably: see api/src/web/cache-control.ts)
 * so its scope is the whole app. It does nothing but alerts: no fetch handler, no offline
 * cache, so it can never serve a stale page or a stale remote.
 *
 * The API sends `{ title, body, url, tag }` (api/src/modules/push/push.sender.ts), encrypted
 * to this browser's subscription; the browser has decrypted it by the time `push` fires.
 */

/* global self */

/** The page's own texts (shared) do not reach a worker script; this one word is the title. */
const DEFAULT_TITLE = 'RentMap';
const ICON = '/favicon.svg';
/** shared's ROUTES.pushPublicKey and ROUTES.replacePushSubscription (a worker cannot import). */
const PUBLIC_KEY_PATH = '/api/push/public-key';
const SUBSCRIPTION_CHANGES_PATH = '/api/push/subscription-changes';

self.addEventListener('install', () => {
  // A new version takes over at once: it has no caches to keep consistent.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function readMessage(data) {
  if (!data) return {};
  try {
    const message = data.json();
    return message && typeof message === 'object' ? message : {};
  } catch {
    return { body: data.text() };
  }
}

/** Only this site's pages and http(s) links are opened; anything else opens the map. */
function safeUrl(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : '/', self.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? url.href
      : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  const title = typeof message.title === 'string' && message.title ? message.title : DEFAULT_TITLE;
  const options = {
    body: typeof message.body === 'string' ? message.body : '',
    icon: ICON,
    data: { url: safeUrl(message.url) },
  };
  // One notification per tag (a watched area): a newer alert replaces it and rings again.
  if (typeof message.tag === 'string' && message.tag) {
    options.tag = message.tag;
    options.renotify = true;
  }
  // Chromium and Safari require every push to show a notification (userVisibleOnly).
  event.waitUntil(self.registration.showNotification(title, options));
});

/** The subscription the browser moved to, or a new one made with the old one's options. */
async function renewedSubscription(event) {
  if (event.newSubscription) return event.newSubscription;
  const options = event.oldSubscription.options;
  if (options && options.applicationServerKey) {
    return self.registration.pushManager.subscribe({
      userVisibleOnly: options.userVisibleOnly,
      applicationServerKey: options.applicationServerKey,
    });
  }
  // No options kept with the old subscription: the site's key, as base64url (which subscribe
  // takes as it is).
  const response = await fetch(PUBLIC_KEY_PATH, { credentials: 'omit' });
  if (!response.ok) throw new Error(`The push key could not be read (${response.status})`);
  const { data } = await response.json();
  return self.registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: data.publicKey,
  });
}

/**
 * The browser's push service renewed or ended this browser's subscription. The worker has no
 * access token (it lives in the page's storage), so it proves to the API that it is the old
 * subscription's browser by that subscription's auth secret and hands over the new one
 * (POST /api/push/subscription-changes). A browser that gives no old subscription leaves
 * nothing to prove it with: the page registers the browser's subscription on the next
 * signed-in visit instead.
 */
self.addEventListener('pushsubscriptionchange', (event) => {
  const old = event.oldSubscription;
  const oldAuth = old && (old.toJSON().keys || {}).auth;
  if (!oldAuth) return;
  event.waitUntil(
    (async () => {
      const renewed = await renewedSubscription(event);
      const response = await fetch(SUBSCRIPTION_CHANGES_PATH, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          oldEndpoint: old.endpoint,
          oldAuth,
          newSubscription: renewed.toJSON(),
        }),
      });
      if (!response.ok) throw new Error(`The new subscription was refused (${response.status})`);
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = safeUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === url);
      if (same) return same.focus();
      // A tab of the app already open goes to the comment instead of opening another one.
      const ours = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (ours && new URL(url).origin === self.location.origin) {
        try {
          // Only a tab this worker controls can be navigated; any other gets a new window.
          const navigated = await ours.navigate(url);
          if (navigated) return navigated.focus();
        } catch {
          // fall through
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
