import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerAccount, signInThroughModal } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

/**
 * Sign Out ends the session on the server too: a copy of the refresh
 * token is refused afterwards, "sign out of all devices" on /settings ends every session, and
 * a session revoked elsewhere leaves a visitor of the public map signed out on the map.
 */

const header = (page: Page) => page.getByRole('banner');
const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken'),
    refreshToken: localStorage.getItem('refreshToken'),
  }));

/** Tries the refresh token the way a thief holding a copy would. */
async function refreshWith(request: APIRequestContext, refreshToken: string) {
  const response = await request.post('/api/auth/refresh-token', { data: { refreshToken } });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

async function signedInOnTheMap(page: Page, request: APIRequestContext) {
  const account = await registerAccount(request);
  await page.goto('/');
  await signInThroughModal(page, account);
  const { accessToken, refreshToken } = await storedTokens(page);
  if (!accessToken || !refreshToken) throw new Error('signed in without tokens');
  return { account, accessToken, refreshToken };
}

test.use({ viewport: { width: 1280, height: 860 } });

test('Sign Out revokes the session: a copy of the refresh token no longer refreshes', async ({
  page,
  request,
}) => {
  const { refreshToken: copy } = await signedInOnTheMap(page, request);

  const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  const answer = await logout;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toEqual({ refreshToken: copy });
  expect(answer.request().headers()['authorization']).toBeUndefined();

  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
  const replay = await refreshWith(request, copy);
  expect(replay.status).toBe(401);
  expect(replay.body).toMatchObject({ success: false });
});

test('Sign Out works offline: the page is signed out even though the server never heard', async ({
  page,
  request,
}) => {
  const { refreshToken: copy } = await signedInOnTheMap(page, request);
  await page.route('**/api/auth/logout', (route) => route.abort('internetdisconnected'));

  await header(page).getByRole('button', { name: 'Sign Out' }).click();

  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
  await page.reload();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  // Nothing reached the server: that copy stays valid until it expires (the known limit).
  expect((await refreshWith(request, copy)).status).toBe(200);
});

test("'Sign out of all devices' on /settings ends every session of the account", async ({
  page,
  request,
}) => {
  const { account, refreshToken: thisDevice } = await signedInOnTheMap(page, request);
  // The same person signed in on another device.
  const other = await request.post('/api/auth/login', {
    data: { identifier: account.email, password: account.password },
  });
  expect(other.status()).toBe(200);
  const otherDevice = ((await other.json()) as { data: { refreshToken: string } }).data;

  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Sign out of all devices' })).toBeVisible();
  await expectNoAxeViolations(page, '[data-testid="settings-page"]');
  const logoutAll = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout-all'));
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  expect((await logoutAll).status()).toBe(200);

  await expect(page.getByRole('status')).toHaveText('You are signed out on all devices.');
  await expectNoAxeViolations(page, '[data-testid="settings-page"]');
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
  expect((await refreshWith(request, thisDevice)).status).toBe(401);
  expect((await refreshWith(request, otherDevice.refreshToken)).status).toBe(401);
});

test('a session revoked elsewhere leaves the visitor signed out on the public map, not on /login', async ({
  page,
  request,
}) => {
  const { accessToken } = await signedInOnTheMap(page, request);

  // Signed out of every device from another one while this page is open.
  const revoked = await request.post('/api/auth/logout-all', {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(revoked.status()).toBe(200);

  // Back later: the access token has expired, so the page must use the revoked session.
  await page.clock.install({ time: new Date(Date.now() + 16 * 60 * 1000) });
  const refresh = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh-token'));
  await page.reload();
  expect((await refresh).status()).toBe(401);

  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });
  await expect(page.locator('.leaflet-container')).toBeVisible();
  // Give a redirect time to happen if one were coming.
  await page.waitForTimeout(1_000);
  expect(new URL(page.url()).pathname).toBe('/');
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
});
