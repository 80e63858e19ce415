import { BehaviorSubject } from 'rxjs';
import {
  REGISTERED_PUSH_KEY,
  registerPushOnSignIn,
  registerThisBrowser,
} from './register-on-sign-in';

const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: 'BP', auth: 'secret' },
};

/** This browser's service worker registration and notification permission. */
function browserWith(
  permission: NotificationPermission,
  subscription: typeof SUBSCRIPTION | null,
): jest.Mock {
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { permission },
  });
  const getRegistration = jest.fn(async () => ({
    pushManager: {
      getSubscription: async () =>
        subscription && { endpoint: subscription.endpoint, toJSON: () => subscription },
    },
  }));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration },
  });
  return getRegistration;
}

afterEach(() => {
  window.localStorage.clear();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (window as { Notification?: unknown }).Notification;
});

describe('registerThisBrowser', () => {
  it("gives the API this browser's subscription once per account and endpoint", async () => {
    browserWith('granted', SUBSCRIPTION);
    const send = jest.fn(async () => undefined);

    await registerThisBrowser('user-1', send);
    expect(send).toHaveBeenCalledWith(SUBSCRIPTION);
    await registerThisBrowser('user-1', send);
    expect(send).toHaveBeenCalledTimes(1);

    // The browser moved to another endpoint (pushsubscriptionchange without the old one).
    const renewed = { ...SUBSCRIPTION, endpoint: 'https://fcm.googleapis.com/fcm/send/new' };
    browserWith('granted', renewed);
    await registerThisBrowser('user-1', send);
    expect(send).toHaveBeenLastCalledWith(renewed);
    // Another account signed in here.
    await registerThisBrowser('user-2', send);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends nothing when alerts are not on in this browser', async () => {
    const send = jest.fn(async () => undefined);
    browserWith('granted', null);
    await registerThisBrowser('user-1', send);
    for (const permission of ['default', 'denied'] as const) {
      const getRegistration = browserWith(permission, SUBSCRIPTION);
      await registerThisBrowser('user-1', send);
      expect(getRegistration).not.toHaveBeenCalled();
    }
    expect(send).not.toHaveBeenCalled();
  });

  it('a refused send is tried again on the next load', async () => {
    browserWith('granted', SUBSCRIPTION);
    await expect(
      registerThisBrowser('user-1', () => Promise.reject(new Error('offline'))),
    ).rejects.toThrow('offline');
    expect(window.localStorage.getItem(REGISTERED_PUSH_KEY)).toBeNull();
    const send = jest.fn(async () => undefined);
    await registerThisBrowser('user-1', send);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('registerPushOnSignIn', () => {
  const signedIn = (id: string) => ({ isAuthenticated: true, user: { id } });
  const signedOut = { isAuthenticated: false, user: null };

  it('registers for each account the page is signed in as, once per sign-in', () => {
    const state$ = new BehaviorSubject<{ isAuthenticated: boolean; user: { id: string } | null }>(
      signedIn('user-1'),
    );
    const register = jest.fn(() => Promise.resolve());
    const subscription = registerPushOnSignIn(state$, register);
    expect(register).toHaveBeenCalledWith('user-1');

    // Refreshed tokens: the same account.
    state$.next(signedIn('user-1'));
    // Signed in, the user not loaded yet.
    state$.next({ isAuthenticated: true, user: null });
    state$.next(signedOut);
    state$.next(signedIn('user-2'));
    expect(register.mock.calls).toEqual([['user-1'], ['user-2']]);
    subscription.unsubscribe();
  });

  it('a failure is reported, never thrown into the session', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const subscription = registerPushOnSignIn(new BehaviorSubject(signedIn('user-1')), () =>
      Promise.reject(new Error('offline')),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('could not register'),
      expect.any(Error),
    );
    warn.mockRestore();
    subscription.unsubscribe();
  });
});
