import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerAccount, signInWithTokens, type TestAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import {
  authHeaders,
  publishComment,
  uploadPhoto,
  type Place,
  type UploadedPhoto,
} from '../support/comments';

/**
 * The author edits (text, photos) and deletes their own comment from My comments;
 * the change shows with 'edited', a delete takes the pin, the card and the photo links with
 * it; nobody else gets Edit or Delete, and the API refuses them (403).
 */

test.use({ viewport: { width: 1280, height: 860 } });

interface SavedComment {
  id: string;
  photos: UploadedPhoto[];
}

/** Each test's place: far from the others, so its pin is alone at zoom 17. */
const PLACES = {
  edit: { lat: -17.9614, lon: 122.2359, address: '3 Carnarvon Street, Broome WA 6725, Australia' },
  remove: { lat: -23.698, lon: 133.8807, address: '8 Todd Mall, Alice Springs NT 0870, Australia' },
  other: { lat: -12.4634, lon: 130.8456, address: '5 Smith Street, Darwin NT 0800, Australia' },
  details: {
    lat: -20.7256,
    lon: 139.4927,
    address: '2 Miles Street, Mount Isa QLD 4825, Australia',
  },
};

/** A new author and their comment with `photos` real photos, saved through the API. */
async function authorWithComment(
  request: APIRequestContext,
  place: Place,
  { photos = 0, text = 'Lovely light in the mornings' } = {},
): Promise<{ author: TestAccount; comment: SavedComment }> {
  const author = await registerAccount(request);
  const headers = await authHeaders(request, author);
  const uploaded: UploadedPhoto[] = [];
  for (let i = 0; i < photos; i++) {
    uploaded.push(
      await uploadPhoto(request, headers, { name: `room-${i}.png`, rgb: [40 + i * 80, 120, 90] }),
    );
  }
  const photoUrls = uploaded.map((photo) => photo.name);
  const id = await publishComment(request, headers, place, { text, unitNumber: '4', photoUrls });
  return { author, comment: { id, photos: uploaded } };
}

async function openMyComments(page: Page): Promise<void> {
  await page.goto('/my-comments');
  await expect(page.getByRole('heading', { level: 1, name: 'My comments' })).toBeVisible();
  await expect(page).toHaveTitle('My comments · RentMap');
}

const status = async (request: APIRequestContext, url: string) => (await request.get(url)).status();
const thumbnailOf = (url: string) => url.replace(/\.jpg$/, '-thumb.jpg');

