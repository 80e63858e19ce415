import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, TEXTS } from 'shared';
import { PushAlerts } from '../src/features/settings/push-alerts';
import { SettingsForm } from '../src/features/settings/settings-form';

// Unit level: the browser's service worker, Notification and PushManager are stand-ins here
// (jsdom has none); e2e/tests/push-alerts.spec.ts runs the real ones in Chromium.

const UI = TEXTS.push;
/** A real VAPID public key's shape: 65 bytes, base64url. */
const PUBLIC_KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 9)]).toString('base64url');
const ENDPOINT = 'https://push.example/send/abc';

const success = (data: unknown) => ({ status: 200, data: { success: true, data } });
const failure = (status: number, code: string, message: string) =>
  Object.assign(new Error(String(status)), {
    isAxiosError: true,
    response: { status, data: { success: false, code, message } },
  });

interface FakeBrowser {
  permission: NotificationPermission;
  /** What the permission prompt answers. */
  prompt: NotificationPermission;
  subscription: FakeSubscription | null;
  register: jest.Mock;
  subscribe: jest.Mock;
  requestPermission: jest.Mock;
}

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON(): PushSubscriptionJSON;
  unsubscribe: jest.Mock;
}

function fakeSubscription(browser: FakeBrowser, key: ArrayBuffer | null): FakeSubscription {
  const subscription: FakeSubscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: key },
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: jest.fn(async () => {
      browser.subscription = null;
      return true;
    }),
  };
  return subscription;
}

/** A browser with service workers and push, in the given state. */
function installBrowser(
  options: {
    permission?: NotificationPermission;
    prompt?: NotificationPermission;
    subscribed?: boolean;
  } = {},
): FakeBrowser {
  const browser: FakeBrowser = {
    permission: options.permission ?? 'default',
    prompt: options.prompt ?? 'granted',
    subscription: null,
    register: jest.fn(),
    subscribe: jest.fn(),
    requestPermission: jest.fn(),
  };
  const pushManager = {
    getSubscription: async () => browser.subscription,
    subscribe: browser.subscribe.mockImplementation(
      async (subscribeOptions: { applicationServerKey: Uint8Array }) => {
        browser.subscription = fakeSubscription(
          browser,
          subscribeOptions.applicationServerKey.slice().buffer,
        );
        return browser.subscription;
      },
    ),
  };
  const registration = { pushManager, scope: 'http://localhost/' };
  let registered = false;
  browser.register.mockImplementation(async () => {
    registered = true;
    return registration;
  });
  if (options.subscribed) {
    registered = true;
    browser.subscription = fakeSubscription(
      browser,
      new Uint8Array(Buffer.from(PUBLIC_KEY, 'base64url')).buffer,
    );
  }
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: browser.register,
      getRegistration: async () => (registered ? registration : undefined),
      ready: Promise.resolve(registration),
    },
  });
  class FakeNotification {
    static get permission() {
      return browser.permission;
    }
    static requestPermission = browser.requestPermission.mockImplementation(async () => {
      browser.permission = browser.prompt === 'default' ? 'default' : browser.prompt;
      return browser.prompt;
    });
  }
  Object.assign(window, { Notification: FakeNotification, PushManager: class {} });
  return browser;
}

function uninstallBrowser() {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (window as { Notification?: unknown }).Notification;
  delete (window as { PushManager?: unknown }).PushManager;
}

function stubApi() {
  const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url) => {
    if (url === '/push/public-key') return success({ publicKey: PUBLIC_KEY });
    throw new Error(`unexpected GET ${url}`);
  });
  const post = jest.spyOn(apiClient, 'post').mockImplementation(async (url) => {
    if (url === '/users/me/push-subscriptions')
      return { status: 201, data: { success: true, data: { endpoint: ENDPOINT } } };
    throw new Error(`unexpected POST ${url}`);
  });
  const del = jest.spyOn(apiClient, 'delete').mockImplementation(async (url) => {
    if (url === '/users/me/push-subscriptions') return success({ endpoint: ENDPOINT });
    throw new Error(`unexpected DELETE ${url}`);
  });
  return { get, post, del };
}

const status = () => screen.getByTestId('push-alerts-state');

afterEach(() => {
  cleanup();
  uninstallBrowser();
  jest.restoreAllMocks();
});

