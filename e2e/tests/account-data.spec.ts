import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { registerAccount, signInAt, type TestAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { authHeaders, publishComment, uploadPhoto, type UploadedPhoto } from '../support/comments';
import { waitForMail } from '../support/outbox';

/**
 * Export Data downloads a ZIP holding the user's comment and photos; Delete Account
 * (password and the typed word DELETE in an accessible dialog) removes the account, after
 * which signing in fails and the comment and photo links are gone.
 */

test.use({ viewport: { width: 1280, height: 860 } });

interface SavedComment {
  id: string;
  text: string;
  photo: UploadedPhoto;
}

/** Geraldton, where no other spec pins or counts places. */
const GERALDTON = {
  lat: -28.7774,
  lon: 114.6146,
  address: '9 Marine Terrace, Geraldton WA 6530, Australia',
};

/** A new account and its comment with a real photo, saved through the API. */
async function accountWithComment(
  request: APIRequestContext,
): Promise<{ account: TestAccount; comment: SavedComment }> {
  const account = await registerAccount(request);
  const headers = await authHeaders(request, account);
  const photo = await uploadPhoto(request, headers, { rgb: [30, 120, 90] });
  const text = `Export me ${Date.now()}: the hot water takes ages`;
  const id = await publishComment(request, headers, GERALDTON, {
    text,
    unitNumber: '4',
    photoUrls: [photo.name],
  });
  return { account, comment: { id, text, photo } };
}

async function signedInOnSettings(page: Page, account: TestAccount): Promise<void> {
  await signInAt(page, account);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('Export Data downloads a ZIP holding the comment, its photo and a README', async ({
  page,
  request,
}) => {
  const { account, comment } = await accountWithComment(request);
  await signedInOnSettings(page, account);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const file = await download;

  expect(file.suggestedFilename()).toMatch(/^rentmap-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(await readFile(await file.path())));
  expect(Object.keys(zip).sort()).toEqual(
    ['README.txt', 'rentmap-export.json', `photos/${comment.photo.name}`].sort(),
  );
  const data = JSON.parse(strFromU8(zip['rentmap-export.json']!)) as {
    account: { email: string };
    comments: Array<{ id: string; comment: string; photos: string[] }>;
  };
  expect(data.account.email).toBe(account.email);
  expect(data.comments).toEqual([
    expect.objectContaining({
      id: comment.id,
      comment: comment.text,
      photos: [comment.photo.name],
    }),
  ]);
  await expect(
    page.getByText(`Your data was downloaded as ${file.suggestedFilename()}.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Data' })).toBeEnabled();
});

test('Delete Account: then sign-in fails and the comment and photo links are gone', async ({
  page,
  request,
}) => {
  const { account, comment } = await accountWithComment(request);
  expect((await request.get(comment.photo.url)).status()).toBe(200);
  await signedInOnSettings(page, account);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await expectNoAxeViolations(page, '[data-testid="delete-account-dialog"]');

  // A wrong password deletes nothing and says why.
  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The password is incorrect.');
  await expectNoAxeViolations(page, '[data-testid="delete-account-dialog"]');
  expect((await request.get(`/api/marker/marker-comments/${comment.id}`)).status()).toBe(200);

  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  // Signed out, on the map, told what happened.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('app-notice')).toContainText('Your account was deleted.');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('accessToken'),
      localStorage.getItem('refreshToken'),
    ]),
  ).toEqual([null, null]);

  // Nothing of the account is reachable any more.
  const signIn = await request.post('/api/auth/login', {
    data: { identifier: account.email, password: account.password },
  });
  expect(signIn.status()).toBe(401);
  expect((await request.get(`/api/marker/marker-comments/${comment.id}`)).status()).toBe(404);
  expect((await request.get(comment.photo.url)).status()).toBe(404);
  expect((await request.get(comment.photo.url.replace('.jpg', '-thumb.jpg'))).status()).toBe(404);
  await waitForMail(account.email, 'Your RentMap account was deleted');
});
