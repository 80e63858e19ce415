import { expect, test, type Page } from '@playwright/test';
import { registerAccount, signInThroughModal } from '../support/accounts';
import { GEORGE_STREET, publishComment } from '../support/comments';

/**
 * One session store per page: on a cold load the current user is asked for once,
 * whatever the host and the remotes on the page need of it; signed out, nobody is asked for
 * (there is nobody to ask about). The client config is written into the page the server
 * sends, so no part of the page asks for it at all.
 */

const header = (page: Page) => page.getByRole('banner');
const panel = (page: Page) => page.getByRole('complementary', { name: 'Saved Markers' });

interface Counts {
  me: number;
  config: number;
}

/** Counts the page's requests for "who am I" and for the client config from now on. */
function countSessionRequests(page: Page): Counts {
  const counts: Counts = { me: 0, config: 0 };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/users/me' && request.method() === 'GET') counts.me += 1;
    if (pathname === '/api/config') counts.config += 1;
  });
  return counts;
}

/** The map has drawn its tiles and the list its cards, and the page has gone quiet. */
async function mapAndListReady(page: Page, comment: string): Promise<void> {
  await expect(page.locator('.leaflet-control-zoom')).toBeVisible();
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(
    panel(page).locator('li[data-marker-id]').filter({ hasText: comment }).first(),
  ).toBeVisible();
  await settled(page);
}

/** Nothing more is on its way: a late duplicate request would have started by now. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

let comment = '';

test.use({ viewport: { width: 1280, height: 860 } });

test.beforeAll(async ({ request }) => {
  // A saved comment, so the list has a card to show once it has loaded.
  comment = `Session spec ${Date.now()}`;
  const author = await registerAccount(request);
  await publishComment(request, author, GEORGE_STREET, { text: comment, unitNumber: '3' });
});

test('a cold load of / signed out asks for neither the config (it is in the page) nor anybody', async ({
  page,
}) => {
  const counts = countSessionRequests(page);
  await page.goto('/');
  await mapAndListReady(page, comment);
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  console.log(`cold load of / signed out: ${JSON.stringify(counts)}`);
  expect(counts).toEqual({ me: 0, config: 0 });
});

test('a cold load signed in asks who the user is once, and never for the config, on every page', async ({
  page,
  context,
  request,
}) => {
  const account = await registerAccount(request);
  await page.goto('/');
  await signInThroughModal(page, account);

  // The same browser opens the map afresh: the stored tokens sign it in.
  const map = await context.newPage();
  const onMap = countSessionRequests(map);
  await map.goto('/');
  await mapAndListReady(map, comment);
  await expect(header(map)).toContainText(account.email);
  await expect(header(map)).toContainText('Erin Tester');
  // The list knows the user is signed in: its details buttons work.
  const card = panel(map).locator('li[data-marker-id]').filter({ hasText: comment }).first();
  await expect(card.getByRole('button', { name: 'View details' })).toBeEnabled();
  console.log(`cold load of / signed in: ${JSON.stringify(onMap)}`);
  expect(onMap).toEqual({ me: 1, config: 0 });
  await map.close();

  // The profile shows the user from the one request.
  const profile = await context.newPage();
  const onProfile = countSessionRequests(profile);
  await profile.goto('/profile');
  await expect(profile.getByLabel('First name')).toHaveValue('Erin');
  await expect(profile.getByLabel('Last name')).toHaveValue('Tester');
  await expect(header(profile)).toContainText(account.email);
  await settled(profile);
  console.log(`cold load of /profile signed in: ${JSON.stringify(onProfile)}`);
  expect(onProfile.me).toBe(1);
  await profile.close();

  // Settings offers the signed-in user's actions.
  const settings = await context.newPage();
  const onSettings = countSessionRequests(settings);
  await settings.goto('/settings');
  await expect(settings.getByRole('button', { name: 'Sign out of all devices' })).toBeVisible();
  await expect(header(settings)).toContainText(account.email);
  await settled(settings);
  console.log(`cold load of /settings signed in: ${JSON.stringify(onSettings)}`);
  expect(onSettings.me).toBe(1);
  await settings.close();
});

test('signing in asks who the user is once more; signing out asks nothing', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  const counts = countSessionRequests(page);
  await page.goto('/');
  await mapAndListReady(page, comment);
  expect(counts).toEqual({ me: 0, config: 0 });

  await signInThroughModal(page, account);
  await expect(header(page)).toContainText('Erin Tester');
  await settled(page);
  console.log(`after signing in: ${JSON.stringify(counts)}`);
  expect(counts).toEqual({ me: 1, config: 0 });

  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await settled(page);
  expect(counts).toEqual({ me: 1, config: 0 });
});
