import { expect, test, type Page } from '@playwright/test';
import { registerAccount, signInAt, type TestAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { authHeaders, publishComment } from '../support/comments';
import { PushServiceStandIn } from '../support/push-service';

/**
 * Web Push alerts end to end: user A turns alerts on in /settings (the real
 * service worker is registered, the browser's permission given, the subscription saved by the
 * API), watches an area; user B publishes a comment inside it; the API's alert worker sends a
 * real Web Push request (VAPID, aes128gcm) to the local push service, which hands it to A's
 * real service worker, and the worker shows the notification.
 *
 * What stands in (support/push-service.ts says why): the push service itself, and in the
 * page PushManager.subscribe/getSubscription only, so the subscription names that service.
 */

test.use({ viewport: { width: 1280, height: 860 } });

/** Broome, WA: no other spec publishes here. */
const PLACE = { lat: -17.9614, lon: 122.2359, address: '10 Carnarvon St, Broome WA 6725' };

const pushService = new PushServiceStandIn();
test.beforeAll(async () => pushService.start());
test.afterAll(async () => pushService.close());

async function notificationsOf(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const notifications = (await registration?.getNotifications()) ?? [];
    return notifications.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url?: string } | null)?.url,
    }));
  });
}

/**
 * Signed in as `account` on /settings, the push service standing in and the browser's
 * notification permission given.
 */
async function onSettingsWithPush(page: Page, account: TestAccount, origin: string) {
  await pushService.attach(page);
  // The permission prompt, answered 'Allow' as the user would.
  await page.context().grantPermissions(['notifications'], { origin });
  await signInAt(page, account, '/');
  await page.goto('/settings');
}

test('a comment published in a watched area reaches the watcher’s service worker as a notification', async ({
  page,
  request,
  baseURL,
}) => {
  const watcher = await registerAccount(request);
  const author = await registerAccount(request);
  await onSettingsWithPush(page, watcher, baseURL!);
  await expect(page.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
  const alerts = page.getByRole('region', { name: 'Alerts in this browser' });
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/users/me/push-subscriptions',
  );
  await alerts.getByRole('button', { name: 'Turn on alerts in this browser' }).click();
  expect((await saved).status()).toBe(201);
  await expect(alerts.getByTestId('push-alerts-state')).toHaveText(
    'Alerts are on in this browser.',
  );
  await expect(alerts.getByRole('button', { name: 'Turn off in this browser' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The real worker at the root, controlling the page.
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    return { script: registration?.active?.scriptURL, scope: registration?.scope };
  });
  expect(worker).toEqual({ script: `${baseURL}/push-sw.js`, scope: `${baseURL}/` });

  const headers = await authHeaders(request, watcher);
  const area = await request.post('/api/users/me/watched-areas', {
    headers,
    data: {
      name: 'Broome town',
      kind: 'radius',
      center: { lat: PLACE.lat, lon: PLACE.lon },
      radiusMetres: 2000,
    },
  });
  expect(area.status(), await area.text()).toBe(201);

  const deliveredBefore = pushService.delivered.length;
  const text = 'Sea breeze at night, quiet street.';
  const commentId = await publishComment(request, author, PLACE, { text, locationType: 'House' });

  await expect
    .poll(() => notificationsOf(page), {
      timeout: 30_000,
      message: pushService.refusals.join('; '),
    })
    .toEqual([
      expect.objectContaining({
        title: 'New comment in Broome town',
        body: expect.stringContaining('Sea breeze at night, quiet street.'),
        url: expect.stringMatching(new RegExp(`${commentId}`)),
      }),
    ]);
  expect(pushService.refusals).toEqual([]);
  const delivered = pushService.delivered.slice(deliveredBefore);
  expect(delivered).toHaveLength(1);
  expect(delivered[0]!.vapidAud).toBe(pushService.origin);

  // Off in this browser: the API has already forgotten the subscription when asked again.
  await alerts.getByRole('button', { name: 'Turn off in this browser' }).click();
  await expect(alerts.getByTestId('push-alerts-state')).toHaveText(
    'Alerts are off in this browser.',
  );
  const endpoint = `${pushService.origin}/push/${delivered[0]!.subscription}`;
  const removed = await request.delete('/api/users/me/push-subscriptions', {
    headers,
    data: { endpoint },
  });
  expect(removed.status()).toBe(404);
});

test('signing out ends this browser’s push subscription, so the next person here gets no alerts', async ({
  page,
  request,
  baseURL,
}) => {
  const subscribed = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      return (await registration?.pushManager.getSubscription()) != null;
    });

  await onSettingsWithPush(page, await registerAccount(request), baseURL!);
  const alerts = page.getByRole('region', { name: 'Alerts in this browser' });
  await alerts.getByRole('button', { name: 'Turn on alerts in this browser' }).click();
  await expect(alerts.getByTestId('push-alerts-state')).toHaveText(
    'Alerts are on in this browser.',
  );
  expect(await subscribed()).toBe(true);

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect.poll(subscribed).toBe(false);
});
