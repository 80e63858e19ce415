import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerAccount, signedInPage } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { publishComment } from '../support/comments';
import { makeModerator } from '../support/moderators';

/**
 * A notice from the agent of a place: filed from the comment's Report, it marks the comment
 * Under review for every reader (the comment stays up); the author reads it on My comments,
 * without the filer's name, and answers; a moderator sees the notice with the answer in the
 * case and keeps the comment, which is then no longer under review.
 */

const RUN = `notice${Date.now().toString(36)}`;
const PLACE = {
  lat: -34.9285,
  lon: 138.6007,
  address: '21 Rundle Mall, Adelaide SA 5000, Australia',
};
const LIST = `/?list=everywhere&q=${RUN}`;
const PASSAGE = 'the agent never fixed the heater';
const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

const card = (page: Page, id: string) => page.locator(`li[data-marker-id="${id}"]`);

/** A page of its own browser context (axe needs one), signed out. */
async function freshPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

test('an agent files a notice: the comment stays up under review, its author answers, a moderator keeps it', async ({
  browser,
  request,
}) => {
  // Four people, each in a browser of their own, on a machine shared with the other worker.
  test.slow();
  const author = await registerAccount(request);
  const text = `Cold all winter and ${PASSAGE}, ${RUN}`;
  const id = await publishComment(request, author, PLACE, { text, unitNumber: '4' });

  // The agent finds it in the list and objects to a passage, from Report.
  const agentAccount = await registerAccount(request);
  const agent = await signedInPage(browser, request, agentAccount, { viewport: DESKTOP });
  await agent.goto(LIST);
  await card(agent, id).getByRole('button', { name: 'Report', exact: true }).click();
  await agent
    .getByRole('dialog', { name: 'Report this comment' })
    .getByRole('button', { name: 'Object to a passage instead' })
    .click();
  const notice = agent.getByRole('dialog', { name: 'Object to a passage' });
  await expect(notice.getByRole('radio', { name: 'The landlord' })).toBeFocused();
  await notice.getByRole('radio', { name: 'The agent' }).check();
  await notice.getByRole('radio', { name: 'It states something untrue as a fact' }).check();
  await notice.getByRole('textbox', { name: 'The passage' }).fill('words nobody wrote');
  await notice.getByRole('textbox', { name: 'Why' }).fill('The heater was replaced in June.');
  await notice.getByRole('button', { name: 'Send notice' }).click();
  // The API refuses a passage that is not in the comment; what was typed stays.
  await expect(notice.getByRole('alert')).toContainText('must be a passage of the comment');
  await expectNoAxeViolations(agent, '[data-testid="notice-dialog"]');
  await agent.screenshot({ path: test.info().outputPath('notice-form-desktop.png') });
  await notice.getByRole('textbox', { name: 'The passage' }).fill(PASSAGE.toUpperCase());
  await notice.getByRole('button', { name: 'Send notice' }).click();
  await expect(notice.getByRole('status')).toContainText('Notice sent.');
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
  await agent.context().close();

  // Every reader, signed out too, sees it under review, whole.
  const reader = await freshPage(browser, PHONE);
  await reader.goto(LIST);
  await reader.getByRole('button', { name: 'Show List' }).click();
  await expect(card(reader, id).getByTestId('under-review')).toBeVisible();
  await expect(card(reader, id).getByTestId('under-review')).toHaveText('Under review');
  await expect(card(reader, id)).toContainText(PASSAGE);
  await expectNoAxeViolations(reader);
  await reader.screenshot({ path: test.info().outputPath('under-review-phone.png') });
  await reader.context().close();

  // The author reads the notice without the agent's name, and answers it.
  const own = await signedInPage(browser, request, author, { viewport: DESKTOP });
  await own.goto('/my-comments');
  const mine = own.locator(`[data-comment-id="${id}"]`);
  await expect(mine).toContainText('An agent objects to a passage');
  await expect(mine).toContainText('The heater was replaced in June.');
  await expect(mine).not.toContainText(agentAccount.email);
  await mine
    .getByRole('textbox', { name: 'Your answer to this notice' })
    .fill('It was replaced after three months of asking.');
  await mine.getByRole('button', { name: 'Send answer' }).click();
  await expect(mine).toContainText('Your answer');
  await expect(mine.getByRole('button', { name: 'Send answer' })).toHaveCount(0);
  await expectNoAxeViolations(own);
  await own.setViewportSize(PHONE);
  await mine.scrollIntoViewIfNeeded();
  await own.screenshot({ path: test.info().outputPath('my-comments-notice-phone.png') });
  await own.context().close();

  // A moderator reads the notice and the answer in the case, and keeps the comment.
  const moderatorAccount = await registerAccount(request);
  await makeModerator(moderatorAccount.email);
  const moderator = await signedInPage(browser, request, moderatorAccount, { viewport: DESKTOP });
  await moderator.goto('/moderation');
  const item = moderator.getByTestId('moderation-case').filter({ hasText: RUN });
  const loadMore = moderator.getByRole('button', { name: 'Load more' });
  await expect(moderator.getByTestId('moderation-case').first()).toBeVisible();
  while ((await item.count()) === 0 && (await loadMore.isVisible())) await loadMore.click();
  await expect(item).toContainText('Notices (1)');
  await expect(item).toContainText('It was replaced after three months of asking.');
  await expectNoAxeViolations(moderator);
  await moderator.screenshot({ path: test.info().outputPath('moderation-notice-desktop.png') });
  await item.getByRole('button', { name: /^Dismiss the comment on/ }).click();
  await moderator.getByRole('dialog').getByRole('textbox', { name: 'Reason' }).fill('Opinion');
  await moderator.getByRole('dialog').getByRole('button', { name: 'Dismiss reports' }).click();
  await expect(moderator.getByRole('dialog')).toBeHidden();
  await moderator.context().close();

  // Kept: no longer under review.
  const after = await freshPage(browser);
  await after.goto(LIST);
  await expect(card(after, id)).toBeVisible();
  await expect(card(after, id).getByTestId('under-review')).toHaveCount(0);
  await after.context().close();
});
