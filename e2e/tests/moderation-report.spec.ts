import { expect, test, type Page } from '@playwright/test';
import { registerAccount, signInThroughModal, signInWithTokens } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { publishComment, type Place } from '../support/comments';
import { fillAddComment, settledPopup } from '../support/map';

/**
 * The reader's part: a signed-in renter reports someone else's comment from its
 * card — a dialog with the reasons, details needed for 'Other' — and is thanked; reporting it
 * again, from the pin's popup on the map (the map asks remote-markers for the same dialog on
 * the bus), says it was already reported. Signed out, Report asks to sign in; the author has
 * no Report on their own comment. And the writer's part: Add Comment shows what is already
 * said about the place, warns of a phone number as it is typed, asks before publishing it, and
 * tells the author the comment awaits moderation instead of dropping a pin. (The moderator's
 * part is the moderation page's spec.)
 */

test.use({ viewport: { width: 1280, height: 860 } });

/** A word only this run's comments hold: the list's text filter finds exactly them. */
const RUN = `report${Date.now().toString(36)}`;
const PLACE = {
  lat: -19.2589,
  lon: 146.8169,
  address: 'The Strand, Townsville City QLD 4810, Australia',
};

/** A pin of this run, alone at zoom 18 at `place`, clicked: its popup opens and holds still. */
async function openPinAt(page: Page, place: Place): Promise<void> {
  await page.goto(`/?lat=${place.lat}&lon=${place.lon}&z=18&q=${RUN}`);
  const pin = page.locator('.leaflet-marker-icon[title^="Saved marker: "]');
  await expect(pin).toHaveCount(1);
  await pin.click();
  await settledPopup(page);
}

const LIST = `/?list=everywhere&q=${RUN}`;
const card = (page: Page, id: string) => page.locator(`li[data-marker-id="${id}"]`);
const reportOn = (scope: ReturnType<Page['locator']>) =>
  scope.getByRole('button', { name: 'Report', exact: true });

test('a renter reports a comment from its card and is thanked; a second report says it was already reported', async ({
  page,
  request,
}) => {
  const text = `Photos do not match the flat ${RUN}`;
  const id = await publishComment(request, await registerAccount(request), PLACE, {
    text,
    unitNumber: '3',
  });

  // Signed out: Report is there, disabled with why.
  await page.goto(LIST);
  await expect(reportOn(card(page, id))).toBeDisabled();
  await expect(reportOn(card(page, id))).toHaveAttribute(
    'title',
    'Please sign in to report a comment',
  );

  await signInThroughModal(page, await registerAccount(request));
  await page.goto(LIST);
  const report = reportOn(card(page, id));
  await report.click();

  const dialog = page.getByRole('dialog', { name: 'Report this comment' });
  await expect(dialog.getByRole('radio', { name: 'False or misleading' })).toBeFocused();
  await expectNoAxeViolations(page, '[role="dialog"]');

  // 'Other' needs the reader's words.
  await dialog.getByRole('radio', { name: 'Other' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    "Say what is wrong: it is needed when the reason is 'Other'.",
  );
  await dialog.getByRole('radio', { name: 'Spam or scam' }).check();
  await dialog.getByLabel('Details (optional)').fill('The same photos are listed in Cairns.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thanks — a moderator will look at it.');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(report).toBeFocused();

  // Again, from the pin's popup: the same dialog, and the API's one report per reader.
  await openPinAt(page, PLACE);
  await reportOn(page.locator('.leaflet-popup')).click();
  const again = page.getByRole('dialog', { name: 'Report this comment' });
  await again.getByRole('radio', { name: 'Offensive' }).check();
  await again.getByRole('button', { name: 'Send report' }).click();
  await expect(again.getByRole('status')).toHaveText('You have already reported this comment.');
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(again).toBeHidden();
});

test('the author has no Report on their own comment', async ({ page, request }) => {
  const author = await registerAccount(request);
  const id = await publishComment(request, author, PLACE, { text: `My own place ${RUN}` });
  await signInWithTokens(page, request, author);
  await page.goto(LIST);
  await expect(card(page, id)).toBeVisible();
  await expect(reportOn(card(page, id))).toHaveCount(0);
});

test('writing about a place: what is already said there, the privacy warning, and a held comment told as such', async ({
  page,
  request,
}) => {
  const place = {
    lat: -21.1412,
    lon: 149.1861,
    address: 'Victoria Street, Mackay QLD 4740, Australia',
  };
  const earlier = `Mould behind the wardrobe ${RUN}`;
  const first = await registerAccount(request);
  await publishComment(request, first, place, { text: earlier, unitNumber: '2' });

  await signInWithTokens(page, request, await registerAccount(request));
  await openPinAt(page, place);
  await page.locator('.leaflet-popup').getByRole('button', { name: 'Add a comment' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add Comment' });
  const already = dialog.getByRole('region', { name: 'Already said about this place (1)' });
  await expect(already).toContainText(`“${earlier}”`);
  await expect(already.getByRole('link', { name: 'View (opens in a new tab)' })).toHaveAttribute(
    'target',
    '_blank',
  );

  const text = 'Agent never calls back, ring 0412 345 678';
  await fillAddComment(dialog, { locationType: 'Apartment', unitNumber: '5', text });
  await expect(dialog.getByText('This looks like a phone number: 0412 345 678')).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');

  await dialog
    .getByRole('group', { name: 'Do you live here now?' })
    .getByRole('radio', { name: 'No' })
    .check();
  await dialog.getByRole('button', { name: 'Save Comment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish personal information?' });
  await confirm
    .getByRole('button', { name: 'Publish anyway — a moderator will review it first' })
    .click();
  await expect(dialog.getByRole('status')).toContainText(
    'Your comment is awaiting moderation: it seems to hold personal information',
  );
  // Not on the map as if published: the place still holds the one earlier comment.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`/?lat=${place.lat}&lon=${place.lon}&z=18&q=${RUN}`);
  await expect(page.locator('.leaflet-marker-icon[title^="Saved marker: "]')).toHaveCount(1);
  await expect(page.locator('li[data-marker-id]')).toHaveCount(1);
});
