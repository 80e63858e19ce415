import { distinctUntilChanged, filter, map, type Observable, type Subscription } from 'rxjs';
import type { PushSubscriptionPayload } from '../contract/push';
import { PUSH_SERVICE_WORKER_SCOPE } from '../contract/values/push';
import { call } from '../auth/api';

/** The account and endpoint this browser last gave the API (so a page load writes once). */
export const REGISTERED_PUSH_KEY = 'rentmap.push.registered';

/**
 * Gives the API this browser's push subscription when it may not have it. The browser can
 * replace its subscription (`pushsubscriptionchange`) without naming the old one, and then
 * the service worker has nothing to prove it is this browser with (push-sw.js): the new
 * subscription reaches the API here, on the next signed-in page load. Only when alerts are on
 * in this browser (notifications allowed and a subscription held, as /settings reads it), and
 * once per account and endpoint: later loads send nothing.
 */
export async function registerThisBrowser(
  userId: string,
  send: (subscription: PushSubscriptionJSON) => Promise<unknown> = postSubscription,
): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker.getRegistration(PUSH_SERVICE_WORKER_SCOPE);
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  const registered = JSON.stringify([userId, subscription.endpoint]);
  if (readRegistered() === registered) return;
  await send(subscription.toJSON());
  writeRegistered(registered);
}

function postSubscription(subscription: PushSubscriptionJSON): Promise<unknown> {
  // In the background: a refused session must not send the visitor to sign in.
  // A live subscription's toJSON() holds its endpoint and keys (the API checks them).
  const body = subscription as PushSubscriptionPayload;
  return call(
    'addPushSubscription',
    { body },
    {
      signedInAction: false,
    },
  );
}

function readRegistered(): string | null {
  try {
    return window.localStorage.getItem(REGISTERED_PUSH_KEY);
  } catch {
    return null;
  }
}

function writeRegistered(value: string): void {
  try {
    window.localStorage.setItem(REGISTERED_PUSH_KEY, value);
  } catch {
    // Storage blocked: the next load sends it again, which changes nothing on the API.
  }
}

/**
 * Each time the page is signed in as an account (a load that opens signed in, or a sign-in),
 * registers this browser's push subscription for it (registerThisBrowser). Started once by
 * the host, beside forgetPushOnSignOut.
 */
export function registerPushOnSignIn(
  state$: Observable<{ isAuthenticated: boolean; user: { id: string } | null }>,
  register: (userId: string) => Promise<void> = registerThisBrowser,
): Subscription {
  return state$
    .pipe(
      map((state) => (state.isAuthenticated ? (state.user?.id ?? null) : null)),
      distinctUntilChanged(),
      filter((userId): userId is string => userId !== null),
    )
    .subscribe((userId) => {
      register(userId).catch((error: unknown) => {
        console.warn('[push] could not register this browser’s subscription', error);
      });
    });
}
