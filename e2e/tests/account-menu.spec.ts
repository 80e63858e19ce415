import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { registerAccount, signInAt, type TestAccount } from '../support/accounts';
import { authHeaders } from '../support/comments';
import { expectNoAxeViolations } from '../support/axe';

/**
 * Accounts: 'Keep me logged in' both ways, the header's account menu, /profile
 * that saves (and the header that follows it), and change password.
 */

const header = (page: Page) => page.getByRole('banner');
const tokensIn = (page: Page, storage: 'localStorage' | 'sessionStorage') =>
  page.evaluate(
    (which) => ({
      accessToken: window[which].getItem('accessToken'),
      refreshToken: window[which].getItem('refreshToken'),
    }),
    storage,
  );
const none = { accessToken: null, refreshToken: null };

async function signedIn(page: Page, account: TestAccount, keepLoggedIn: boolean) {
  await signInAt(page, account, '/', { keepLoggedIn });
}

/** A new account, signed in on the map (kept logged in). */
async function signedInAsNew(page: Page, request: APIRequestContext): Promise<TestAccount> {
  const account = await registerAccount(request);
  await signedIn(page, account, true);
  return account;
}

/** A new account signs in, 'Keep me logged in' as given; the sign-in call says so. */
async function signInRemembering(page: Page, request: APIRequestContext, keepLoggedIn: boolean) {
  const account = await registerAccount(request);
  const login = page.waitForRequest((r) => r.url().endsWith('/api/auth/login'));
  await signedIn(page, account, keepLoggedIn);
  expect((await login).postDataJSON()).toMatchObject({ remember: keepLoggedIn });
  return account;
}

/** The map in a browser started again: `page`'s storage kept (storageState), the session gone. */
async function inBrowserStartedAgain(browser: Browser, page: Page): Promise<Page> {
  const later = await browser.newContext({ storageState: await page.context().storageState() });
  const again = await later.newPage();
  await again.goto('/');
  return again;
}

test.use({ viewport: { width: 1280, height: 860 } });

test.describe("'Keep me logged in'", () => {
  test('checked: the tokens are in localStorage, and a new browser with that storage is still signed in', async ({
    page,
    request,
    browser,
  }) => {
    const account = await signInRemembering(page, request, true);

    const stored = await tokensIn(page, 'localStorage');
    expect(stored.refreshToken).toBeTruthy();
    expect(await tokensIn(page, 'sessionStorage')).toEqual(none);

    // A browser started again: localStorage kept (storageState), sessionStorage gone.
    const again = await inBrowserStartedAgain(browser, page);
    await expect(header(again)).toContainText(account.email);
    await again.context().close();
  });

  test('unchecked: the tokens are in sessionStorage only; a new browser session is signed out', async ({
    page,
    request,
    browser,
  }) => {
    const account = await signInRemembering(page, request, false);

    expect(await tokensIn(page, 'localStorage')).toEqual(none);
    const session = await tokensIn(page, 'sessionStorage');
    expect(session.refreshToken).toBeTruthy();

    // A reload is the same browser session: still signed in.
    await page.reload();
    await expect(header(page)).toContainText(account.email);

    const again = await inBrowserStartedAgain(browser, page);
    await expect(header(again).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await again.context().close();

    // Sign Out clears the tokens wherever they were.
    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await tokensIn(page, 'sessionStorage')).toEqual(none);
    expect(await tokensIn(page, 'localStorage')).toEqual(none);
  });
});