test('the author edits the text and removes a photo: the change shows, marked edited', async ({
  page,
  request,
}) => {
  const { author: account, comment } = await authorWithComment(request, PLACES.edit, { photos: 2 });
  const [kept, dropped] = comment.photos as [SavedComment['photos'][0], SavedComment['photos'][0]];
  await signInWithTokens(page, request, account);
  await openMyComments(page);

  const item = page.locator(`[data-comment-id="${comment.id}"]`);
  await expect(item).toContainText('Lovely light in the mornings');
  await expect(item.getByRole('img')).toHaveCount(2);
  await expect(item.getByTestId('edited-mark')).toHaveCount(0);
  await expectNoAxeViolations(page, '[data-testid="my-comments-page"]');

  await item.getByRole('button', { name: /^Edit your comment on/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Comment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveValue(
    'Lovely light in the mornings',
  );
  await expectNoAxeViolations(page, '[data-testid="edit-comment-dialog"]');
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Renovated kitchen, still sunny');
  await dialog.getByRole('button', { name: 'Remove photo 2' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();

  await expect(item).toContainText('Renovated kitchen, still sunny');
  await expect(item.getByTestId('edited-mark')).toHaveText('edited');
  await expect(item.getByRole('img')).toHaveCount(1);

  // The removed photo and its thumbnail are gone; the kept one is still served.
  expect(await status(request, dropped.url)).toBe(404);
  expect(await status(request, thumbnailOf(dropped.url))).toBe(404);
  expect(await status(request, kept.url)).toBe(200);

  // Still so after a reload, and on the map: its card and its details say 'edited'.
  await page.reload();
  await expect(item.getByTestId('edited-mark')).toBeVisible();
  await item.getByRole('link', { name: 'View on map' }).click();
  await expect(page).toHaveURL(new RegExp(`/places/${comment.id}`));
  const details = page.getByTestId('comment-details-dialog');
  await expect(details).toContainText('Renovated kitchen, still sunny');
  await expect(details.getByTestId('edited-mark')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await page.goto(`/?lat=${PLACES.edit.lat}&lon=${PLACES.edit.lon}&z=17`);
  const card = page.locator(`li[data-marker-id="${comment.id}"]`);
  await expect(card).toContainText('Renovated kitchen, still sunny');
  await expect(card.getByTestId('edited-mark')).toBeVisible();
});

test('the author deletes a comment after confirming: the pin, the card and the photos go', async ({
  page,
  request,
}) => {
  const { author: account, comment } = await authorWithComment(request, PLACES.remove, {
    photos: 1,
  });
  const photo = comment.photos[0]!;
  const here = `/?lat=${PLACES.remove.lat}&lon=${PLACES.remove.lon}&z=17`;
  await signInWithTokens(page, request, account);

  await page.goto(here);
  const pin = page.locator('.leaflet-marker-icon[title="Saved marker: Apartment"]');
  const card = page.locator(`li[data-marker-id="${comment.id}"]`);
  await expect(pin).toHaveCount(1);
  await expect(card).toBeVisible();

  await openMyComments(page);
  const item = page.locator(`[data-comment-id="${comment.id}"]`);
  await item.getByRole('button', { name: /^Delete your comment on/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this comment?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, '[data-testid="confirm-delete-dialog"]');

  // Cancel keeps it.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: /^Delete your comment on/ }).click();
  await confirm.getByRole('button', { name: 'Delete comment' }).click();
  await expect(confirm).toBeHidden();
  await expect(item).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('Comment deleted.');

  expect(await status(request, `/api/marker/marker-comments/${comment.id}`)).toBe(404);
  expect(await status(request, photo.url)).toBe(404);
  expect(await status(request, thumbnailOf(photo.url))).toBe(404);

  await page.goto(here);
  await expect(page.getByTestId('saved-markers-panel')).toBeVisible();
  await expect(pin).toHaveCount(0);
  await expect(card).toHaveCount(0);
});

test('on the map, the author edits and deletes from Comment Details: card and pin follow at once', async ({
  page,
  request,
}) => {
  const { author: account, comment } = await authorWithComment(request, PLACES.details, {
    text: 'Draughty',
  });
  await signInWithTokens(page, request, account);
  await page.goto(`/?lat=${PLACES.details.lat}&lon=${PLACES.details.lon}&z=17`);
  const card = page.locator(`li[data-marker-id="${comment.id}"]`);
  const pin = page.locator('.leaflet-marker-icon[title^="Saved marker: "]');
  await expect(card).toContainText('Draughty');
  await expect(pin).toHaveCount(1);

  await card.getByRole('button', { name: 'View details' }).first().click();
  const details = page.getByTestId('comment-details-dialog');
  await details.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Comment' });
  await dialog.getByRole('combobox', { name: 'Location type' }).selectOption('House');
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Draughty, but new windows');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();

  // Details, the card and the pin show the change without a reload.
  await expect(details).toContainText('Draughty, but new windows');
  await expect(details.getByTestId('edited-mark')).toBeVisible();
  await expect(card).toContainText('Draughty, but new windows');
  await expect(card.getByTestId('edited-mark')).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon[title="Saved marker: House"]')).toHaveCount(1);

  await details.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this comment?' });
  await expectNoAxeViolations(page, '[data-testid="confirm-delete-dialog"]');
  await confirm.getByRole('button', { name: 'Delete comment' }).click();
  await expect(details).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(pin).toHaveCount(0);
  expect(await status(request, `/api/marker/marker-comments/${comment.id}`)).toBe(404);
});

test('someone else gets no Edit or Delete, and the API refuses them with 403', async ({
  page,
  request,
}) => {
  const { comment } = await authorWithComment(request, PLACES.other, { text: 'Mine, not yours' });
  const other = await registerAccount(request);
  await signInWithTokens(page, request, other);

  await page.goto(`/places/${comment.id}`);
  const details = page.getByTestId('comment-details-dialog');
  await expect(details).toContainText('Mine, not yours');
  await expect(details.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);

  await openMyComments(page);
  await expect(page.getByText('You have not added any comments yet.')).toBeVisible();

  const headers = await authHeaders(request, other);
  const url = `/api/marker/marker-comments/${comment.id}`;
  const edit = await request.patch(url, { headers, data: { comment: 'hijacked' } });
  expect(edit.status()).toBe(403);
  expect(await edit.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  const remove = await request.delete(url, { headers });
  expect(remove.status()).toBe(403);
  const read = await request.get(url);
  expect(((await read.json()) as { data: { comment: string } }).data.comment).toBe(
    'Mine, not yours',
  );
});

test('/my-comments asks someone signed out to sign in', async ({ page }) => {
  await page.goto('/my-comments');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});
