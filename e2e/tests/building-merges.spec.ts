import { expect, test } from '@playwright/test';
import { registerAccount, signInWithTokens, type TestAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { publishComment, type Place } from '../support/comments';
import { makeModerator } from '../support/moderators';

/**
 * A moderator merges two buildings that are one (a corner block with two street numbers) from
 * the building page, and splits the merge again: the comments move, the old link answers as
 * the building it joined, and the history keeps both.
 */

/** Ruthven Street, Toowoomba: far from every other spec's places. */
const TOOWOOMBA = { lat: -27.5598, lon: 151.9507 };
const at = (metresNorth: number, address: string): Place => ({
  lat: TOOWOOMBA.lat + metresNorth / 111_195,
  lon: TOOWOOMBA.lon,
  address,
  city: 'Toowoomba',
  postcode: '4350',
});

let moderator: TestAccount;
let first: { number: number; buildingId: string };
let second: { buildingId: string };

test.beforeAll(async ({ request }) => {
  const number = 200 + 2 * (Date.now() % 4000);
  const author = await registerAccount(request);
  moderator = await registerAccount(request);
  await makeModerator(moderator.email);
  const buildingOf = async (id: string) =>
    (
      (await (await request.get(`/api/marker/marker-comments/${id}`)).json()) as {
        data: { buildingId: string };
      }
    ).data.buildingId;
  const a = await publishComment(
    request,
    author,
    at(0, `${number} Ruthven St, Toowoomba QLD 4350`),
    {
      text: 'Corner shop below, noisy deliveries at 5am.',
      unitNumber: `1/${number}`,
    },
  );
  const b = await publishComment(
    request,
    author,
    at(12, `${number + 2} Ruthven St, Toowoomba QLD 4350`),
    { text: 'The same block as the shop; the lift is out again.', unitNumber: `3/${number + 2}` },
  );
  first = { number, buildingId: await buildingOf(a) };
  second = { buildingId: await buildingOf(b) };
  expect(first.buildingId).not.toBe(second.buildingId);
});

test.use({ viewport: { width: 1280, height: 860 } });

test('a moderator merges two buildings into one and splits them again', async ({
  page,
  request,
}) => {
  await signInWithTokens(page, request, moderator);
  await page.goto(`/buildings/${first.buildingId}`);
  const section = page.getByRole('region', { name: 'Moderation' });
  await section.getByRole('button', { name: 'Merge into another building…' }).click();

  const dialog = page.getByRole('dialog', { name: 'Merge into another building' });
  await dialog
    .getByRole('radio', { name: new RegExp(`^${first.number + 2} Ruthven Street`) })
    .check();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('One corner block, two numbers');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('merge-dialog.png') });
  await dialog.getByRole('button', { name: 'Merge' }).click();

  // The page of the building it joined, with both comments.
  await expect(page).toHaveURL(new RegExp(`/buildings/${second.buildingId}$`));
  await expect(page.getByText(/^2 comments about 2 units$/)).toBeVisible();
  // The old link answers as the building it joined.
  await page.goto(`/buildings/${first.buildingId}`);
  await expect(page).toHaveURL(new RegExp(`/buildings/${second.buildingId}$`));

  // Split it again, with a reason.
  const history = section;
  await history.getByRole('button', { name: /^Split / }).click();
  const confirm = page.getByRole('dialog', { name: 'Split this merge?' });
  await confirm.getByRole('textbox', { name: 'Reason' }).fill('Two separate buildings after all');
  await confirm.getByRole('button', { name: 'Split' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The merge is split.' })).toBeVisible();
  await expect(history.getByText(/^Split /)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('merge-history.png'), fullPage: true });

  await page.goto(`/buildings/${first.buildingId}`);
  await expect(page).toHaveURL(new RegExp(`/buildings/${first.buildingId}$`));
  await expect(page.getByText(/^1 comment about 1 unit$/)).toBeVisible();
});
