import { expect, test } from '@playwright/test';
import { registerAccount, signInAt } from '../support/accounts';
import { REMOTE_NAMES } from '../support/environment';
import { fillAddComment, openAddComment } from '../support/map';
import { navigateInApp } from '../support/navigation';
import { loadedParts, serveFromOwnOrigins, visitEveryRemote } from '../support/composition';

const FOOTER_PATHS = [
  '/about',
  '/contact',
  '/help',
  '/blog',
  '/privacy',
  '/terms',
  '/cookies',
  '/sitemap',
  '/accessibility',
  '/accessibility-statement',
];

test('the app shell shows the header, the footer text and the ten footer links', async ({
  page,
}) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByText('RentMap', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(
    page
      .getByRole('contentinfo')
      .getByText('RentMap helps people find a rental property with search tools.'),
  ).toBeVisible();
  const footerLinks = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
  await expect(footerLinks).toHaveCount(10);
  const hrefs = await footerLinks.evaluateAll((links) =>
    links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
  expect(hrefs).toEqual(FOOTER_PATHS);
});

test('all four remotes load from the manifest with one React and one bus', async ({ page }) => {
  const manifestRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remotes.json')) manifestRequests.push(request.url());
  });
  await visitEveryRemote(page);
  // The page brings the manifest with it (api/src/web/boot-data.ts): it is never fetched.
  expect(manifestRequests).toHaveLength(0);

  const parts = await loadedParts(page);
  expect(parts.map((p) => p.name).sort()).toEqual(['host', ...REMOTE_NAMES].sort());
  for (const part of parts) {
    expect(part, `${part.name} shares the host's React`).toMatchObject({ sameReact: true });
    expect(part, `${part.name} shares the host's bus`).toMatchObject({ sameBus: true });
  }
});

test('remotes served from their own origins work the same', async ({ page }) => {
  const remoteOrigins = await serveFromOwnOrigins(page);
  await visitEveryRemote(page);
  expect(remoteOrigins()).toEqual(['3301', '3302', '3303', '3304']);
  const parts = await loadedParts(page);
  expect(parts).toHaveLength(5);
  expect(parts.every((p) => p.sameReact && p.sameBus)).toBe(true);
});

test('with every remote on its own origin, a user signs in, pins a comment and sees their profile', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  const remoteOrigins = await serveFromOwnOrigins(page);
  await signInAt(page, account, '/', { waitForMap: true }); // remote-auth, from :3303

  // remote-map (:3301) hands the place to remote-markers (:3302) through the bus and router.
  const dialog = await openAddComment(page, 0.4, 0.6);
  const comment = `Pinned across origins ${Date.now()}`;
  await fillAddComment(dialog, { locationType: 'Villa', unitNumber: '2', text: comment });
  await dialog
    .getByRole('group', { name: 'Do you live here now?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await dialog.getByRole('button', { name: 'Save Comment' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('complementary', { name: 'Saved Markers' })
      .locator('li[data-marker-id]')
      .first(),
  ).toContainText(comment);

  // remote-account (:3304) sees the same session.
  await navigateInApp(page, '/profile');
  await expect(page.getByText('Email cannot be changed')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  expect(remoteOrigins()).toEqual(['3301', '3302', '3303', '3304']);
});

test('unknown pages show the not-found page inside the shell', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});
