import { expect, test, type Page } from '@playwright/test';
import { registerAccount, signInWithTokens, type TestAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { publishComment, type Place } from '../support/comments';
import { fillAddComment, gotoMap } from '../support/map';

/**
 * A building's page: three renters write about one block in their own spellings ("2/40",
 * "Unit 2", "Apt 5"), at points a few metres apart; the server puts them in one building and
 * unit, and the page lists its units and their comments, at desktop and phone sizes.
 */

/** Brisbane Street, Launceston: far from every other spec's places. */
const LAUNCESTON = { lat: -41.4332, lon: 147.1441 };
/** Its street number: each run of this file writes about a building of its own… */
const NUMBER = 100 + (Date.now() % 9000);
/** …standing 80 m from the other runs' (drawn apart on the map at zoom 17). */
const BLOCK = { lat: LAUNCESTON.lat + ((NUMBER % 400) * 80) / 111_195, lon: LAUNCESTON.lon };
const at = (metresNorth: number, address: string): Place => ({
  lat: BLOCK.lat + metresNorth / 111_195,
  lon: BLOCK.lon,
  address,
  city: 'Launceston',
  postcode: '7250',
});

interface Block {
  number: number;
  firstId: string;
  buildingId: string;
  reader: TestAccount;
}

let block: Block | undefined;

test.beforeAll(async ({ request }) => {
  const number = NUMBER;
  const [ada, ben] = [await registerAccount(request), await registerAccount(request)];
  const firstId = await publishComment(
    request,
    ada,
    at(0, `2/${number} Brisbane St, Launceston TAS 7250`),
    {
      text: 'Mould in the bathroom every winter; the agent sent a cleaner, not a plumber.',
      unitNumber: `2/${number}`,
    },
  );
  await publishComment(request, ben, at(9, `${number} Brisbane Street, Launceston TAS 7250`), {
    text: 'Same mould here in unit 2 before them; it came back within a month.',
    unitNumber: 'Unit 2',
  });
  await publishComment(request, ben, at(-6, `${number} Brisbane Street, Launceston`), {
    text: 'Top floor, dry and warm, but the stairs light has been out since March.',
    unitNumber: 'Apt 5',
  });
  const saved = await request.get(`/api/marker/marker-comments/${firstId}`);
  const { buildingId } = ((await saved.json()) as { data: { buildingId: string } }).data;
  expect(buildingId).toMatch(/^[0-9a-f-]{36}$/);
  block = { number, firstId, buildingId, reader: await registerAccount(request) };
});

async function expectBuildingPage(page: Page): Promise<void> {
  const street = `${block!.number} Brisbane Street`;
  await expect(page.getByRole('heading', { level: 1, name: street })).toBeVisible();
  await expect(page).toHaveTitle(`${street}, Launceston · RentMap`);
  // 3, and 4 once the Add Comment test has added one.
  await expect(page.getByText(/^[34] comments about 2 units$/)).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Mould in the bathroom' }),
  ).toBeVisible();
}

/**
 * Up close, the building's comments (its 2 units, 15 m apart) are one square marker named by
 * its address and count; it lists them under the address, with a link to the building's page.
 */
