import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerAccount, signInThroughModal, type TestAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

/**
 * /settings saved per account: what one browser saves, another signed in as the
 * same person sees after a reload; Location Sharing drives the map's 'Show my location'
 * control; the page passes axe.
 */

test.use({ viewport: { width: 1280, height: 860 } });

const myLocation = (page: Page) => page.getByRole('button', { name: 'Show my location' });
const saveStatus = (page: Page) => page.getByTestId('settings-save-status');

/** Signs in from the map page, then opens /settings once the settings have loaded. */
async function openSettingsSignedIn(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/');
  await signInThroughModal(page, account);
  await page.goto('/settings');
  await expect(page.getByRole('switch', { name: 'SMS notifications' })).toBeVisible();
}

async function newSignedInPage(browser: Browser, account: TestAccount) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await openSettingsSignedIn(page, account);
  return { context, page };
}

/** Makes one change and waits for the server to have saved it ('Saved'). */
async function change(page: Page, action: () => Promise<unknown>): Promise<void> {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname === '/api/users/me/settings',
  );
  await action();
  expect((await saved).status()).toBe(200);
  await expect(saveStatus(page)).toHaveText('Saved');
}

test('settings are saved with the account: another browser sees them after a reload', async ({
  page,
  browser,
  request,
}) => {
  const account = await registerAccount(request);
  await openSettingsSignedIn(page, account);

  // A new account's settings (the default toggles; private and 'when-active').
  const sms = page.getByRole('switch', { name: 'SMS notifications' });
  const email = page.getByRole('switch', { name: 'Email notifications' });
  const visibility = page.getByRole('combobox', { name: 'Profile Visibility' });
  const sharing = page.getByRole('combobox', { name: 'Location Sharing' });
  await expect(sms).not.toBeChecked();
  await expect(email).toBeChecked();
  await expect(visibility).toHaveValue('private');
  await expect(sharing).toHaveValue('when-active');

  await change(page, () => sms.click());
  await change(page, () => email.click());
  await change(page, () => visibility.selectOption({ label: 'Friends Only' }));
  await expect(visibility).toHaveAccessibleDescription(/signed in to RentMap/);
  await change(page, () => sharing.selectOption({ label: 'Never' }));

  await page.reload();
  await expect(page.getByRole('switch', { name: 'SMS notifications' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();

  // Another device: a browser with nothing stored, signed in as the same person.
  const other = await newSignedInPage(browser, account);
  await other.page.reload();
  await expect(other.page.getByRole('switch', { name: 'SMS notifications' })).toBeChecked();
  await expect(other.page.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
  await expect(other.page.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
  await expect(other.page.getByRole('combobox', { name: 'Profile Visibility' })).toHaveValue(
    'friends',
  );
  await expect(other.page.getByRole('combobox', { name: 'Location Sharing' })).toHaveValue('never');
  await other.context.close();
});

test("Location Sharing: 'Never' hides the map's location control, 'When Active' shows it", async ({
  page,
  request,
}) => {
  // A visitor who is not signed in gets 'When Active': the control, and no prompt at start.
  await page.goto('/');
  await expect(page.locator('.leaflet-control-zoom')).toBeVisible();
  await expect(myLocation(page)).toBeVisible();

  const account = await registerAccount(request);
  await openSettingsSignedIn(page, account);
  await change(page, () =>
    page.getByRole('combobox', { name: 'Location Sharing' }).selectOption({ label: 'Never' }),
  );

  await page.goto('/');
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(account.email);
  // The settings have been read (a request for them answered) and there is still no control.
  await page.waitForLoadState('networkidle');
  await expect(myLocation(page)).toHaveCount(0);

  await page.goto('/settings');
  await change(page, () =>
    page.getByRole('combobox', { name: 'Location Sharing' }).selectOption({ label: 'When Active' }),
  );
  await page.goto('/');
  await expect(myLocation(page)).toBeVisible();
});

test("Location Sharing 'Always' centres the map on the user when it opens", async ({
  browser,
  request,
}) => {
  const account = await registerAccount(request);
  // Perth, far from the map's Sydney start; the browser has been allowed to tell.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 860 },
    geolocation: { latitude: -31.9523, longitude: 115.8613 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await openSettingsSignedIn(page, account);
  await change(page, () =>
    page.getByRole('combobox', { name: 'Location Sharing' }).selectOption({ label: 'Always' }),
  );

  await page.goto('/');
  await expect(page).toHaveURL(/lat=-31\.95\d*&lon=115\.86\d*/);
  await expect(myLocation(page)).toBeVisible();
  await context.close();
});

test('When Active: pressing the control asks and centres the map; a refusal says so', async ({
  browser,
}) => {
  const allowed = await browser.newContext({
    viewport: { width: 1280, height: 860 },
    geolocation: { latitude: -27.4698, longitude: 153.0251 },
    permissions: ['geolocation'],
  });
  const page = await allowed.newPage();
  await page.goto('/');
  await myLocation(page).click();
  await expect(page).toHaveURL(/lat=-27\.46\d*&lon=153\.02\d*/);
  await allowed.close();

  // No permission granted: headless Chromium refuses, as a user who blocks it would.
  const refused = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const refusedPage = await refused.newPage();
  await refusedPage.goto('/');
  await myLocation(refusedPage).click();
  await expect(refusedPage.getByRole('alert')).toContainText('Location access is blocked.');
  await refused.close();
});

test('/settings passes axe, signed out and signed in', async ({ page, request }) => {
  await page.goto('/settings');
  await expect(
    page.getByRole('heading', { name: 'Sign in to change your settings' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '[data-testid="settings-page"]');

  const account = await registerAccount(request);
  await openSettingsSignedIn(page, account);
  await change(page, () =>
    page.getByRole('combobox', { name: 'Profile Visibility' }).selectOption({ label: 'Public' }),
  );
  await expectNoAxeViolations(page, '[data-testid="settings-page"]');
});
