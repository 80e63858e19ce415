import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  registerAccount,
  signInThroughModal,
  signedInPage,
  type TestAccount,
} from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { authHeaders, publishComment } from '../support/comments';

/**
 * A signed-in renter likes and unlikes a comment from its card, from Comment
 * Details and from its pin's popup; card and Details show the same state at once, it holds across a reload, another renter sees
 * the count; signed out, Like asks to sign in. Authors are named as their profile visibility
 * says: a public author by name, a private one as 'A renter'.
 */

/** A word only this run's comments hold: the list's text filter finds exactly them. */
const RUN = `likes${Date.now().toString(36)}`;

/** The comments' places, in Cairns. */
const ADDRESS = '14 Esplanade, Cairns City QLD 4870, Australia';
const CORNER = { lat: -16.9203, lon: 145.7781, address: ADDRESS };
const BACK_STREET = { lat: -16.9251, lon: 145.7702, address: ADDRESS };

async function setVisibility(
  request: APIRequestContext,
  account: TestAccount,
  profileVisibility: 'public' | 'friends' | 'private',
) {
  const response = await request.put('/api/users/me/settings', {
    headers: await authHeaders(request, account),
    data: { profileVisibility },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The list, everywhere, narrowed to this run's comments. */
const LIST = `/?list=everywhere&q=${RUN}`;
const card = (page: Page, id: string) => page.locator(`li[data-marker-id="${id}"]`);
const likeOn = (scope: ReturnType<Page['locator']>) =>
  scope.getByRole('button', { name: 'Like', exact: true });

async function expectLikes(
  scope: ReturnType<Page['locator']>,
  { count, pressed }: { count: number; pressed: boolean },
) {
  await expect(likeOn(scope)).toHaveAttribute('aria-pressed', String(pressed));
  await expect(scope.getByTestId('like-count')).toHaveText(String(count));
}

test.use({ viewport: { width: 1280, height: 860 } });

test('likes and unlikes from the card, Details and the popup, kept across reloads and seen by others; authors named as their visibility says', async ({
  page,
  browser,
  request,
}) => {
  const publicAuthor = await registerAccount(request);
  await setVisibility(request, publicAuthor, 'public');
  const privateAuthor = await registerAccount(request);
  const unit = { unitNumber: '9' };
  const liked = await publishComment(request, publicAuthor, CORNER, {
    text: `Bright corner unit ${RUN}`,
    ...unit,
  });
  const quiet = await publishComment(request, privateAuthor, BACK_STREET, {
    text: `Quiet back street ${RUN}`,
    ...unit,
  });

  // Signed out: the counts show, Like is disabled with SPEC's hint and asks to sign in.
  await page.goto(LIST);
  await expect(card(page, liked)).toContainText('By Erin Tester');
  await expect(card(page, quiet)).toContainText('By A renter');
  await expectLikes(card(page, liked), { count: 0, pressed: false });
  await expect(likeOn(card(page, liked))).toBeDisabled();
  await expect(likeOn(card(page, liked))).toHaveAttribute(
    'title',
    'Please sign in to like this location',
  );

  const renter = await registerAccount(request);
  await signInThroughModal(page, renter);
  await page.goto(LIST);
  const likedCard = card(page, liked);
  await expectLikes(likedCard, { count: 0, pressed: false });
  await expect(likeOn(likedCard)).toHaveAttribute('title', 'Like this location');

  // From the card: at once, and still there after a reload.
  await likeOn(likedCard).click();
  await expectLikes(likedCard, { count: 1, pressed: true });
  await page.reload();
  await expectLikes(card(page, liked), { count: 1, pressed: true });
  await expectNoAxeViolations(page, `li[data-marker-id="${liked}"]`);

  // From Details: the card behind it changes with it.
  await card(page, liked).getByRole('button', { name: 'View details' }).click();
  const details = page.getByRole('dialog', { name: 'Comment Details' });
  await expect(details).toContainText('By Erin Tester');
  await expectLikes(details, { count: 1, pressed: true });
  await expectNoAxeViolations(page, '[role="dialog"]');
  await likeOn(details).click();
  await expectLikes(details, { count: 0, pressed: false });
  await expectLikes(card(page, liked), { count: 0, pressed: false });
  await likeOn(details).click();
  await expectLikes(details, { count: 1, pressed: true });
  await expectLikes(card(page, liked), { count: 1, pressed: true });

  await page.reload();
  await expectLikes(page.getByRole('dialog', { name: 'Comment Details' }), {
    count: 1,
    pressed: true,
  });

  // Another renter sees the count, not liked by them; a private author stays 'A renter'.
  const otherPage = await signedInPage(browser, request, await registerAccount(request), {
    viewport: { width: 1280, height: 860 },
  });
  const other = otherPage.context();
  await otherPage.goto(LIST);
  await expectLikes(card(otherPage, liked), { count: 1, pressed: false });
  await expect(card(otherPage, quiet)).toContainText('By A renter');
  await likeOn(card(otherPage, liked)).click();
  await expectLikes(card(otherPage, liked), { count: 2, pressed: true });
  await other.close();

  // The first renter sees it on their next load.
  await page.goto(LIST);
  await expectLikes(card(page, liked), { count: 2, pressed: true });

  // 'Most liked' puts it first.
  await page.getByLabel('Sort').selectOption({ label: 'Most liked' });
  await expect(page).toHaveURL(/sort=liked/);
  await expect(page.locator('li[data-marker-id]').first()).toHaveAttribute('data-marker-id', liked);

  // The pin's popup on the map: the same author, count and Like.
  await page.goto(`/?lat=${CORNER.lat}&lon=${CORNER.lon}&z=18&q=${RUN}`);
  const pin = page.locator('.leaflet-marker-icon[title^="Saved marker: "]');
  await expect(pin).toHaveCount(1);
  await pin.click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toContainText('By Erin Tester');
  await expectLikes(popup, { count: 2, pressed: true });
  // The popup pans the map into view and the map then asks for that view's pins: Like is
  // clicked once the map has settled, or the click can land on the map where it just was.
  await page.waitForLoadState('networkidle');
  await expectLikes(popup, { count: 2, pressed: true });
  await likeOn(popup).click();
  await expectLikes(popup, { count: 1, pressed: false });
  await expectNoAxeViolations(page, '.leaflet-popup');
  await page.reload();
  await page.locator('.leaflet-marker-icon[title^="Saved marker: "]').click();
  await expectLikes(page.locator('.leaflet-popup'), { count: 1, pressed: false });
});
