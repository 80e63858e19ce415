/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The push service worker's two handlers, run against a stand-in of the worker's global
// (`self`): its registration, clients and events. e2e/tests/push-alerts.spec.ts runs the file
// in Chromium with a real push; a notification click cannot be made there.

const SOURCE = readFileSync(path.join(__dirname, '../public/push-sw.js'), 'utf8');
const ORIGIN = 'https://rentmap.example';

interface FakeClient {
  url: string;
  focus: jest.Mock;
  navigate: jest.Mock;
}

function loadWorker(windows: FakeClient[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const self = {
    location: new URL(`${ORIGIN}/push-sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    skipWaiting: jest.fn(),
    registration: {
      showNotification: jest.fn(async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      }),
    },
    clients: {
      claim: jest.fn(async () => undefined),
      matchAll: jest.fn(async () => windows),
      openWindow: jest.fn(async (url: string) => ({ url })),
    },
  };
  new Function('self', SOURCE)(self);

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
  return { self, shown, push, click };
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
});
