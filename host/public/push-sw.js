/*
 * RentMap's service worker: watched-area alerts by Web Push (issue 17).
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