describe('Alerts in this browser', () => {
  it('says so when the browser cannot receive push, and offers nothing to click', async () => {
    render(<PushAlerts />);
    expect(screen.getByRole('region', { name: UI.title })).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent(UI.unsupported));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when notifications are blocked for the site, and offers nothing to click', async () => {
    installBrowser({ permission: 'denied' });
    render(<PushAlerts />);
    await waitFor(() => expect(status()).toHaveTextContent(UI.blocked));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('turns on: registers the worker, asks, subscribes with the VAPID key and saves it', async () => {
    const browser = installBrowser();
    const api = stubApi();
    render(<PushAlerts />);
    await waitFor(() => expect(status()).toHaveTextContent(UI.off));

    await userEvent.click(screen.getByRole('button', { name: UI.turnOn }));
    await waitFor(() => expect(status()).toHaveTextContent(UI.on));
    expect(browser.register).toHaveBeenCalledWith('/push-sw.js', { scope: '/' });
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const [{ userVisibleOnly, applicationServerKey }] = browser.subscribe.mock.calls[0];
    expect(userVisibleOnly).toBe(true);
    expect(Buffer.from(applicationServerKey).toString('base64url')).toBe(PUBLIC_KEY);
    expect(api.post).toHaveBeenCalledWith(
      '/users/me/push-subscriptions',
      { endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } },
      expect.objectContaining({ signedInAction: true }),
    );
    expect(screen.getByRole('button', { name: UI.turnOff })).toBeEnabled();
    expect(screen.queryByRole('button', { name: UI.turnOn })).toBeNull();
  });

  it('shows the browser already on, and turns off: the API forgets it, then the browser', async () => {
    const browser = installBrowser({ permission: 'granted', subscribed: true });
    const subscription = browser.subscription!;
    const api = stubApi();
    render(<PushAlerts />);
    await waitFor(() => expect(status()).toHaveTextContent(UI.on));

    await userEvent.click(screen.getByRole('button', { name: UI.turnOff }));
    await waitFor(() => expect(status()).toHaveTextContent(UI.off));
    expect(api.del).toHaveBeenCalledWith('/users/me/push-subscriptions', {
      data: { endpoint: ENDPOINT },
      signedInAction: true,
    });
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: UI.turnOn })).toBeEnabled();
  });

  it('turns off even when the API did not know this browser (another account turned it on)', async () => {
    const browser = installBrowser({ permission: 'granted', subscribed: true });
    const subscription = browser.subscription!;
    const api = stubApi();
    api.del.mockRejectedValue(failure(404, 'NOT_FOUND', 'This browser has no alerts to turn off.'));
    render(<PushAlerts />);
    await userEvent.click(await screen.findByRole('button', { name: UI.turnOff }));
    await waitFor(() => expect(status()).toHaveTextContent(UI.off));
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays on and says why when turning off fails', async () => {
    const browser = installBrowser({ permission: 'granted', subscribed: true });
    const api = stubApi();
    api.del.mockRejectedValue(failure(500, 'INTERNAL_ERROR', 'Something went wrong.'));
    render(<PushAlerts />);
    await userEvent.click(await screen.findByRole('button', { name: UI.turnOff }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(status()).toHaveTextContent(UI.on);
    expect(browser.subscription?.unsubscribe).not.toHaveBeenCalled();
  });

  it('is blocked when the user refuses the permission prompt; nothing is subscribed', async () => {
    const browser = installBrowser({ prompt: 'denied' });
    const api = stubApi();
    render(<PushAlerts />);
    await userEvent.click(await screen.findByRole('button', { name: UI.turnOn }));
    await waitFor(() => expect(status()).toHaveTextContent(UI.blocked));
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('stays off and says so when the prompt is dismissed', async () => {
    const browser = installBrowser({ prompt: 'default' });
    stubApi();
    render(<PushAlerts />);
    await userEvent.click(await screen.findByRole('button', { name: UI.turnOn }));
    await waitFor(() => expect(status()).toHaveTextContent(UI.dismissed));
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: UI.turnOn })).toBeEnabled();
  });

  it("undoes the browser's subscription and shows the API's message when saving it fails", async () => {
    const browser = installBrowser();
    const api = stubApi();
    api.post.mockRejectedValue(failure(400, 'VALIDATION_ERROR', 'endpoint must be an https URL.'));
    render(<PushAlerts />);
    await userEvent.click(await screen.findByRole('button', { name: UI.turnOn }));
    expect(await screen.findByRole('alert')).toHaveTextContent('endpoint must be an https URL.');
    expect(browser.subscription).toBeNull();
    await waitFor(() => expect(status()).toHaveTextContent(UI.off));
  });

  it('replaces a subscription made with another key before saving', async () => {
    const browser = installBrowser({ permission: 'granted', subscribed: true });
    const stale = browser.subscription!;
    stale.options.applicationServerKey = new Uint8Array(65).buffer;
    stubApi();
    render(<PushAlerts />);
    // Off and on again, with the browser keeping its subscription of the old key meanwhile.
    await userEvent.click(await screen.findByRole('button', { name: UI.turnOff }));
    browser.subscription = stale;
    stale.unsubscribe.mockClear();
    await userEvent.click(await screen.findByRole('button', { name: UI.turnOn }));
    await waitFor(() => expect(status()).toHaveTextContent(UI.on));
    expect(stale.unsubscribe).toHaveBeenCalled();
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
  });

  it('shows the busy label and disables the button while turning on', async () => {
    installBrowser();
    const api = stubApi();
    let release!: () => void;
    api.post.mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () =>
            resolve({ status: 201, data: { success: true, data: { endpoint: ENDPOINT } } });
        }),
    );
    render(<PushAlerts />);
    await userEvent.click(await screen.findByRole('button', { name: UI.turnOn }));
    const busy = await screen.findByRole('button', { name: UI.turningOn });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(status()).toHaveTextContent(UI.on));
  });
});

describe('the Notifications card', () => {
  const controls = (pushNotifications: boolean) => ({
    status: 'ready' as const,
    settings: {
      profileVisibility: 'private' as const,
      locationSharing: 'when-active' as const,
      emailNotifications: true,
      pushNotifications,
      smsNotifications: false,
    },
    saving: false,
    savedCount: 0,
    saveError: null,
    loadError: null,
    save: jest.fn(),
    reload: jest.fn(),
  });

  it('offers alerts in this browser only while Push notifications is on', async () => {
    installBrowser();
    const { rerender } = render(<SettingsForm controls={controls(true)} />);
    expect(screen.getByRole('region', { name: UI.title })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: UI.turnOn })).toBeEnabled();
    rerender(<SettingsForm controls={controls(false)} />);
    expect(screen.queryByRole('region', { name: UI.title })).toBeNull();
  });
});
