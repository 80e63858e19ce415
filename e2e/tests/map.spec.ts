import { expect, test, type Page, type Request } from '@playwright/test';
import { remoteReady } from '../support/composition';
import { mapPoint } from '../support/map';

/**
 * The map and place search, against the API's offline gazetteer (GEOCODER=offline
 * in playwright.config.ts): search by suburb and postcode, keyboard use, debounce, click to
 * add, drag to look the address up again, remove, anonymous tooltips, phone layout.
 */

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search places' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search places' });
const selectedMarker = (page: Page) =>
  page.locator('.leaflet-marker-icon[title="Selected Location"]');
const anyTemporaryMarker = (page: Page) =>
  page.locator(
    '.leaflet-marker-icon[title="Selected Location"], .leaflet-marker-icon[title="Temporary marker"]',
  );

function recordRequests(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

async function openMap(page: Page): Promise<void> {
  await page.goto('/');
  await remoteReady['remote-map'](page);
  await expect(searchBox(page)).toBeVisible();
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('searches by suburb: bold name, two address parts in grey; choosing drops the selected marker and clears the search', async ({
    page,
  }, info) => {
    await openMap(page);
    await searchBox(page).fill('newtown');

    const first = results(page).getByRole('option').first();
    await expect(first.locator('strong')).toHaveText('Newtown');
    await expect(first.locator('span')).toHaveText('Sydney, New South Wales');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    await page.screenshot({ path: info.outputPath('desktop-search.png') });

    await first.click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(results(page)).toBeHidden();
    await expect(selectedMarker(page)).toHaveCount(1);
    // The chosen place's pin comes with its popup open (a click would close it again).
    await expect(page.locator('.leaflet-popup')).toContainText('Newtown, Sydney, New South Wales');
  });

  test('searches by postcode', async ({ page }) => {
    await openMap(page);
    await searchBox(page).fill('2026');
    const options = results(page).getByRole('option');
    await expect(options.filter({ hasText: 'Bondi Beach' })).toHaveCount(1);
    await expect(options.locator('strong')).toContainText(['Bondi', 'Bondi Beach']);
  });

  test('is used with the keyboard: arrows, Enter, Escape', async ({ page }) => {
    await openMap(page);
    const box = searchBox(page);
    await box.fill('parramatta');
    await expect(results(page).getByRole('option').first()).toContainText('Parramatta');

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = results(page).getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await box.press('ArrowUp');
    await expect(results(page).getByRole('option').first()).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await box.press('Escape');
    await expect(results(page)).toBeHidden();
    await expect(box).toHaveValue('parramatta');
    await box.press('Escape');
    await expect(box).toHaveValue('');

    await box.fill('parramatta');
    await expect(results(page).getByRole('option').first()).toContainText('Parramatta');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(selectedMarker(page)).toHaveCount(1);
  });

  test('sends one request for a quickly typed query, and none under 3 characters', async ({
    page,
  }) => {
    await openMap(page);
    const searches = recordRequests(page, '/api/geo/search');

    await searchBox(page).pressSequentially('ne', { delay: 40 });
    await page.waitForTimeout(800);
    expect(searches).toHaveLength(0);

    await searchBox(page).pressSequentially('wtown', { delay: 60 });
    await expect(results(page).getByRole('option').first()).toContainText('Newtown');
    await page.waitForTimeout(800);
    expect(searches.map((r) => new URL(r.url()).searchParams.get('q'))).toEqual(['newtown']);
  });

  test('a click adds a marker and looks its address up; a drag looks it up again; Remove removes it', async ({
    page,
  }, info) => {
    await openMap(page);
    const reverse = recordRequests(page, '/api/geo/reverse');

    const start = await mapPoint(page, 0.45, 0.55);
    await page.mouse.click(start.x, start.y);
    await expect(selectedMarker(page)).toHaveCount(1);
    await expect.poll(() => reverse.length).toBe(1);

    // The popup opens by itself (a click on the pin would close it again).
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toContainText('New South Wales');
    const before = await popup.locator('dd').first().textContent();
    await page.waitForTimeout(400); // the popup's fade-in
    await page.screenshot({ path: info.outputPath('desktop-popup.png') });
    await page.keyboard.press('Escape');

    // Drag the selected marker well away once the map has flown to it: its address is
    // looked up again.
    await page.waitForTimeout(1000);
    const marker = await selectedMarker(page).boundingBox();
    const from = { x: marker!.x + marker!.width / 2, y: marker!.y + marker!.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 150, from.y - 120, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => reverse.length).toBe(2);
    const moved = new URL(reverse[1]!.url()).searchParams;
    expect(Number(moved.get('lon'))).toBeGreaterThan(
      Number(new URL(reverse[0]!.url()).searchParams.get('lon')),
    );

    // A dragged pin's popup stays as it was (closed by Escape above): its pin opens it.
    await expect(popup).toHaveCount(0);
    await selectedMarker(page).click();
    await expect(popup).not.toContainText(before!);
    await popup.getByRole('button', { name: 'Remove' }).click();
    await expect(anyTemporaryMarker(page)).toHaveCount(0);
  });

  test('anonymous visitors see the sign-in tooltips and the Sign in to interact link', async ({
    page,
  }) => {
    await openMap(page);
    const point = await mapPoint(page, 0.5, 0.5);
    // One click drops the selected pin with its popup open.
    await page.mouse.click(point.x, point.y);
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toBeVisible();

    const addComment = popup.getByRole('button', { name: 'Add a comment' });
    const like = popup.getByRole('button', { name: 'Like' });
    await expect(addComment).toHaveAttribute('title', 'Please sign in to add comments');
    await expect(addComment).toHaveAttribute('aria-disabled', 'true');
    await expect(like).toHaveAttribute('title', 'Please sign in to like this location');
    await expect(like).toHaveAttribute('aria-disabled', 'true');
    const signIn = popup.getByRole('link', { name: 'Sign in to interact' });
    await expect(signIn).toHaveAttribute('href', '/auth');

    // Trying to comment anyway asks the visitor to sign in.
    await addComment.click({ force: true });
    // Sign-in opens over the same map (its query kept).
    await expect(page).toHaveURL(/\/auth(\?|$)/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('Reset map clears the search, the selection and the temporary markers', async ({ page }) => {
    await openMap(page);
    const point = await mapPoint(page, 0.3, 0.3);
    await page.mouse.click(point.x, point.y);
    await expect(selectedMarker(page)).toHaveCount(1);
    await searchBox(page).fill('bondi');
    await page.getByRole('button', { name: 'Reset map' }).click();
    await expect(anyTemporaryMarker(page)).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue('');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the search box fits the screen and works; a tap adds a marker', async ({ page }, info) => {
    await openMap(page);
    const box = await searchBox(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // It does not cover the zoom control.
    const zoom = await page.locator('.leaflet-control-zoom').boundingBox();
    expect(box!.x).toBeGreaterThan(zoom!.x + zoom!.width);

    await searchBox(page).fill('st kilda');
    const first = results(page).getByRole('option').first();
    await expect(first.locator('strong')).toHaveText('St Kilda');
    await page.screenshot({ path: info.outputPath('phone-search.png') });
    await first.tap();
    await expect(searchBox(page)).toHaveValue('');
    await expect(selectedMarker(page)).toHaveCount(1);

    const point = await mapPoint(page, 0.5, 0.7);
    // A tap moves the selection there, popup open: still one pin, no temporary marker left.
    await page.touchscreen.tap(point.x, point.y);
    await expect(selectedMarker(page)).toHaveCount(1);
    await expect(page.locator('.leaflet-marker-icon[title="Temporary marker"]')).toHaveCount(0);
    await expect(page.locator('.leaflet-popup')).toContainText('Sign in to interact');
    await page.waitForTimeout(400); // the popup's fade-in
    await page.screenshot({ path: info.outputPath('phone-popup.png') });
  });
});
