import { expect, test, type Page } from '@playwright/test';
import { registerAccount, signInAt, submitSignIn, type TestAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { fillAddComment, gotoMap } from '../support/map';

/**
 * Publishing that protects the author: a tenant who lives at the place is asked so, their
 * comment waits until they say they moved out, nobody else sees it until then, and once
 * published it shows only the building and the month.
 */

/** Sturt Street, Ballarat: far from every other spec's places. */
const BALLARAT = { lat: -37.5622, lon: 143.8503 };

interface SavedComment {
  id: string;
  comment: string;
  unitNumber: string;
  coarse: boolean;
  lat: number;
  createdDate: string;
}

async function publicListHas(page: Page, text: string): Promise<SavedComment | undefined> {
  const answer = await page.request.get(
    `/api/marker/marker-comments/list?size=50&q=${encodeURIComponent(text.split(' ')[0]!)}`,
  );
  const { content } = ((await answer.json()) as { data: { content: SavedComment[] } }).data;
  return content.find((comment) => comment.comment === text);
}

async function openAddComment(page: Page) {
  await gotoMap(page, `/?lat=${BALLARAT.lat}&lon=${BALLARAT.lon}&z=17`);
  const box = (await page.locator('.leaflet-container').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.locator('.leaflet-popup').getByRole('button', { name: 'Add a comment' }).click();
  return page.getByTestId('add-comment-dialog');
}

let author: TestAccount;

test.beforeAll(async ({ request }) => {
  author = await registerAccount(request);
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('a tenant publishes when they move out, and the public sees the building and month', async ({
    page,
  }) => {
    const text = `Ballarat${Date.now() % 100000} damp in every room; two requests, no repair yet.`;
    await signInAt(page, author);
    const dialog = await openAddComment(page);
    await fillAddComment(dialog, { locationType: 'Apartment', unitNumber: 'Unit 4', text });

    // The question has no answer until the author gives one.
    const livesHere = dialog.getByRole('group', { name: 'Do you live here now?' });
    await expect(livesHere.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await expect(livesHere.getByRole('radio', { name: 'No' })).not.toBeChecked();
    await livesHere.getByRole('radio', { name: 'Yes' }).check();
    const when = dialog.getByRole('group', { name: 'When should it be published?' });
    await expect(when.getByRole('radio', { name: 'When I move out' })).toBeChecked();
    await expect(
      dialog.getByRole('checkbox', { name: 'Show only the building and the month' }),
    ).toBeChecked();
    await expectNoAxeViolations(page, '[data-testid="add-comment-dialog"]');
    await page.screenshot({ path: test.info().outputPath('lives-here-desktop.png') });

    await dialog.getByRole('button', { name: 'Save Comment' }).click();
    await expect(
      page.getByText(
        'Your comment is scheduled. It will be published when you choose "I have moved out" in My comments.',
      ),
    ).toBeVisible();
    // Nobody else reads it.
    expect(await publicListHas(page, text)).toBeUndefined();

    // In My comments, "I have moved out" publishes it.
    await page.goto('/my-comments');
    const item = page.getByRole('listitem').filter({ hasText: text });
    await expect(item.getByText('Scheduled')).toBeVisible();
    await expectNoAxeViolations(page);
    await item.getByRole('button', { name: /^I have moved out/ }).click();
    await expect(page.getByText('Your comment is published.')).toBeVisible();

    // The public version: no unit, the first of the month.
    await expect.poll(async () => (await publicListHas(page, text))?.coarse).toBe(true);
    const shown = (await publicListHas(page, text))!;
    expect(shown.unitNumber).toBe('');
    expect(shown.createdDate).toMatch(/^\d{4}-\d\d-01T00:00:00\.000Z$/);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the question and its choices fit a phone and pass axe', async ({ page }) => {
    // On a phone, Sign In is in the slide-in menu.
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#app-menu').getByRole('link', { name: 'Sign In' }).click();
    await submitSignIn(page, author, { keepLoggedIn: true });
    await expect(page.getByRole('dialog')).toBeHidden();
    const dialog = await openAddComment(page);
    await dialog
      .getByRole('group', { name: 'Do you live here now?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await dialog.getByRole('radio', { name: /^After a random 7–30 days/ }).check();
    await expect(dialog.getByLabel('Move-out date (optional)')).toBeHidden();
    await expectNoAxeViolations(page, '[data-testid="add-comment-dialog"]');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('lives-here-phone.png'), fullPage: true });
  });
});
