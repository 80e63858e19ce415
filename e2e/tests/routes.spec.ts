import { expect, test, type Page } from '@playwright/test';
import { remoteReady } from '../support/composition';
import { expectNoAxeViolations } from '../support/axe';

/**
 * Opens `path` as a fresh page load and records every script the page asked for that did not
 * load: a page whose scripts resolve under its own path (`/a/main.js`) stays white.
 */
async function open(page: Page, path: string) {
  const failedScripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.status() >= 400) {
      failedScripts.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'script') failedScripts.push(`failed ${request.url()}`);
  });
  const response = await page.goto(path);
  return { status: response?.status(), failedScripts };
}

/** The host app has rendered: its header with the brand and its footer. */
async function expectAppShell(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test('an unknown page answers 404 and shows the app with "Page not found"', async ({ page }) => {
  const { status, failedScripts } = await open(page, '/nope');

  expect(status).toBe(404);
  await expectAppShell(page);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('/nope');
  await expectNoAxeViolations(page, 'main');
  expect(failedScripts).toEqual([]);

  await page.getByRole('link', { name: 'Back to the map' }).click();
  await expect(page).toHaveURL(/\/$/);
  await remoteReady['remote-map'](page);
});

for (const path of ['/a/b', '/auth/x/y', '/places/1/x']) {
  test(`a nested unknown path ${path} is the app's "Page not found", not a white page`, async ({
    page,
  }) => {
    const { status, failedScripts } = await open(page, path);

    expect(status).toBe(404);
    await expectAppShell(page);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(failedScripts).toEqual([]);
  });
}

for (const { title, path, shows } of [
  {
    title: 'a trailing slash opens the page itself: /about/ is the About page',
    path: '/about/',
    shows: (page: Page) => page.getByRole('heading', { level: 1, name: 'About' }),
  },
  {
    title: '/profile/ is the profile page: signed out, it asks to sign in as /profile does',
    path: '/profile/',
    shows: (page: Page) => page.getByRole('dialog', { name: 'Sign in to RentMap' }),
  },
]) {
  test(title, async ({ page }) => {
    const { status, failedScripts } = await open(page, path);

    expect(status).toBe(200);
    await expectAppShell(page);
    await expect(shows(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    expect(failedScripts).toEqual([]);
  });
}

test('/auth/ opens the sign-in dialog over the map, its remotes loading from the root', async ({
  page,
}) => {
  const { status, failedScripts } = await open(page, '/auth/');

  expect(status).toBe(200);
  await remoteReady['remote-auth'](page);
  await remoteReady['remote-map'](page);
  expect(failedScripts).toEqual([]);
});