test.describe('the account menu', () => {
  const menuButton = (page: Page, account: TestAccount) =>
    header(page).getByRole('button', { name: new RegExp(account.email.replace(/\./g, '\\.')) });

  test('opens from the user block; its items go to Profile, Settings and My comments; keyboard and axe', async ({
    page,
    request,
  }) => {
    const account = await signedInAsNew(page, request);
    const button = menuButton(page, account);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    const menu = header(page).getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Profile',
      'Settings',
      'My comments',
      'Watched areas',
      'Sign Out',
    ]);
    await expectNoAxeViolations(page, 'header');

    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('First name')).toHaveValue('Erin');

    await button.click();
    await header(page).getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    await button.click();
    await header(page).getByRole('menuitem', { name: 'My comments' }).click();
    await expect(page).toHaveURL(/\/my-comments$/);

    // Keyboard: Enter opens on the first item, arrows move, Escape closes onto the button.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(header(page).getByRole('menuitem', { name: 'Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(header(page).getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(header(page).getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(header(page).getByRole('menu')).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Sign Out from the menu.
    await button.click();
    await header(page).getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('on a phone the slide-in menu holds the same account menu', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await registerAccount(request);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const slideIn = page.locator('#app-menu');
    await slideIn.getByRole('link', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.locator('form').getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await slideIn.getByRole('button', { name: new RegExp('Erin Tester') }).click();
    await expect(slideIn.getByRole('menu')).toBeVisible();
    // The account menu inside the slide-in (the footer links below it are not this issue's).
    await expectNoAxeViolations(page, '#app-menu [role="menu"]');
    await slideIn.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    // Choosing an item closes the slide-in.
    await expect(slideIn).toHaveAttribute('aria-hidden', 'true');
  });
});

test.describe('/profile', () => {
  test('saves names, username and preferences; a reload keeps them; the header follows at once', async ({
    page,
    request,
  }) => {
    await signedInAsNew(page, request);
    await page.goto('/profile');
    await expect(page.getByLabel('First name')).toHaveValue('Erin');

    const username = `profile_${Date.now().toString(36)}`;
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Saved');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Username').blur();
    await page
      .getByRole('combobox', { name: 'Budget range' })
      .selectOption({ label: '$1500-$2000' });
    await page.getByRole('combobox', { name: 'Room type' }).selectOption({ label: '1 Bedroom' });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByTestId('profile-save-status')).toHaveText('Saved');
    await expect(header(page)).toContainText('Robin Saved');
    await expectNoAxeViolations(page, 'main');

    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Robin');
    await expect(page.getByLabel('Last name')).toHaveValue('Saved');
    await expect(page.getByLabel('Username')).toHaveValue(username);
    await expect(page.getByRole('combobox', { name: 'Budget range' })).toHaveValue('1500-2000');
    await expect(page.getByRole('combobox', { name: 'Room type' })).toHaveValue('1-bedroom');
    await expect(header(page)).toContainText('Robin Saved');
    await expect(page.getByText('Email cannot be changed')).toBeVisible();
  });

  test("a username someone else has is refused while typing, with SPEC's text", async ({
    page,
    request,
  }) => {
    const other = await registerAccount(request);
    const taken = `taken_${Date.now().toString(36)}`;
    const named = await request.put('/api/users/me', {
      headers: await authHeaders(request, other),
      data: { username: taken },
    });
    expect(named.status()).toBe(200);

    await signedInAsNew(page, request);
    await page.goto('/profile');
    await page.getByLabel('Username').fill(taken.toUpperCase());
    await page.getByLabel('Username').blur();
    await expect(page.getByText('Username is already taken')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  test('change password: this tab stays signed in, another session ends, the new password signs in', async ({
    page,
    request,
    browser,
  }) => {
    const account = await signedInAsNew(page, request);
    // Another device signed in to the same account.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await signedIn(other, account, true);

    await page.goto('/profile');
    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill('brand new secret');
    await page.getByLabel('Confirm new password').fill('brand new secret');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByTestId('password-status')).toContainText('Your password is changed');

    await page.reload();
    await expect(header(page)).toContainText(account.email);

    await other.goto('/profile');
    await expect(header(other).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await elsewhere.close();

    const old = await request.post('/api/auth/login', {
      data: { identifier: account.email, password: account.password },
    });
    expect(old.status()).toBe(401);
    const fresh = await request.post('/api/auth/login', {
      data: { identifier: account.email, password: 'brand new secret' },
    });
    expect(fresh.status()).toBe(200);
  });
});
