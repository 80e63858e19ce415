import {
  distinctUntilChanged,
  filter,
  map,
  pairwise,
  type Observable,
  type Subscription,
} from 'rxjs';
import { PUSH_SERVICE_WORKER_SCOPE } from '../contract/values/push';

/**
 * Ends this browser's Web Push subscription. The push service then answers the API's next
 * alert with 410 Gone, and the API drops its copy: nothing needs the (already forgotten)
 * access token. Best effort: a browser without push, or a failure, changes nothing else.
 */
export async function unsubscribeThisBrowser(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration(PUSH_SERVICE_WORKER_SCOPE);
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}

/**
 * Alerts belong to the account that turned them on, not to the computer: whenever the page
 * goes from signed in to signed out (Sign Out, every device signed out, a session ended
 * elsewhere, another tab), this browser stops receiving them, so the next person at a shared
 * computer is not shown the last one's alerts. Started once by the host.
 */
export function forgetPushOnSignOut(
  state$: Observable<{ isAuthenticated: boolean }>,
  forget: () => Promise<void> = unsubscribeThisBrowser,
): Subscription {
  return state$
    .pipe(
      map((state) => state.isAuthenticated),
      distinctUntilChanged(),
      pairwise(),
      filter(([before, now]) => before && !now),
    )
    .subscribe(() => {
      forget().catch((error: unknown) => {
        console.warn('[push] could not end this browser’s subscription on sign-out', error);
      });
    });
}
