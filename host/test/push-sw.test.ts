/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from 'shared';

// The push service worker's handlers, run against a stand-in of the worker's global (`self`):
// its registration, clients, events and fetch. e2e/tests/push-alerts.spec.ts runs the file in
// Chromium with a real push; a notification click and a pushsubscriptionchange cannot be
// made there (no browser fires the latter on demand).

const SOURCE = readFileSync(path.join(__dirname, '../public/push-sw.js'), 'utf8');
const ORIGIN = 'https://rentmap.example';

interface FakeClient {
  url: string;
  focus: jest.Mock;
  navigate: jest.Mock;
}

/** A PushSubscription as the browser hands it to the worker. */
interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer; userVisibleOnly: boolean } | null;
  toJSON: () => { endpoint: string; expirationTime: null; keys?: Record<string, string> };
}

function subscriptionAt(
  endpoint: string,
  auth: string | null,
  options: FakeSubscription['options'] = null,
): FakeSubscription {
  return {
    endpoint,
    options,
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      ...(auth ? { keys: { p256dh: `BP${endpoint.length}`, auth } } : {}),
    }),
  };
}

const VAPID_KEY = 'B'.repeat(87);

function loadWorker(windows: FakeClient[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const resubscribed = subscriptionAt('https://push.example/renewed', 'renewed-auth');
  /** The API: its VAPID key, and 200 to every change of subscription (unless told). */
  const fetch = jest.fn(async (url: string, _init?: RequestInit) =>
    url === ROUTES.pushPublicKey.path
      ? Response.json({ success: true, data: { publicKey: VAPID_KEY } })
      : Response.json({ success: true, data: {} }),
  );
  const self = {
    location: new URL(`${ORIGIN}/push-sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    skipWaiting: jest.fn(),
    registration: {
      showNotification: jest.fn(async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      }),
      pushManager: { subscribe: jest.fn(async () => resubscribed) },
    },
    clients: {
      claim: jest.fn(async () => undefined),
      matchAll: jest.fn(async () => windows),
      openWindow: jest.fn(async (url: string) => ({ url })),
    },
  };
  new Function('self', 'fetch', SOURCE)(self, fetch);

  /** Fires an event and waits for what it handed to waitUntil. */
  const fire = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({
      ...event,
      waitUntil: (promise: Promise<unknown>) => (pending = promise),
    });
    return pending;
  };
  const push = (data: string | null) =>
    fire('push', {
      data: data === null ? null : { json: () => JSON.parse(data) as unknown, text: () => data },
    });
  const click = (url: unknown) =>
    fire('notificationclick', { notification: { data: { url }, close: jest.fn() } });
  const subscriptionChange = (
    oldSubscription: FakeSubscription | null,
    newSubscription: FakeSubscription | null,
  ) => fire('pushsubscriptionchange', { oldSubscription, newSubscription });
  /** The bodies the worker POSTed to the API's change route. */
  const changes = () =>
    fetch.mock.calls
      .filter(([url]) => url === ROUTES.replacePushSubscription.path)
      .map(([, init]) => {
        expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
        return JSON.parse(String(init!.body)) as unknown;
      });
  return { self, shown, push, click, fetch, resubscribed, subscriptionChange, changes };
}

function windowAt(url: string): FakeClient {
  const client: FakeClient = {
    url,
    focus: jest.fn(async () => client),
    navigate: jest.fn(async (to: string) => ({ ...client, url: to })),
  };
  return client;
}

describe('push-sw.js', () => {
  it("shows the alert's title, body, icon and tag, and keeps its URL for the click", async () => {
    const worker = loadWorker();
    await worker.push(
      JSON.stringify({
        title: 'New comment in Fitzroy',
        body: 'House, 1 Smith St: quiet',
        url: `${ORIGIN}/?comment=1`,
        tag: 'area-1',
      }),
    );
    expect(worker.shown).toEqual([
      {
        title: 'New comment in Fitzroy',
        options: {
          body: 'House, 1 Smith St: quiet',
          icon: '/favicon.svg',
          tag: 'area-1',
          renotify: true,
          data: { url: `${ORIGIN}/?comment=1` },
        },
      },
    ]);
  });

  it('still shows a notification for a push without JSON or without data', async () => {
    const worker = loadWorker();
    await worker.push('plain words');
    await worker.push(null);
    expect(worker.shown.map(({ title, options }) => [title, options.body])).toEqual([
      ['RentMap', 'plain words'],
      ['RentMap', ''],
    ]);
  });

  it('a click focuses the tab already showing the URL', async () => {
    const open = windowAt(`${ORIGIN}/?comment=1`);
    const worker = loadWorker([windowAt(`${ORIGIN}/settings`), open]);
    await worker.click(`${ORIGIN}/?comment=1`);
    expect(open.focus).toHaveBeenCalled();
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it("a click takes the app's open tab to the URL", async () => {
    const tab = windowAt(`${ORIGIN}/settings`);
    const worker = loadWorker([tab]);
    await worker.click(`${ORIGIN}/?comment=2`);
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/?comment=2`);
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a click opens a window when no tab of the app is open, or it cannot be navigated', async () => {
    const worker = loadWorker();
    await worker.click(`${ORIGIN}/?comment=3`);
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/?comment=3`);

    const uncontrolled = windowAt(`${ORIGIN}/`);
    uncontrolled.navigate.mockRejectedValue(new TypeError('not controlled'));
    const other = loadWorker([uncontrolled]);
    await other.click(`${ORIGIN}/?comment=4`);
    expect(other.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/?comment=4`);
  });

  it('never opens a javascript: or data: URL from a push', async () => {
    const worker = loadWorker();
    await worker.click('javascript:alert(1)');
    await worker.click('data:text/html,<p>x</p>');
    expect(worker.self.clients.openWindow.mock.calls).toEqual([[`${ORIGIN}/`], [`${ORIGIN}/`]]);
  });

  describe('pushsubscriptionchange', () => {
    const old = subscriptionAt('https://push.example/old', 'old-auth-secret');

    it("tells the API the browser's new subscription, proven by the old one's auth secret", async () => {
      const worker = loadWorker();
      const renewed = subscriptionAt('https://push.example/new', 'new-auth');
      await worker.subscriptionChange(old, renewed);
      expect(worker.changes()).toEqual([
        {
          oldEndpoint: 'https://push.example/old',
          oldAuth: 'old-auth-secret',
          newSubscription: renewed.toJSON(),
        },
      ]);
      expect(worker.self.registration.pushManager.subscribe).not.toHaveBeenCalled();
    });

    it("subscribes again with the old subscription's options when the browser gives none new", async () => {
      const worker = loadWorker();
      const applicationServerKey = new Uint8Array([4, 1, 2, 3]).buffer;
      await worker.subscriptionChange(
        subscriptionAt(old.endpoint, 'old-auth-secret', {
          applicationServerKey,
          userVisibleOnly: true,
        }),
        null,
      );
      expect(worker.self.registration.pushManager.subscribe).toHaveBeenCalledWith({
        applicationServerKey,
        userVisibleOnly: true,
      });
      expect(worker.changes()).toEqual([
        {
          oldEndpoint: old.endpoint,
          oldAuth: 'old-auth-secret',
          newSubscription: worker.resubscribed.toJSON(),
        },
      ]);
      expect(worker.fetch).toHaveBeenCalledTimes(1);
    });

    it("subscribes with the site's VAPID key when the old subscription kept no options", async () => {
      const worker = loadWorker();
      await worker.subscriptionChange(old, null);
      expect(worker.fetch.mock.calls[0]![0]).toBe(ROUTES.pushPublicKey.path);
      expect(worker.self.registration.pushManager.subscribe).toHaveBeenCalledWith({
        applicationServerKey: VAPID_KEY,
        userVisibleOnly: true,
      });
      expect(worker.changes()).toEqual([
        expect.objectContaining({ newSubscription: worker.resubscribed.toJSON() }),
      ]);
    });

    it('does nothing without an old subscription: there is nothing to prove it with', async () => {
      const worker = loadWorker();
      await worker.subscriptionChange(null, subscriptionAt('https://push.example/new', 'a'));
      await worker.subscriptionChange(subscriptionAt(old.endpoint, null), null);
      expect(worker.fetch).not.toHaveBeenCalled();
      expect(worker.self.registration.pushManager.subscribe).not.toHaveBeenCalled();
    });

    it('fails the event when the API refuses the change', async () => {
      const worker = loadWorker();
      worker.fetch.mockResolvedValueOnce(
        Response.json({ success: false, code: 'NOT_FOUND', message: 'x' }, { status: 404 }),
      );
      await expect(
        worker.subscriptionChange(old, subscriptionAt('https://push.example/new', 'a')),
      ).rejects.toThrow('404');
    });
  });
});
