import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, registerAccount, signInThroughModal } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

/**
 * A signed-in user watches the map's view from beside the list (with the list's
 * filters), finds it in Watched areas (user menu), renames and pauses it, opens it on the map
 * and deletes it. Axe on the Watch dialog, the page and the delete confirmation.
 */

/** Geelong, with the list filtered to houses with photos. */
const START = '/?lat=-38.149&lon=144.36&z=13&types=House&photos=1';

const header = (page: Page) => page.getByRole('banner');
const panel = (page: Page) => page.getByTestId('saved-markers-panel');

test.use({ viewport: { width: 1280, height: 860 } });

test('watch the view from the list, then rename, pause, open on the map and delete it', async ({
  page,
  request,
}, info) => {
  const account = await registerAccount(request);
  await page.goto(START);
  await signInThroughModal(page, account);
  // The list follows the map once the map has said where it is.
  await expect(panel(page).getByText(/places? in this view$/)).toBeVisible();

  // Watch this area: the dialog, with the view and the list's filters.
  await panel(page).getByRole('button', { name: 'Watch this area' }).click();
  const dialog = page.getByRole('dialog', { name: 'Watch this area' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Map area');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expect(dialog.getByRole('radio', { name: 'This map view' })).toBeChecked();
  await expect(dialog.getByTestId('watch-area-filters')).toHaveText('House · with photos only');
  await expectNoAxeViolations(page, '[data-testid="watch-area-dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await panel(page).getByRole('button', { name: 'Watch this area' }).click();
  await dialog.getByLabel('Name').fill('Geelong houses');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/Now watching “Geelong houses”\./);
  await expectNoAxeViolations(page, '[data-testid="watch-area-dialog"]');

  // What the API keeps: the view's bounds around the start and the filters.
  const token = await accessTokenOf(request, account);
  const listed = await request.get('/api/users/me/watched-areas', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [saved] = ((await listed.json()) as { data: { content: WatchedAreaJson[] } }).data.content;
  expect(saved).toMatchObject({
    name: 'Geelong houses',
    kind: 'view',
    filters: { types: ['House'], photos: true },
    paused: false,
  });
  expect(saved!.bounds.south).toBeLessThan(-38.149);
  expect(saved!.bounds.north).toBeGreaterThan(-38.149);
  expect(saved!.bounds.west).toBeLessThan(144.36);
  expect(saved!.bounds.east).toBeGreaterThan(144.36);

  await dialog.getByRole('link', { name: 'See your watched areas' }).click();
  await expect(page).toHaveURL(/\/watched-areas$/);
  await expect(page).toHaveTitle('Watched areas · RentMap');
  await expect(page.getByRole('heading', { level: 1, name: 'Watched areas' })).toBeVisible();
  const item = page.locator(`[data-area-id="${saved!.id}"]`);
  await expect(item.getByRole('heading', { name: 'Geelong houses' })).toBeVisible();
  await expect(item).toContainText('Map view');
  await expect(item).toContainText('House · with photos only');
  await expect(item).toContainText('Watching');
  await expect(item.getByRole('link', { name: 'Atom feed of Geelong houses' })).toHaveAttribute(
    'href',
    new RegExp(`/api/feeds/areas/[A-Za-z0-9_-]{43}$`),
  );
  await expectNoAxeViolations(page, '[data-testid="watched-areas-page"]');
  await page.screenshot({ path: info.outputPath('watched-areas-desktop.png'), fullPage: true });

  // Rename, inline.
  await item.getByRole('button', { name: 'Rename Geelong houses' }).click();
  await expect(item.getByLabel('New name')).toBeFocused();
  await item.getByLabel('New name').fill('Geelong west');
  await item.getByRole('button', { name: 'Save name' }).click();
  await expect(item.getByRole('heading', { name: 'Geelong west' })).toBeVisible();
  await expect(page.getByRole('status').first()).toContainText('Renamed to “Geelong west”.');

  // Pause: it says so, and stays paused after a reload.
  await item.getByRole('button', { name: 'Pause alerts for Geelong west' }).click();
  await expect(item).toContainText('Paused');
  await page.reload();
  await expect(item.getByRole('heading', { name: 'Geelong west' })).toBeVisible();
  await expect(item).toContainText('Paused');
  await expect(item.getByRole('button', { name: 'Resume alerts for Geelong west' })).toBeVisible();

  // Open on map: the map at the area, with its filters.
  await item.getByRole('link', { name: 'Open on map: Geelong west' }).click();
  await expect(page).toHaveURL(/[?&]types=House(&|$)/);
  const url = new URL(page.url());
  expect(Number(url.searchParams.get('lat'))).toBeCloseTo(-38.149, 1);
  expect(Number(url.searchParams.get('lon'))).toBeCloseTo(144.36, 1);
  expect(url.searchParams.get('photos')).toBe('1');
  await expect(panel(page).getByRole('checkbox', { name: 'House' })).toBeChecked();
  await expect(panel(page).getByText(/places? in this view$/)).toBeVisible();

  // Back through the user menu; delete, after a confirmation.
  await header(page)
    .getByRole('button', { name: new RegExp(account.email.replace(/\./g, '\\.')) })
    .click();
  await header(page).getByRole('menuitem', { name: 'Watched areas' }).click();
  await expect(page).toHaveURL(/\/watched-areas$/);
  await item.getByRole('button', { name: 'Delete Geelong west' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Stop watching this area?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, '[data-testid="confirm-delete-area-dialog"]');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('You are not watching any area yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the map' })).toBeVisible();
  await expectNoAxeViolations(page, '[data-testid="watched-areas-page"]');
  const after = await request.get('/api/users/me/watched-areas', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await after.json()) as { data: { content: unknown[] } }).data.content).toEqual([]);
});