async function expectBuildingCluster(page: Page, screenshot: string): Promise<void> {
  const street = `${block!.number} Brisbane Street`;
  const cluster = page.getByRole('button', {
    name: new RegExp(`^${street}, Launceston.*: [34] saved comments, list them$`),
  });
  await expect(cluster).toHaveClass(/rm-cluster--building/);
  await cluster.click();
  const contents = page.getByTestId('cluster-contents');
  await expect(contents.getByRole('heading', { name: new RegExp(`^${street}`) })).toBeVisible();
  await expect(contents.getByRole('listitem')).toHaveCount(await countOf(cluster));
  await expect(contents.getByRole('button', { name: /Apt 5$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath(screenshot) });
  await contents.getByRole('link', { name: 'Every comment about this building' }).click();
  await expect(page).toHaveURL(new RegExp(`/buildings/${block!.buildingId}$`));
  await expectBuildingPage(page);
}

/** The count a cluster's name gives. */
async function countOf(cluster: ReturnType<Page['getByRole']>): Promise<number> {
  const name = (await cluster.getAttribute('title')) ?? '';
  return Number(/: (\d+) saved comments/.exec(name)?.[1]);
}

/** How many comments the block has now (3, and 4 once the Add Comment test has added one). */
async function countOfBlock(page: Page): Promise<number> {
  const answer = await page.request.get(`/api/buildings/${block!.buildingId}`);
  return ((await answer.json()) as { data: { commentCount: number } }).data.commentCount;
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test('from a comment to its building: units, their comments, the map', async ({
    page,
    request,
  }) => {
    // Signed in, a comment's link opens its Comment Details.
    await signInWithTokens(page, request, block!.reader);
    await page.goto(`/places/${block!.firstId}`);
    const details = page.getByTestId('comment-details-dialog');
    await details.getByRole('link', { name: 'Every comment about this building' }).click();

    await expect(page).toHaveURL(new RegExp(`/buildings/${block!.buildingId}$`));
    await expectBuildingPage(page);
    const units = page.getByRole('region', { name: 'Units' });
    await expect(units.getByRole('button')).toHaveText([
      'All3 comments',
      // Each unit by its one name, however its comments wrote it.
      'Unit 22 comments',
      'Unit 51 comment',
    ]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('building-desktop.png'), fullPage: true });

    // Watching it: the reader is told of its new comments from now on.
    await page.getByRole('button', { name: 'Watch this building' }).click();
    await expect(page.getByText('Watching this building')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage in Watched areas' })).toBeVisible();

    // One unit: only its comment.
    await units.getByRole('button', { name: /Unit 5/ }).click();
    await expect(units.getByRole('button', { name: /Unit 5/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const comments = page.getByRole('region', { name: 'Comments' }).getByRole('listitem');
    await expect(comments.filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(1);
    await expect(page.getByText('the stairs light has been out since March')).toBeVisible();

    // The map, at the building.
    await page.getByRole('link', { name: 'Show on the map' }).click();
    await expect(page).toHaveURL(/\/\?lat=-41\.\d+&lon=147\.14\d*&z=17/);
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expectBuildingCluster(page, 'building-cluster-desktop.png');
  });

  test('a new comment names its building in the Add Comment dialog', async ({ page, request }) => {
    await signInWithTokens(page, request, block!.reader);
    await gotoMap(page, `/?lat=${BLOCK.lat}&lon=${BLOCK.lon}&z=17`);
    // 28 px east of the building at zoom 17: about 25 m, beside its pins.
    const box = (await page.locator('.leaflet-container').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 28, box.y + box.height / 2);
    const popup = page.locator('.leaflet-popup');
    await popup.getByRole('button', { name: 'Add a comment' }).click();
    const dialog = page.getByTestId('add-comment-dialog');

    const choice = dialog.getByRole('group', { name: 'Which building is it?' });
    await choice
      .getByRole('radio', { name: new RegExp(`^${block!.number} Brisbane Street`) })
      .check();
    await expectNoAxeViolations(page, '[data-testid="add-comment-dialog"]');
    await page.screenshot({ path: test.info().outputPath('add-comment-building.png') });
    await fillAddComment(dialog, {
      locationType: 'Apartment',
      unitNumber: 'Apt 5',
      text: 'The stairs light is fixed now, after three months of asking.',
    });
    await dialog
      .getByRole('group', { name: 'Do you live here now?' })
      .getByRole('radio', { name: 'No' })
      .check();
    await dialog.getByRole('button', { name: 'Save Comment' }).click();
    await expect(dialog).toBeHidden();

    const answer = await request.get(`/api/buildings/${block!.buildingId}`);
    const data = ((await answer.json()) as { data: { commentCount: number; units: unknown[] } })
      .data;
    expect(data.commentCount).toBe(4);
    expect(data.units).toContainEqual(
      expect.objectContaining({ label: 'Unit 5', commentCount: 2 }),
    );
  });

  test('the list shows one card per building, linking to its page', async ({ page }) => {
    await page.goto(`/?lat=${BLOCK.lat}&lon=${BLOCK.lon}&z=17`);
    const list = page.getByTestId('saved-markers-panel');
    // Its comments are cards of their own (other runs' buildings stand nearby).
    const toPage = list.locator(`a[href="/buildings/${block!.buildingId}"]`);
    const ours = list.getByRole('listitem').filter({ hasText: `${block!.number} Brisbane` });
    await expect(ours.nth(1)).toBeVisible();
    await expect(toPage).toHaveCount(0);

    const group = list.getByRole('checkbox', { name: 'One card per building' });
    await group.click();
    await expect(group).toBeChecked();
    await expect(page).toHaveURL(/[?&]group=building(&|$)/);
    // One card stands for them (its newest), with the building's count and a link to its page.
    await expect(toPage).toHaveCount(1);
    await expect(toPage).toHaveText(`${await countOfBlock(page)} comments about this building`);
    const link = toPage;
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('list-by-building-desktop.png') });

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/buildings/${block!.buildingId}$`));
    await expectBuildingPage(page);
  });

  test('an unknown building says so, with the way back to the map', async ({ page }) => {
    const response = await page.goto('/buildings/00000000-0000-4000-8000-000000000000');

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText(
      'This building does not exist, or nobody has published a comment about it.',
    );
    await expect(page.getByRole('link', { name: 'Back to the map' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the page fits a phone and passes axe', async ({ page }) => {
    await page.goto(`/buildings/${block!.buildingId}`);

    await expectBuildingPage(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('building-phone.png'), fullPage: true });

    await page.getByRole('link', { name: 'Show on the map' }).click();
    await expectBuildingCluster(page, 'building-cluster-phone.png');
  });
});
