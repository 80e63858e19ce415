import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerAccount, signInThroughModal, type TestAccount } from '../support/accounts';
import { WCAG_TAGS } from '../support/axe';
import { publishComment } from '../support/comments';
import { dropPin } from '../support/map';

/**
 * Axe (WCAG 2.0, 2.1 and 2.2, A and AA) over the pages people use, on a desktop
 * and a phone screen; one <main> and one <h1> per route; Escape and focus for the phone menu
 * and the sign-in modal. Each page's violations are printed and attached to the report, so a
 * failure names the rule and the nodes.
 */

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

interface Violation {
  rule: string;
  nodes: string[];
}

async function violationsOn(page: Page, name: string): Promise<Violation[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
  console.log(`axe ${name}: ${report.length === 0 ? 'no violations' : JSON.stringify(report)}`);
  await test.info().attach(`axe ${name}`, {
    body: JSON.stringify(report, null, 2),
    contentType: 'application/json',
  });
  return report;
}

async function expectOneMainAndOneH1(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

let savedComments = 0;
const BONDI = {
  lon: 151.2767,
  address: '12 Campbell Parade, Bondi Beach NSW 2026, Australia',
  city: 'Sydney',
  postcode: '2026',
};

/**
 * A comment by a new account (its `author`), saved through the API; its `id` makes the shared
 * link /places/{id}.
 * Each is a kilometre north of the last, alone at its spot, unless `spot` names an earlier
 * comment's (the nth saved) to share it. A worker started anew (after a failure) counts from
 * 0 again, so each worker's spots start 20 km north of the last one's: never on a spot
 * saved earlier in the run.
 */
async function saveComment(
  request: APIRequestContext,
  { spot }: { spot?: number } = {},
): Promise<{ author: TestAccount; id: string }> {
  const author = await registerAccount(request);
  savedComments += 1;
  const lat = -33.8915 + (test.info().workerIndex * 20 + (spot ?? savedComments)) * 0.01;
  const text = `Unit ${savedComments}: bright, a street back from the beach; the landlord answers fast.`;
  const unitNumber = String(savedComments);
  const id = await publishComment(request, author, { ...BONDI, lat }, { text, unitNumber });
  return { author, id };
}

/** A shared place link opened: the place's card selected in the list, its pin on the map. */
async function openSharedLink(page: Page, id: string): Promise<void> {
  await page.goto(`/places/${id}`);
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator(`li[data-marker-id="${id}"]`).first()).toHaveClass(/selected/);
}