test('signed out: Watch this area is disabled with why, and /watched-areas asks to sign in', async ({
  page,
}) => {
  await page.goto(START);
  await expect(panel(page).getByText(/places? in this view$/)).toBeVisible();
  const watch = panel(page).getByRole('button', { name: 'Watch this area' });
  await expect(watch).toBeDisabled();
  await expect(panel(page).getByText('Sign in to watch this area for new comments')).toBeVisible();

  await page.goto('/watched-areas');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Sign in to see your watched areas')).toBeVisible();
});

test.describe('on a phone', () => {
  test('the page and the dialog fit a phone', async ({ page, request }, info) => {
    const account = await registerAccount(request);
    const token = await accessTokenOf(request, account);
    for (const [name, types] of [
      ['Newtown and Enmore', ['House', 'Apartment']],
      ['Near the station', []],
    ] as const) {
      const created = await request.post('/api/users/me/watched-areas', {
        headers: { authorization: `Bearer ${token}` },
        data:
          types.length > 0
            ? {
                name,
                kind: 'view',
                bounds: { west: 151.16, south: -33.91, east: 151.19, north: -33.89 },
                filters: { types, photos: false },
              }
            : { name, kind: 'radius', center: { lat: -33.8966, lon: 151.18 }, radiusMetres: 1000 },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    // Signed in at desktop size (the header's Sign In), then on a phone's screen.
    await page.goto('/');
    await signInThroughModal(page, account);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/watched-areas');
    await expect(page.getByTestId('watched-area')).toHaveCount(2);
    await expect(page.getByText('Within 1 km of a place')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '[data-testid="watched-areas-page"]');
    await page.screenshot({ path: info.outputPath('watched-areas-phone.png'), fullPage: true });

    // The Watch dialog from the list (phones show the list on request).
    await page.goto(START);
    await page.getByRole('button', { name: 'Show List' }).click();
    await panel(page).getByRole('button', { name: 'Watch this area' }).click();
    const dialog = page.getByRole('dialog', { name: 'Watch this area' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, '[data-testid="watch-area-dialog"]');
    await page.screenshot({ path: info.outputPath('watch-dialog-phone.png') });
  });
});

interface WatchedAreaJson {
  id: string;
  name: string;
  kind: string;
  bounds: { west: number; south: number; east: number; north: number };
  filters: { types: string[]; photos: boolean };
  paused: boolean;
}
