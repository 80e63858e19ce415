import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { registerAccount, signInAt, signedInPage, type TestAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { commentBody, headersFor, type Place } from '../support/comments';
import { checkBox, fillAddComment, gotoMap, savedOnMap } from '../support/map';
import { waitForMail } from '../support/outbox';

/**
 * The renter's record: three tenants of one NSW block answer the condition checklist and share
 * their rent; the building's page adds it up, a comment shows its record in bands with the
 * state's hints, and a tenant on a phone fills in the checklist and rent in Add Comment.
 */

/** Wilson Street, Newtown (NSW): far from every other spec's places. */
const NEWTOWN = { lat: -33.8937, lon: 151.183 };
/** Each run writes about a building of its own, 80 m from the other runs'. */
const NUMBER = 100 + (Date.now() % 9000);
const BLOCK = { lat: NEWTOWN.lat + ((NUMBER % 400) * 80) / 111_195, lon: NEWTOWN.lon };
const PLACE: Place = {
  ...BLOCK,
  address: `${NUMBER} Wilson Street, Newtown NSW 2042`,
  city: 'Newtown',
  postcode: '2042',
};

/** A comment with its checklist and rent, saved as the dialog saves it. */
async function publishRecord(
  request: APIRequestContext,
  author: TestAccount,
  unitNumber: string,
  record: { checklist: unknown; rent: unknown },
): Promise<string> {
  const saved = await request.post('/api/marker', {
    headers: await headersFor(request, author),
    data: {
      ...commentBody(PLACE, { text: `Unit ${unitNumber}: damp in winter.`, unitNumber }),
      ...record,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return ((await saved.json()) as { data: { id: string } }).data.id;
}

const damp = (answer: string, fixedAfterDays?: number) => ({
  answers: [
    {
      item: 'nsw.damp',
      answer,
      ...(fixedAfterDays !== undefined && { toldOn: '2025-06-02', fixedAfterDays }),
    },
    { item: 'nsw.water', answer: 'met' },
  ],
});

/** What the test reads back of the new comment. */
interface SavedRecord {
  checklist: { answers: unknown[] };
  rent: { hints: Array<{ text: string }> };
}

let firstId = '';
let buildingId = '';
let reader: TestAccount;

test.beforeAll(async ({ request }) => {
  const [ada, ben, cy] = [
    await registerAccount(request),
    await registerAccount(request),
    await registerAccount(request),
  ];
  firstId = await publishRecord(request, ada, '1', {
    checklist: damp('not-met', 21),
    rent: {
      weeklyRent: 455,
      movedIn: '2023-02',
      agreement: 'periodic',
      increases: [
        { on: '2024-03-01', newRent: 480, noticeDays: 60, inWriting: true },
        { on: '2024-11-15', newRent: 510, noticeDays: 45, inWriting: false },
      ],
    },
  });
  await publishRecord(request, ben, '2', {
    checklist: damp('not-met', 35),
    rent: { weeklyRent: 470, movedIn: '2023-06', increases: [] },
  });
  await publishRecord(request, cy, '3', {
    checklist: damp('met'),
    rent: {
      weeklyRent: 440,
      movedIn: '2022-09',
      increases: [{ on: '2024-01-08', newRent: 465, noticeDays: 62, inWriting: true }],
    },
  });
  const saved = await request.get(`/api/marker/marker-comments/${firstId}`);
  buildingId = ((await saved.json()) as { data: { buildingId: string } }).data.buildingId;
  reader = await registerAccount(request);
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 860 } });

  test("a building's page adds up its tenants' checklists and rents", async ({ page }) => {
    await page.goto(`/buildings/${buildingId}`);
    const conditions = page.getByRole('region', { name: 'Condition reported by tenants' });
    await expect(
      conditions.getByText('Mould and damp: reported not met by 2 tenants of 3'),
    ).toBeVisible();
    await expect(
      conditions.getByText('Hot and cold water: reported not met by none of 3 tenants'),
    ).toBeVisible();

    const rent = page.getByRole('region', { name: 'Rent reported by tenants' });
    // 2023: 455, 470 and 440 → $450–$459; 2024: 510, 470, 465 → $470–$479.
    await expect(rent.getByText('2023 · $450–$459 a week · 3 tenants')).toBeVisible();
    await expect(rent.getByText('2024 · $470–$479 a week · 3 tenants')).toBeVisible();
    await expect(rent.getByText(/^\+3\.3% on 2023$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: test.info().outputPath('building-record-desktop.png'),
      fullPage: true,
    });
  });

  test("a comment's rent, with the state's rule and its regulator", async ({ page }) => {
    await signInAt(page, reader);
    await page.goto(`/places/${firstId}`);
    const details = page.getByTestId('comment-details-dialog');
    const rent = details.getByRole('region', { name: 'Rent', exact: true });
    // Three accounts shared rent here: others see it exactly.
    await expect(rent.getByText('$455 a week from February 2023')).toBeVisible();
    await expect(rent.getByText('Two increases within 12 months')).toBeVisible();
    // Three hints, each with the rule and the regulator to ask.
    const regulator = rent.getByRole('link', { name: 'NSW Fair Trading' });
    await expect(regulator).toHaveCount(3);
    await expect(regulator.first()).toHaveAttribute('href', 'https://www.fairtrading.nsw.gov.au/');
    await expect(details).not.toContainText(/illegal|unlawful/i);
    await expectNoAxeViolations(page, '[data-testid="comment-details-dialog"]');
    await rent.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('comment-rent-desktop.png') });
  });
  test("the map and the list filter by the renter's record", async ({ page }) => {
    // Close enough that only this run's building is in view.
    await gotoMap(page, `/?lat=${BLOCK.lat}&lon=${BLOCK.lon}&z=18`);
    const panel = page.getByTestId('saved-markers-panel');
    const cards = panel.locator('li[data-marker-id]');
    const bar = page.getByRole('region', { name: 'Filters and order' });
    const record = bar.getByRole('group', { name: "Renter's record" });
    await expect(cards).toHaveCount(3);
    await expect.poll(() => savedOnMap(page)).toBe(3);

    // Two tenants said the damp is not met.
    await checkBox(record.getByRole('checkbox', { name: 'Mould reported' }));
    await expect(page).toHaveURL(/mould=1/);
    await expect(cards).toHaveCount(2);
    await expect(panel.locator(`li[data-marker-id="${firstId}"]`)).toHaveCount(1);
    // Up to $500 a week: ada's rent rose to $510, so hers goes; ben's $470 stays.
    await record.getByLabel('Rent up to').selectOption({ label: '$500 a week' });
    await expect(page).toHaveURL(/rentMax=500/);
    await expect(cards).toHaveCount(1);
    await expect(panel.locator(`li[data-marker-id="${firstId}"]`)).toHaveCount(0);
    // The map counts what the list shows: one saved comment in view.
    await expect.poll(() => savedOnMap(page)).toBe(1);
    await expectNoAxeViolations(page, '[data-testid="saved-markers-panel"]');
    await page.screenshot({ path: test.info().outputPath('record-filters-desktop.png') });

    // Only the rent ceiling: cy's $465 comes back with ben's.
    await record.getByRole('checkbox', { name: 'Mould reported' }).click();
    await expect(cards).toHaveCount(2);
    await expect.poll(() => savedOnMap(page)).toBe(2);
    await bar.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards).toHaveCount(3);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters' disclosure holds the renter's record", async ({ page }) => {
    await gotoMap(page, `/?lat=${BLOCK.lat}&lon=${BLOCK.lon}&z=18&heating=1`);
    await expect.poll(() => savedOnMap(page)).toBe(0);
    await page.getByRole('button', { name: 'Show List' }).click();
    const bar = page.getByRole('region', { name: 'Filters and order' });
    const disclosure = bar.getByRole('button', { name: 'Filters (1)' });
    await disclosure.click();
    const record = bar.getByRole('group', { name: "Renter's record" });
    await expect(
      record.getByRole('checkbox', { name: 'Heating meets the standard' }),
    ).toBeChecked();
    // Nobody here answered heating: nothing is kept, on the map (above) or in the list.
    await expect(page.getByTestId('saved-markers-panel').locator('li[data-marker-id]')).toHaveCount(
      0,
    );
    await record.getByLabel('Rent up to').selectOption({ label: '$1,500 a week' });
    await expect(bar.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    await expectNoAxeViolations(page, '[data-testid="saved-markers-panel"]');
    await record.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('record-filters-phone.png') });
  });

  test('Add Comment takes the checklist and the rent in one request', async ({ page, request }) => {
    // Signed in from the header at desktop width, where it shows Sign In.
    await page.setViewportSize({ width: 1280, height: 860 });
    await signInAt(page, reader);
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoMap(page, `/?lat=${BLOCK.lat}&lon=${BLOCK.lon}&z=18`);
    // 40 px east of the building's pin at zoom 18: about 20 m, clear of the pin itself.
    const box = (await page.locator('.leaflet-container').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2);
    await page.locator('.leaflet-popup').getByRole('button', { name: 'Add a comment' }).click();
    const dialog = page.getByTestId('add-comment-dialog');
    await dialog
      .getByRole('group', { name: 'Which building is it?' })
      .getByRole('radio', { name: new RegExp(`^${NUMBER} Wilson Street`) })
      .check();
    await fillAddComment(dialog, {
      locationType: 'Apartment',
      unitNumber: '4',
      text: 'Mould behind the wardrobe; the agent came after a month.',
    });

    await dialog.getByRole('button', { name: 'Condition checklist (optional)' }).click();
    const damp = dialog.getByRole('group', { name: /dampness/i });
    await damp.getByRole('radio', { name: 'Not met' }).check();

    await dialog.getByRole('button', { name: 'Rent (optional)' }).click();
    await dialog.getByLabel('Weekly rent when you moved in ($)').fill('495');
    await dialog.getByLabel('Moved in', { exact: true }).fill('2024-07');
    await dialog.getByRole('button', { name: 'Add an increase' }).click();
    const increase = dialog.getByRole('group', { name: 'Increase 1' });
    await increase.getByLabel('Date the new rent began').fill('2025-08-04');
    await increase.getByLabel('New weekly rent ($)').fill('530');
    await increase.getByLabel('Days of notice').fill('30');
    await increase.getByLabel('Notice in writing').selectOption({ label: 'No' });

    await expectNoAxeViolations(page, '[data-testid="add-comment-dialog"]');
    await increase.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('add-comment-record-phone.png') });

    await dialog
      .getByRole('group', { name: 'Do you live here now?' })
      .getByRole('radio', { name: 'No' })
      .check();
    await dialog.getByRole('button', { name: 'Save Comment' }).click();
    await expect(dialog).toBeHidden();

    const mine = await request.get('/api/users/me/comments', {
      headers: await headersFor(request, reader),
    });
    const [saved] = ((await mine.json()) as { data: { content: SavedRecord[] } }).data.content;
    expect(saved!.checklist.answers).toMatchObject([{ item: 'nsw.damp', answer: 'not-met' }]);
    expect(saved!.rent).toMatchObject({
      exact: true,
      weeklyRent: { from: 495, to: 495 },
      movedIn: '2024-07',
      increases: [{ in: '2025-08', noticeDays: 30, inWriting: false }],
    });
    expect(saved!.rent.hints.map((hint) => hint.text)).toEqual([
      'Notice shorter than 60 days',
      'Notice not in writing',
    ]);
  });
});