/** The map page with its parts loaded: the map, its tiles and the list. */
async function openMap(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.getByRole('note', { name: 'Getting started' })).toBeVisible();
}

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('/ : one main and h1, the first-visit hint, no axe violations', async ({ page }) => {
    await openMap(page);
    await expect(page.getByRole('heading', { name: 'Saved Markers' })).toBeVisible();
    await expectOneMainAndOneH1(page);
    expect(await violationsOn(page, '/ desktop')).toEqual([]);
  });

  test('the first-visit hint is dismissed for good', async ({ page }) => {
    await openMap(page);
    await page.getByRole('button', { name: 'Dismiss the hint' }).click();
    await expect(page.getByRole('note', { name: 'Getting started' })).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(page.getByRole('note', { name: 'Getting started' })).toHaveCount(0);
  });

  test('Tab reaches the search box before any pin', async ({ page }) => {
    await openMap(page);
    const search = page.getByRole('combobox').first();
    await expect(search).toBeVisible();
    await page.getByRole('link', { name: 'RentMap home' }).focus();
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      if (await search.evaluate((element) => element === document.activeElement)) break;
      const onMarker = await page.evaluate(
        () => document.activeElement?.closest('.leaflet-marker-pane') !== null,
      );
      expect(onMarker, 'a pin took focus before the search box').toBe(false);
    }
    await expect(search).toBeFocused();
  });

  for (const tab of ['Sign In', 'Sign Up'] as const) {
    test(`/auth, ${tab} tab: no axe violations, no banner in the dialog, Escape closes`, async ({
      page,
    }) => {
      await openMap(page);
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel('Email')).toBeFocused();
      await dialog.getByRole('tab', { name: tab }).click();
      await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      await expectOneMainAndOneH1(page);
      expect(await violationsOn(page, `/auth ${tab}`)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('/profile and /settings signed in: no axe violations', async ({ page, request }) => {
    const account = await registerAccount(request);
    await openMap(page);
    await signInThroughModal(page, account);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('First name')).toBeVisible();
    await expectOneMainAndOneH1(page);
    expect(await violationsOn(page, '/profile')).toEqual([]);

    await page.goto('/settings');
    await expect(page.getByRole('switch', { name: 'SMS notifications' })).toBeVisible();
    await expectOneMainAndOneH1(page);
    expect(await violationsOn(page, '/settings')).toEqual([]);
  });

  test('the Add Comment dialog, a place picked: no axe violations', async ({ page, request }) => {
    const account = await registerAccount(request);
    await openMap(page);
    await signInThroughModal(page, account);
    const popup = await dropPin(page, 0.45, 0.55);
    await popup.getByRole('button', { name: 'Add a comment' }).click();
    const dialog = page.getByTestId('add-comment-dialog');
    await expect(dialog.getByRole('button', { name: 'Save Comment' })).toBeVisible();
    await expect(dialog.getByLabel('Comment')).toBeVisible();
    expect(await violationsOn(page, 'Add Comment dialog')).toEqual([]);
  });

  test('a shared place link signed out, and its Comment Details signed in: no axe violations', async ({
    page,
    request,
  }) => {
    const { author: account, id } = await saveComment(request);

    await openSharedLink(page, id);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectOneMainAndOneH1(page);
    expect(await violationsOn(page, '/places/{id} desktop')).toEqual([]);

    // Signed in on the map first: signed in, the link opens the place's Comment Details.
    await openMap(page);
    await signInThroughModal(page, account);
    await openSharedLink(page, id);
    const details = page.getByRole('dialog', { name: 'Comment Details' });
    await expect(details).toContainText('12 Campbell Parade');
    await expect(details.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
    expect(await violationsOn(page, 'Comment Details')).toEqual([]);
  });

  test('/status: no axe violations', async ({ page }) => {
    await page.goto('/status');
    await expect(page.getByRole('heading', { level: 1, name: 'Status' })).toBeVisible();
    await expectOneMainAndOneH1(page);
    expect(await violationsOn(page, '/status')).toEqual([]);
  });

  for (const path of ['/privacy', '/sitemap']) {
    test(`${path}: real content, no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectOneMainAndOneH1(page);
      expect(await violationsOn(page, path)).toEqual([]);
    });
  }
});

test.describe('phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('/ : one main and h1, no axe violations', async ({ page }) => {
    await openMap(page);
    await expectOneMainAndOneH1(page);
    expect(await violationsOn(page, '/ phone')).toEqual([]);
  });

  test('a shared place link signed out: its label never empty, no axe violations', async ({
    page,
    request,
  }) => {
    // Every moment the page holds a tooltip with no words (a role="tooltip" with no name, as
    // a label drawn before its text or emptied before it goes), or two tooltips at once (a
    // label fading out as the pin's label is drawn anew), counted.
    await page.addInitScript(() => {
      const seen = window as unknown as { tooltipFaults: string[] };
      seen.tooltipFaults = [];
      new MutationObserver(() => {
        const tooltips = document.querySelectorAll('[role="tooltip"]:not([aria-hidden="true"])');
        if (tooltips.length > 1) seen.tooltipFaults.push(`${tooltips.length} tooltips`);
        for (const tooltip of tooltips) {
          if (!tooltip.textContent?.trim()) seen.tooltipFaults.push('an empty tooltip');
        }
      }).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['aria-hidden'],
      });
    });
    const { id } = await saveComment(request);
    await openSharedLink(page, id);
    const label = page.getByRole('tooltip', { name: 'SELECTED MARKER' });
    await expect(label).toBeVisible();
    await expect(label).toBeHidden({ timeout: 6000 });
    expect(
      await page.evaluate(() => (window as unknown as { tooltipFaults: string[] }).tooltipFaults),
    ).toEqual([]);
    await expectOneMainAndOneH1(page);
    expect(await violationsOn(page, '/places/{id} phone')).toEqual([]);
  });

  test('a shared link to one of two comments at one address: no axe violations', async ({
    page,
    request,
  }) => {
    // Two renters in one building.
    await saveComment(request);
    const { id } = await saveComment(request, { spot: savedComments });
    await openSharedLink(page, id);
    // The place's pin stands on the building's cluster of the two (named by its address),
    // drawn over it as a picture. Its label is looked for first: it shows for 3 seconds, the
    // cluster stays.
    await expect(page.getByRole('tooltip', { name: 'SELECTED MARKER' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /^12 Campbell Parade.*: 2 saved comments, list them$/ }),
    ).toBeVisible();
    expect(await violationsOn(page, '/places/{id} phone, two comments at one address')).toEqual([]);
  });

  test('the menu: close button where the hamburger was, Escape, focus back, no axe violations', async ({
    page,
  }) => {
    await openMap(page);
    const hamburger = page.getByRole('button', { name: 'Menu', exact: true });
    const hamburgerBox = await hamburger.boundingBox();
    await hamburger.click();

    const menu = page.getByRole('dialog', { name: 'Menu' });
    const close = menu.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();
    // The panel covers the hamburger: once slid in, its close button stands in the same place.
    await expect
      .poll(async () => {
        const box = await close.boundingBox();
        return Math.max(Math.abs(box!.x - hamburgerBox!.x), Math.abs(box!.y - hamburgerBox!.y));
      })
      .toBeLessThan(4);
    await expect(menu.getByRole('link', { name: 'Privacy' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(await violationsOn(page, 'phone menu open')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();

    await hamburger.click();
    await close.click();
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  });
});
