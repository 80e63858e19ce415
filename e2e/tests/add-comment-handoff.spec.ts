import { expect, test, type Page } from '@playwright/test';
import { registerAccount, signInAt, submitSignIn } from '../support/accounts';
import { clickMap } from '../support/map';
import { navigateInApp } from '../support/navigation';

/**
 * "Add a comment": the place is looked up once (the map's own lookup for its
 * popup) and handed to the dialog in one typed navigation state; the host guards
 * /newComment (signed out: sign in, then back).
 */

const REVERSE_PATHS = ['/api/geo/reverse', '/api/locations/reverse'];

function recordReverseLookups(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (REVERSE_PATHS.includes(path)) seen.push(path);
  });
  return seen;
}

test('one reverse lookup for one "Add a comment", and the dialog shows what the map found', async ({
  page,
  request,
}) => {
  await signInAt(page, await registerAccount(request), '/', { waitForMap: true });

  const lookups = recordReverseLookups(page);
  // One click drops the selected pin with its popup open.
  await clickMap(page, 0.45, 0.55);
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toContainText('New South Wales');
  const address = (await popup.locator('dd').first().textContent())!;
  await popup.getByRole('button', { name: 'Add a comment' }).click();

  const dialog = page.getByTestId('add-comment-dialog');
  await expect(dialog.getByRole('button', { name: 'Save Comment' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Location' })).toContainText(address);
  await page.waitForTimeout(500);
  console.log(`reverse lookups for one "Add a comment": ${lookups.length} (${lookups.join(', ')})`);
  expect(lookups).toEqual(['/api/geo/reverse']);
});

test('signed out at /newComment: the host asks to sign in, then comes back to the dialog', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await page.goto('/');
  await expect(page.locator('.leaflet-control-zoom')).toBeVisible();

  await navigateInApp(page, '/newComment');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByTestId('add-comment-dialog')).toHaveCount(0);

  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/newComment$/);
  const dialog = page.getByTestId('add-comment-dialog');
  await expect(dialog).toContainText('Pick a place on the map first');
  await dialog.getByRole('button', { name: 'Back to the map' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toBeHidden();
});
