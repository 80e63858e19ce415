import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { TOKEN_STORAGE_KEYS } from '../../shared/src/auth/token-storage';
import { E2E_API_PORT } from './environment';
import { gotoMap } from './map';
import { codeIn, waitForMail } from './outbox';

export interface TestAccount {
  email: string;
  password: string;
}

let sequence = 0;

/**
 * This worker's own range of account numbers: the workers share one server, so neither
 * an email nor a client address is ever made twice.
 */
const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const nextAccountNumber = () => (WORKER << 16) + ++sequence;

/**
 * The client address an account's sign-up comes from. People sign up from their own
 * addresses; the suite makes more accounts than the sign-up limit lets one address make in
 * 15 minutes, so each account's set-up calls name their own (the e2e server trusts its
 * loopback proxy, TRUST_PROXY in playwright.config.ts). The 10.x range is never a real
 * client here.
 */
function ownAddress(n: number): Record<string, string> {
  return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}
const addresses = new Map<string, Record<string, string>>();

/**
 * A new account, created through the product's own sign-up call and verified with the code
 * from the outbox, as its owner would (publishing needs a verified email). `verified: false`
 * leaves it unverified.
 */
export async function registerAccount(
  request: APIRequestContext,
  { verified = true }: { verified?: boolean } = {},
): Promise<TestAccount> {
  const n = nextAccountNumber();
  const account = {
    email: `e2e-${Date.now()}-${n}@example.com`,
    password: 'e2e correct horse',
  };
  addresses.set(account.email, ownAddress(n));
  const response = await request.post('/api/auth/register', {
    data: { ...account, firstName: 'Erin', lastName: 'Tester' },
    headers: addresses.get(account.email),
  });
  expect(response.status(), await response.text()).toBe(201);
  if (verified) await verifyAccount(request, account);
  return account;
}

/** Verifies the account's email with the code the sign-up mail carried. */
export async function verifyAccount(
  request: APIRequestContext,
  account: TestAccount,
): Promise<void> {
  const code = codeIn(await waitForMail(account.email, 'Verify your RentMap email address'));
  const response = await request.post('/api/auth/verify-email', {
    data: { email: account.email, code },
    headers: addresses.get(account.email),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** An access token for API calls made on the account's behalf (test set-up only). */
export async function accessTokenOf(
  request: APIRequestContext,
  account: TestAccount,
): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { identifier: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** Where 'Keep me logged in' keeps the tokens of an API sign-in of the account (local storage). */
async function storedTokens(
  request: APIRequestContext,
  account: TestAccount,
): Promise<{ name: string; value: string }[]> {
  const response = await request.post('/api/auth/login', {
    data: { identifier: account.email, password: account.password },
    headers: addresses.get(account.email),
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { accessToken, refreshToken } = (
    (await response.json()) as { data: { accessToken: string; refreshToken: string } }
  ).data;
  return [
    { name: TOKEN_STORAGE_KEYS.accessToken, value: accessToken },
    { name: TOKEN_STORAGE_KEYS.refreshToken, value: refreshToken },
  ];
}

/*
 * For a spec whose subject is not the sign-in, the two below start a page signed in without the
 * dialog: the app's next load reads the tokens and shows the account. A story of three or four
 * people saves the dialog's seconds per person; the sign-in itself is tested through the
 * dialog (signInAt, the auth specs).
 */

/** A page in a browser context of its own, signed in (close it with `page.context().close()`). */
export async function signedInPage(
  browser: Browser,
  request: APIRequestContext,
  account: TestAccount,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const localStorage = await storedTokens(request, account);
  const origin = `http://127.0.0.1:${E2E_API_PORT}`;
  const context = await browser.newContext({
    ...options,
    storageState: { cookies: [], origins: [{ origin, localStorage }] },
  });
  return context.newPage();
}

/** Signs `page` in: its next load of a page of the app is signed in. */
export async function signInWithTokens(
  page: Page,
  request: APIRequestContext,
  account: TestAccount,
): Promise<void> {
  const tokens = await storedTokens(request, account);
  // A page of the origin that loads no app: local storage is the origin's.
  await page.goto('/api/health');
  await page.evaluate((items) => {
    for (const { name, value } of items) window.localStorage.setItem(name, value);
  }, tokens);
}

/**
 * Fills in and sends the sign-in form of the dialog on screen. `keepLoggedIn` sets 'Keep me
 * logged in' (left as it is when not given).
 */
export async function submitSignIn(
  page: Page,
  account: TestAccount,
  { keepLoggedIn }: { keepLoggedIn?: boolean } = {},
): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  if (keepLoggedIn !== undefined) {
    await dialog.getByRole('checkbox', { name: 'Keep me logged in' }).setChecked(keepLoggedIn);
  }
  await dialog.locator('form').getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through the header's Sign In button and the sign-in form, as a person would. */
export async function signInThroughModal(
  page: Page,
  account: TestAccount,
  // Checked by default: the specs open more tabs of the same browser and read localStorage;
  // unchecked, the sign-in lives in this tab's sessionStorage only (account-menu.spec.ts).
  { keepLoggedIn = true }: { keepLoggedIn?: boolean } = {},
): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await submitSignIn(page, account, { keepLoggedIn });
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('banner')).toContainText(account.email);
}

/**
 * Opens `path` (the map by default) and signs in there through the header. `waitForMap`:
 * the map's zoom control is on screen before the sign-in starts.
 */
export async function signInAt(
  page: Page,
  account: TestAccount,
  path = '/',
  { waitForMap = false, keepLoggedIn }: { waitForMap?: boolean; keepLoggedIn?: boolean } = {},
): Promise<void> {
  await (waitForMap ? gotoMap(page, path) : page.goto(path));
  await signInThroughModal(page, account, { keepLoggedIn });
}
