import { expect, test } from '@playwright/test';
import { REMOTE_NAMES } from '../support/environment';
import { DOWN_ENTRY, fallbackOf, overrideManifest, remoteReady } from '../support/composition';

/** Where each remote is mounted, and a working neighbour that must keep working. */
const MOUNT = {
  'remote-map': { path: '/', neighbour: 'remote-markers' },
  'remote-markers': { path: '/', neighbour: 'remote-map' },
  'remote-auth': { path: '/auth', neighbour: 'remote-map' },
  'remote-account': { path: '/settings', neighbour: null },
} as const;

for (const remote of REMOTE_NAMES) {
  test(`${remote} down: its fallback shows, is reported, and the rest of the page works`, async ({
    page,
  }) => {
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('[chunk loading failure]')) {
        failures.push(message.text());
      }
    });
    await overrideManifest(page, { [remote]: DOWN_ENTRY });
    await page.goto(MOUNT[remote].path);

    const fallback = fallbackOf(page, remote);
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(failures.some((line) => line.includes(remote))).toBe(true);

    await expect(page.getByRole('banner').getByText('RentMap', { exact: true })).toBeVisible();
    const neighbour = MOUNT[remote].neighbour;
    if (neighbour) await remoteReady[neighbour](page);
  });
}

test('Retry loads a remote once it is back, without a page reload', async ({ page }) => {
  let down = true;
  await page.route('**/remotes/remote-map/**', (route) =>
    down ? route.abort() : route.fallback(),
  );
  await page.goto('/');
  const fallback = fallbackOf(page, 'remote-map');
  await expect(fallback).toBeVisible();
  await remoteReady['remote-markers'](page);

  down = false;
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await remoteReady['remote-map'](page);
  await expect(fallback).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
});

test('a remote whose code throws while loading falls back and is reported', async ({ page }) => {
  await page.route(
    /remotes\/remote-markers\/.*__federation_expose_SavedMarkersPanel.*\.js$/,
    (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken build");' }),
  );
  await page.goto('/');
  await expect(fallbackOf(page, 'remote-markers')).toBeVisible();
  await remoteReady['remote-map'](page);
});
