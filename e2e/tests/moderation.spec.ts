import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { registerAccount, signInAt, signedInPage, type TestAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { authHeaders, publishComment, uploadPhoto } from '../support/comments';
import { makeModerator } from '../support/moderators';

/**
 * The whole journey: an author publishes, a reader reports it from its card, a
 * moderator (made by the documented command) hides it from /moderation with a reason; it is
 * gone for everyone else at once — the list, its /places link, its photo — while the author
 * sees 'Hidden by moderation' with the reason on My comments and asks for a review, once.
 */

/** A word only this run's comment holds: the list's text filter finds exactly it. */
const RUN = `mod${Date.now().toString(36)}`;
const PLACE = {
  lat: -31.9523,
  lon: 115.8613,
  address: '9 Hay Street, Perth WA 6000, Australia',
};
const LIST = `/?list=everywhere&q=${RUN}`;
const REASON = 'Names a private person and their phone number';

const DESKTOP = { viewport: { width: 1280, height: 860 } };
test.use(DESKTOP);

async function publish(request: APIRequestContext, author: TestAccount) {
  const headers = await authHeaders(request, author);
  const photo = await uploadPhoto(request, headers, { name: 'hall.png', rgb: [170, 60, 140] });
  const text = `The landlord lets the hallway go dark at night ${RUN}`;
  const fields = { text, unitNumber: '7', photoUrls: [photo.name] };
  return { id: await publishComment(request, headers, PLACE, fields), photo };
}

const card = (page: Page, id: string) => page.locator(`li[data-marker-id="${id}"]`);

/** The image arrived and was decoded (a failed one is hidden or has no size). */
async function expectPhotoDrawn(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
}

test('a reported comment hidden by a moderator vanishes for others; its author is told why and asks for review', async ({
  browser,
  request,
}) => {
  // Four people, each in a browser of their own, on a machine shared with the other worker.
  test.slow();
  const author = await registerAccount(request);
  const { id, photo } = await publish(request, author);

  // A reader reports it from its card.
  const reader = await signedInPage(browser, request, await registerAccount(request), DESKTOP);
  await reader.goto(LIST);
  await card(reader, id).getByRole('button', { name: 'Report', exact: true }).click();
  const report = reader.getByRole('dialog', { name: 'Report this comment' });
  await report.getByRole('radio', { name: 'Personal information' }).check();
  await report.getByLabel('Details (optional)').fill('It names my neighbour.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByRole('status')).toHaveText('Thanks — a moderator will look at it.');
  await reader.context().close();

  // A moderator, made by the documented command, finds it in the queue from the user menu.
  const moderatorAccount = await registerAccount(request);
  await makeModerator(moderatorAccount.email);
  const moderator = await signedInPage(browser, request, moderatorAccount, DESKTOP);
  await moderator.goto('/');
  await moderator.getByRole('button', { name: new RegExp(moderatorAccount.email) }).click();
  await moderator.getByRole('menuitem', { name: 'Moderation' }).click();
  await expect(moderator).toHaveURL(/\/moderation$/);
  await expect(moderator).toHaveTitle('Moderation · RentMap');
  await expect(moderator.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();

  const item = moderator.getByTestId('moderation-case').filter({ hasText: RUN });
  const loadMore = moderator.getByRole('button', { name: 'Load more' });
  // Oldest first: other specs' cases may come before it.
  while ((await item.count()) === 0 && (await loadMore.isVisible())) await loadMore.click();
  await expect(item).toBeVisible();
  await expect(item.getByTestId('case-status')).toHaveText('Published');
  await expect(item.getByTestId('open-report')).toContainText(
    'Personal information: It names my neighbour.',
  );
  await expect(item.getByTestId('author-history')).toContainText('Reports received1');
  await expect(item.getByRole('link', { name: 'Open photo 1 full size' })).toBeVisible();
  await expectNoAxeViolations(moderator);

  await item.getByRole('button', { name: /^Hide the comment on/ }).click();
  const decision = moderator.getByRole('dialog', { name: 'Hide this comment?' });
  await expect(decision.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await decision.getByRole('button', { name: 'Hide comment' }).click();
  await expect(decision.getByRole('alert')).toHaveText('Give a reason.');
  await expectNoAxeViolations(moderator, '[data-testid="decision-dialog"]');
  await decision.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await decision.getByRole('button', { name: 'Hide comment' }).click();
  await expect(decision).toBeHidden();
  await expect(item.getByTestId('case-status')).toHaveText('Hidden');
  // Hidden: the public photo address is 404; the moderator's signed one draws.
  await expectPhotoDrawn(
    item.getByRole('link', { name: 'Open photo 1 full size' }).getByRole('img'),
  );
  await expect(item.getByTestId('case-history')).toContainText(
    `Hid (Published → Hidden): ${REASON}`,
  );
  await expect(moderator.getByText('The comment is hidden.')).toBeVisible();

  // The audit log keeps it.
  await moderator.getByRole('tab', { name: 'Audit log' }).click();
  await expect(moderator.getByTestId('audit-log')).toContainText(REASON);
  await expectNoAxeViolations(moderator);

  // Gone at once for a third user: the list, its link, its photo.
  const third = await signedInPage(browser, request, await registerAccount(request), DESKTOP);
  await third.goto(LIST);
  await expect(third.getByTestId('saved-markers-panel')).toBeVisible();
  await expect(card(third, id)).toHaveCount(0);
  await third.goto(`/places/${id}`);
  await expect(third.getByText('This comment does not exist or was removed.')).toBeVisible();
  expect((await request.get(`/api/marker/marker-comments/${id}`)).status()).toBe(404);
  expect((await request.get(photo.url)).status()).toBe(404);
  await third.context().close();

  // The author sees why on My comments, and asks for a review once.
  const own = await signedInPage(browser, request, author, DESKTOP);
  await own.goto('/my-comments');
  const mine = own.locator(`[data-comment-id="${id}"]`);
  await expect(mine.getByTestId('moderation-state')).toContainText(
    `Hidden by moderation: ${REASON}`,
  );
  await expectPhotoDrawn(mine.getByRole('img'));
  await expect(mine.getByRole('button', { name: /^Edit your comment on/ })).toBeEnabled();
  await mine.getByRole('button', { name: /^Ask for a review of your comment on/ }).click();
  await expect(mine.getByText('Review requested')).toBeVisible();
  await own.reload();
  await expect(mine.getByText('Review requested')).toBeVisible();
  await expect(mine.getByRole('button', { name: /^Ask for a review/ })).toHaveCount(0);
  await own.context().close();

  // The moderator's queue shows the request.
  await moderator.reload();
  const requested = moderator.getByTestId('moderation-case').filter({ hasText: RUN });
  while ((await requested.count()) === 0 && (await loadMore.isVisible())) await loadMore.click();
  await expect(requested).toContainText('The author asked for a review');
  await moderator.context().close();
});

test('/moderation: signed out asks to sign in; a signed-in user who is not a moderator is told it is for moderators only', async ({
  page,
  request,
}) => {
  await page.goto('/moderation');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  const account = await registerAccount(request);
  await signInAt(page, account);
  await page.getByRole('button', { name: new RegExp(account.email) }).click();
  await expect(page.getByRole('menuitem', { name: 'My comments' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Moderation' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderators only' })).toBeVisible();
  await expectNoAxeViolations(page);
});
