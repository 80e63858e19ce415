import { expect, test, type Page } from '@playwright/test';
import { E2E_API_PORT } from '../support/environment';
import { codeIn, linkIn, waitForMail } from '../support/outbox';

/**
 * Accounts end to end against the real API: register, verify from the outbox,
 * sign in and out, stay signed in across reloads and token expiry, reset a forgotten
 * password. Mail is read from DATA_DIR/outbox, where the embedded default writes it.
 */

let sequence = 0;
function newPerson() {
  sequence += 1;
  const stamp = `${Date.now().toString(36)}${sequence}`;
  return {
    email: `journey-${stamp}@example.com`,
    username: `journey_${stamp}`,
    firstName: 'Erin',
    lastName: 'Journey',
    password: 'first secret',
    newPassword: 'second secret',
  };
}

const header = (page: Page) => page.getByRole('banner');
const dialog = (page: Page) => page.getByRole('dialog');
const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));

async function openModal(page: Page) {
  await header(page).getByRole('link', { name: 'Sign In' }).click();
  await expect(dialog(page)).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  const modal = dialog(page);
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  // This journey opens more tabs of the same browser: a sign-in they share (localStorage).
  await modal.getByRole('checkbox', { name: 'Keep me logged in' }).check();
  await modal.locator('form').getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('register → verify → sign in/out → reload → refresh → reset → sign in', async ({
    page,
    context,
  }) => {
    const person = newPerson();
    await page.goto('/');

    // Register (the sign-up view), with the blur-time existence checks on a free email.
    await openModal(page);
    await dialog(page).getByRole('tab', { name: 'Sign Up' }).click();
    const form = dialog(page).locator('form');
    await form.getByLabel('Email').fill(person.email);
    await form.getByLabel('First name').fill(person.firstName);
    await form.getByLabel('Last name').fill(person.lastName);
    await form.getByLabel('Username').fill(person.username);
    await form.getByLabel('Password', { exact: true }).fill(person.password);
    await form.getByLabel('Confirm password').fill(person.password);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog(page)).toContainText(
      'Registration successful! Please check your email for verification.',
    );
    // 3000 ms later the Sign In view opens with the email carried over.
    await expect(dialog(page).getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
      { timeout: 6_000 },
    );
    await expect(dialog(page).getByLabel('Email')).toHaveValue(person.email);

    // The verification mail: a 6-digit code and a link on PUBLIC_BASE_URL's default.
    const verification = await waitForMail(person.email, 'Verify your RentMap email address');
    const code = codeIn(verification);
    const link = linkIn(verification);
    expect(link.origin).toBe(`http://localhost:${E2E_API_PORT}`);
    expect(link.pathname).toBe('/verify-email');
    expect(link.searchParams.get('email')).toBe(person.email);
    expect(link.searchParams.get('code')).toBe(code);

    // Following the link verifies at once (same server; kept on this origin for the session).
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByTestId('verify-email-page')).toContainText(
      'Your email address is verified.',
    );

    // Sign in from the page the verification ends on.
    await page.getByRole('link', { name: 'Sign In' }).last().click();
    await expect(page.getByTestId('login-page')).toBeVisible();
    await page.getByTestId('login-page').getByLabel('Email').fill(person.email);
    await page
      .getByTestId('login-page')
      .getByLabel('Password', { exact: true })
      .fill(person.password);
    await page
      .getByTestId('login-page')
      .locator('form')
      .getByRole('button', { name: 'Sign In', exact: true })
      .click();
    await expect(header(page)).toContainText('Erin Journey');
    await expect(header(page)).toContainText(person.email);

    // The profile shows the verified email, read-only.
    await page.goto('/profile');
    await expect(page.getByTestId('email-verification')).toHaveText('Verified');
    await expect(page.getByLabel('Username')).toHaveValue(person.username);

    // Sign out, then sign in again through the modal.
    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
    await page.goto('/');
    await openModal(page);
    await signIn(page, person.email, person.password);
    await expect(dialog(page)).toBeHidden();
    await expect(header(page)).toContainText('Erin Journey');

    // A reload keeps the session: the stored token decides, and /users/me fills the header.
    const meAfterReload = page.waitForResponse(
      (response) => response.url().endsWith('/api/users/me') && response.status() === 200,
    );
    await page.reload();
    await meAfterReload;
    await expect(header(page)).toContainText('Erin Journey');
    await expect(header(page)).toContainText(person.email);

    // Token expiry: another tab whose clock is 16 minutes ahead finds the access token
    // expired, refreshes it before calling the API, and this tab adopts the new tokens.
    const before = await storedTokens(page);
    const later = await context.newPage();
    await later.clock.install({ time: new Date(Date.now() + 16 * 60 * 1000) });
    const refreshed = later.waitForResponse((response) =>
      response.url().endsWith('/api/auth/refresh-token'),
    );
    await later.goto('/profile');
    expect((await refreshed).status()).toBe(200);
    await expect(later.getByLabel('First name')).toHaveValue(person.firstName);
    const after = await storedTokens(later);
    // The refresh token rotates on every refresh. The access token need not differ: one
    // issued for the same account within the same second (iat) is the same string.
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.accessToken).toEqual(expect.any(String));
    await later.close();
    await expect.poll(() => storedTokens(page)).toEqual(after);
    await page.reload();
    await expect(header(page)).toContainText('Erin Journey');

    // Forgot password: from the sign-in form, the code comes by email.
    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await openModal(page);
    await dialog(page).getByLabel('Email').fill(person.email);
    await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog(page).getByRole('tablist')).toBeHidden();
    await expect(dialog(page).getByLabel('Email')).toHaveValue(person.email);
    await expect(dialog(page).getByLabel('Email')).toHaveAttribute('readonly', '');
    const resetMail = await waitForMail(person.email, 'password reset code');
    await dialog(page).getByLabel('Verification code').fill(codeIn(resetMail));
    await dialog(page).getByLabel('New password', { exact: true }).fill(person.newPassword);
    await dialog(page).getByLabel('Confirm new password').fill(person.newPassword);
    await dialog(page).getByRole('button', { name: 'Reset Password' }).click();
    await expect(dialog(page)).toContainText(
      'Password reset successful! You can now sign in with your new password.',
    );
    // 1500 ms later: the sign-in view with the email pre-filled.
    await expect(dialog(page).getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(dialog(page).getByLabel('Email')).toHaveValue(person.email);
    await waitForMail(person.email, 'password was changed');

    // The old password no longer works; the new one does.
    await dialog(page).getByLabel('Password', { exact: true }).fill(person.password);
    await dialog(page)
      .locator('form')
      .getByRole('button', { name: 'Sign In', exact: true })
      .click();
    await expect(dialog(page).getByRole('alert')).toHaveText('The email or password is incorrect.');
    await signIn(page, person.email, person.newPassword);
    await expect(dialog(page)).toBeHidden();
    await expect(header(page)).toContainText('Erin Journey');
  });

  test('the forms show the SPEC texts, including what only the real API knows', async ({
    page,
  }) => {
    const taken = newPerson();
    // An account that exists, so the existence checks have something to find.
    const created = await page.request.post('/api/auth/register', {
      data: { email: taken.email, username: taken.username, password: taken.password },
    });
    expect(created.status()).toBe(201);

    await page.goto('/');
    await openModal(page);
    const modal = dialog(page);
    const submit = modal.locator('form').getByRole('button', { name: 'Sign In', exact: true });

    // Sign in.
    await submit.click();
    await expect(modal).toContainText('Email address is required');
    await expect(modal).toContainText('Password is required');
    await modal.getByLabel('Email').fill('not-an-email');
    await expect(modal).not.toContainText('Email address is required');
    await submit.click();
    await expect(modal).toContainText('Please enter a valid email address');

    // Forgot password.
    await modal.getByLabel('Email').fill('');
    await modal.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(modal).toContainText('Email is required for password reset');
    await modal.getByLabel('Email').fill('nope');
    await modal.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(modal).toContainText('Please enter a valid email address');

    // Wrong credentials: the API's words, not which part was wrong.
    await signIn(page, taken.email, 'not the password');
    await expect(modal.getByRole('alert')).toHaveText('The email or password is incorrect.');

    // Register: the blur-time checks against the real accounts.
    await modal.getByRole('tab', { name: 'Sign Up' }).click();
    const form = modal.locator('form');
    await form.getByLabel('Email').fill(taken.email.toUpperCase());
    await form.getByLabel('First name').focus();
    await expect(form).toContainText('Email is already registered');
    await form.getByLabel('Email').fill('invalid');
    await form.getByLabel('First name').focus();
    await expect(form).toContainText('Email is invalid');
    await form.getByLabel('Email').fill(newPerson().email);
    await form.getByLabel('Username').fill(taken.username.toUpperCase());
    await form.getByLabel('Password', { exact: true }).focus();
    await expect(form).toContainText('Username is already taken');
    await form.getByLabel('Username').fill('ab');
    await form.getByLabel('Password', { exact: true }).focus();
    await expect(form).toContainText('Username must be at least 3 characters');
    await form.getByLabel('Username').fill('');
    await form.getByLabel('Password', { exact: true }).fill('12345');
    await form.getByLabel('Confirm password').focus();
    await expect(form).toContainText('Password must be at least 6 characters');
    await form.getByLabel('Password', { exact: true }).fill('123456');
    await form.getByLabel('Confirm password').fill('1234567');
    await form.getByLabel('First name').focus();
    await expect(form).toContainText('Passwords do not match');

    // Reset password with a code that is wrong: the API's answer.
    await modal.getByRole('tab', { name: 'Sign In' }).click();
    await modal.getByLabel('Email').fill(taken.email);
    await modal.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = modal.locator('form');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(reset).toContainText('Verification code is required');
    await expect(reset).toContainText('New password is required');
    await reset.getByLabel('Verification code').fill('000000');
    await reset.getByLabel('New password', { exact: true }).fill('abcdef');
    await reset.getByLabel('Confirm new password').fill('abcdeg');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(reset).toContainText('Passwords do not match');
    await reset.getByLabel('Confirm new password').fill('abcdef');
    await reset.getByRole('button', { name: 'Reset Password' }).click();
    await expect(modal.getByRole('alert')).toContainText('The code is incorrect or has expired');

    // The verification page checks its fields too.
    await page.goto('/verify-email');
    const verify = page.getByTestId('verify-email-page');
    await verify.getByRole('button', { name: 'Verify Email' }).click();
    await expect(verify).toContainText('Email is required');
    await expect(verify).toContainText('Verification code is required');
    await verify.getByLabel('Email').fill(taken.email);
    await verify.getByLabel('Verification code').fill('000000');
    await verify.getByRole('button', { name: 'Verify Email' }).click();
    await expect(verify.getByRole('alert')).toContainText('The code is incorrect or has expired');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('sign in from the slide-in menu; the menu holds the user block and Sign Out', async ({
    page,
  }, info) => {
    const person = newPerson();
    const created = await page.request.post('/api/auth/register', {
      data: {
        email: person.email,
        firstName: person.firstName,
        password: person.password,
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#app-menu');
    await menu.getByRole('link', { name: 'Sign In' }).click();
    await expect(dialog(page)).toBeVisible();
    // The modal fits the phone's width.
    const box = await dialog(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: info.outputPath('phone-sign-in.png'), animations: 'disabled' });
    await signIn(page, person.email, person.password);
    await expect(dialog(page)).toBeHidden();

    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toContainText('Erin');
    await expect(menu).toContainText(person.email);
    await page.screenshot({
      path: info.outputPath('phone-menu-signed-in.png'),
      animations: 'disabled',
    });
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();

    // The verification page works at phone size too.
    const mail = await waitForMail(person.email, 'Verify your RentMap email address');
    const link = linkIn(mail);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByTestId('verify-email-page')).toContainText(
      'Your email address is verified.',
    );
    await page.screenshot({ path: info.outputPath('phone-verified.png'), animations: 'disabled' });
  });
});