test('"Was it fixed?": the email asks, and My comments takes the answer, on a phone and a desktop', async ({
  browser,
  request,
}) => {
  const tenant = await registerAccount(request);
  const toldOn = new Date(Date.now() - 12 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const id = await publishRecord(request, tenant, '12', {
    checklist: {
      answers: [
        { item: 'nsw.damp', answer: 'not-met', toldOn },
        { item: 'nsw.power', answer: 'not-met' },
      ],
    },
    rent: undefined,
  });

  // The e2e server asks at once (REPAIR_FOLLOW_UP_DAYS=0); the mail links to the comment.
  const mail = await waitForMail(tenant.email, 'Were they fixed? (2 problems)');
  expect(mail.text).toContain('- No significant dampness');
  const link = new URL(/Answer on My comments: (\S+)/.exec(mail.text)![1]!);
  expect(link.pathname + link.search).toBe(`/my-comments?comment=${id}`);

  const page = await signedInPage(browser, request, tenant, {
    viewport: { width: 390, height: 844 },
  });
  await page.goto(link.pathname + link.search);
  const mine = page.locator(`[data-comment-id="${id}"]`);
  const asked = mine.getByRole('region', { name: 'Was it fixed?' });
  await expect(asked).toBeVisible();
  // Not fixed yet: the days since the agent was told.
  await asked
    .getByRole('button', { name: 'Not yet, still not fixed: No significant dampness' })
    .click();
  await expect(asked.getByText('Still not fixed, 12 days after you told them.')).toBeVisible();
  await expectNoAxeViolations(page);
  await asked.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('was-it-fixed-phone.png') });

  // Fixed later: the days to fix. With no day told, it asks for it, and says what it lacks.
  const fixedOn = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const power = asked.getByTestId('repair-item').filter({ hasText: 'Power or gas' });
  await power.getByLabel('Yes, fixed on').fill(fixedOn);
  await power.getByRole('button', { name: /^Save, fixed: Power or gas/ }).click();
  await expect(power.getByText('Enter the day you told the agent or landlord.')).toBeVisible();
  await power.getByLabel('Told the agent or landlord on').fill(toldOn);
  await power.getByRole('button', { name: /^Save, fixed: Power or gas/ }).click();
  await expect(power.getByText('Fixed after 10 days.')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 860 });
  await asked.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('was-it-fixed-desktop.png') });

  // The move-in kit: a ZIP of the dated record, for a condition report or the tribunal.
  const downloading = page.waitForEvent('download');
  await mine.getByRole('button', { name: /^Download move-in kit for / }).click();
  const kit = await downloading;
  expect(kit.suggestedFilename()).toMatch(/^rentmap-move-in-kit-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(readFileSync((await kit.path())!));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['condition-report.pdf', 'record.json', 'README.txt']),
  );
  expect(strFromU8(files['condition-report.pdf']!.subarray(0, 5))).toBe('%PDF-');
  expect(strFromU8(files['record.json']!)).toContain(toldOn);
  await page.context().close();

  // Anyone else reads the days it took or has taken, never the day told.
  const read = await request.get(`/api/marker/marker-comments/${id}`);
  const answers = ((await read.json()) as { data: { checklist: { answers: unknown[] } } }).data
    .checklist.answers;
  expect(answers).toEqual([
    expect.objectContaining({ item: 'nsw.damp', fixedAfterDays: null, notFixedAfterDays: 12 }),
    expect.objectContaining({ item: 'nsw.power', fixedAfterDays: 10, notFixedAfterDays: null }),
  ]);
  expect(JSON.stringify(answers)).not.toContain(toldOn);
});
