import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerAccount, signInThroughModal } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { remoteReady } from '../support/composition';
import { authHeaders, publishComment, uploadPhoto } from '../support/comments';
import { checkBox, clickMap, mapPoint, savedOnMap } from '../support/map';
import { seedPins, type SeedPin, type SeededPins } from '../support/seed-pins';

/**
 * The map and the list as one view, in Hobart, where no other spec looks: the list
 * follows the map as it pans; a card selects its pin and a pin its card; every state has a URL
 * that a reload, Back and Forward restore and that a stranger can open; the filters narrow the
 * pins and the cards alike; photos open full size; one click drops one pin.
 */

/** Two groups of pins 0.03° (about 2.4 km) apart, each on a grid a few hundred metres wide. */
const HOBART = { lat: -42.8821, lon: 147.3272 };
const WOMBAT_LANE = '3 Wombat Lane, Hobart TAS 7000, Australia';
const EAST_OFFSET_LON = 0.03;
const GRID = { lon: 0.002, lat: 0.0015 };
const DAY_MS = 86_400_000;

interface Pin extends SeedPin {
  name: string;
}

/** Group A: six comments of every kind; group B: three, further east. */
function hobartPins(): Pin[] {
  const at = (column: number, row: number, east = 0) => ({
    lat: HOBART.lat + row * GRID.lat,
    lon: HOBART.lon + east + column * GRID.lon,
  });
  const recent = new Date(Date.now() - 2 * DAY_MS);
  const photo = (n: number) => [`${String(n).padStart(32, 'a')}.jpg`];
  const a = (name: string, column: number, row: number, extra: Partial<SeedPin>): Pin => ({
    name,
    ...at(column, row),
    comment: `${name}: a place in Hobart`,
    fullAddress: `${name} Street, Hobart TAS 7000, Australia`,
    region: 'Hobart',
    city: 'Hobart',
    postcode: '7000',
    unitNumber: name,
    ...extra,
  });
  const b = (name: string, column: number): Pin => ({
    ...a(name, column, 0, {}),
    ...at(column, 0, EAST_OFFSET_LON),
    comment: `${name}: a place east of Hobart`,
  });
  return [
    a('Alder', 0, 0, { locationType: 'House', photoUrls: photo(1) }),
    a('Birch', 1, 0, { locationType: 'House', createdAt: recent }),
    a('Cedar', 2, 0, { locationType: 'Villa', photoUrls: photo(2) }),
    a('Dogwood', 0, 1, { locationType: 'Villa', comment: 'Dogwood: black mould in the bathroom' }),
    a('Elm', 1, 1, { locationType: 'Apartment', createdAt: recent }),
    a('Fir', 2, 1, { locationType: 'Land' }),
    b('Gum', 0),
    b('Hazel', 1),
    b('Ironbark', 2),
  ];
}

let seeded: SeededPins | undefined;
let pins: Pin[];
const idOf = (name: string) => seeded!.ids[pins.findIndex((pin) => pin.name === name)]!;

test.beforeAll(() => {
  pins = hobartPins();
  seeded = seedPins(pins);
});

test.afterAll(() => {
  seeded?.cleanup();
  seeded = undefined;
});

/** The map page over group A (zoom 15 shows all of it, and nothing of group B). */
const GROUP_A = `lat=${HOBART.lat + GRID.lat / 2}&lon=${HOBART.lon + GRID.lon}&z=15`;
/** Close enough (zoom 17) that every pin of group A stands on its own. */
const GROUP_A_CLOSE = `lat=${HOBART.lat + GRID.lat / 2}&lon=${HOBART.lon + GRID.lon}&z=17`;

const panel = (page: Page) => page.getByTestId('saved-markers-panel');
const cards = (page: Page) => panel(page).locator('li[data-marker-id]');
const cardOf = (page: Page, name: string) =>
  panel(page).locator(`li[data-marker-id="${idOf(name)}"]`);
const countHeader = (page: Page) => panel(page).getByText(/places? in this view$/);
const filters = (page: Page) => page.getByRole('region', { name: 'Filters and order' });

/** The names the cards show, in their order. */
async function cardNames(page: Page): Promise<string[]> {
  const ids = await cards(page).evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-marker-id')),
  );
  return ids.map((id) => pins[seeded!.ids.indexOf(id!)]?.name ?? `other:${id}`);
}

async function openMap(page: Page, search: string): Promise<void> {
  await page.goto(`/?${search}`);
  await remoteReady['remote-map'](page);
  await remoteReady['remote-markers'](page);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the list follows the map: a pan lists what comes into view', async ({ page }) => {
    await openMap(page, GROUP_A);
    await expect(countHeader(page)).toHaveText('6 places in this view');
    expect((await cardNames(page)).sort()).toEqual([
      'Alder',
      'Birch',
      'Cedar',
      'Dogwood',
      'Elm',
      'Fir',
    ]);
    await expect.poll(() => savedOnMap(page)).toBe(6);

    // Drag the map 600 px to the left: group A leaves the view, group B comes in.
    const from = await mapPoint(page, 0.8, 0.75);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x - 600, from.y, { steps: 15 });
    await page.mouse.up();

    await expect(countHeader(page)).toHaveText('3 places in this view');
    await expect
      .poll(async () => (await cardNames(page)).sort())
      .toEqual(['Gum', 'Hazel', 'Ironbark']);
    // The view is in the URL (replacing the entry, not adding one per pan).
    await expect
      .poll(() => Number(new URL(page.url()).searchParams.get('lon')))
      .toBeGreaterThan(HOBART.lon + 0.01);

    // Everywhere lists every saved comment again, whatever the map shows.
    await checkBox(panel(page).getByRole('radio', { name: 'Everywhere' }));
    await expect(page).toHaveURL(/list=everywhere/);
    await expect(panel(page).getByText(/^\d+ places?$/)).toBeVisible();
  });

  test('a card selects its pin, and a pin selects its card', async ({ page }) => {
    await openMap(page, GROUP_A_CLOSE);
    await expect(countHeader(page)).toHaveText('6 places in this view');

    // Card → pin: the pin turns into SPEC's green SELECTED MARKER for a while; the URL names it.
    await cardOf(page, 'Cedar').getByRole('button', { name: /Cedar/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`place=${idOf('Cedar')}`));
    await expect(page.getByRole('tooltip', { name: 'SELECTED MARKER' })).toBeVisible();
    await expect(page.getByRole('tooltip', { name: 'SELECTED MARKER' })).toBeHidden({
      timeout: 6000,
    });

    // Pin → card: its popup opens, its card is selected and scrolled into view.
    const elm = pins.find((p) => p.name === 'Elm')!;
    const elmIcon = await pinNear(page, elm);
    await elmIcon.click();
    await expect(page).toHaveURL(new RegExp(`place=${idOf('Elm')}`));
    await expect(page.locator('.leaflet-popup')).toContainText('Elm: a place in Hobart');
    await expect(cardOf(page, 'Elm')).toHaveClass(/selected/);
    await expect(cardOf(page, 'Elm')).toBeInViewport();
  });

  test('reload, Back and Forward restore the view, the selection, the details and the filters', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request);
    await openMap(page, GROUP_A);
    await signInThroughModal(page, account);
    await expect(countHeader(page)).toHaveText('6 places in this view');

    await checkBox(filters(page).getByRole('checkbox', { name: 'Villa' }));
    await expect(page).toHaveURL(/types=Villa/);
    await expect(countHeader(page)).toHaveText('2 places in this view');

    await cardOf(page, 'Dogwood').getByRole('button', { name: 'View details' }).click();
    await expect(page).toHaveURL(new RegExp(`/places/${idOf('Dogwood')}\\?`));
    const details = page.getByRole('dialog', { name: 'Comment Details' });
    await expect(details).toContainText('black mould in the bathroom');
    await expect(page).toHaveTitle(/Dogwood.* · RentMap/);
    const url = page.url();

    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('dialog', { name: 'Comment Details' })).toContainText(
      'black mould',
    );
    await expect(filters(page).getByRole('checkbox', { name: 'Villa' })).toBeChecked();
    await expect(countHeader(page)).toHaveText('2 places in this view');

    // Back closes the dialog first and stays on the same map, filters and selection.
    await page
      .getByRole('dialog', { name: 'Comment Details' })
      .getByRole('button', { name: 'Close' })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/\?.*types=Villa/);
    await page.goForward().catch(() => undefined);
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goForward();
    await expect(page.getByRole('dialog', { name: 'Comment Details' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // One more Back undoes the filter.
    await page.goBack();
    await expect(page).not.toHaveURL(/types=Villa/);
    await expect(filters(page).getByRole('checkbox', { name: 'Villa' })).not.toBeChecked();
    await expect(countHeader(page)).toHaveText('6 places in this view');
  });

  test('a shared link opened signed out shows the place, its card and a preview', async ({
    browser,
    request,
  }) => {
    const link = `/places/${idOf('Birch')}`;
    const html = await (await request.get(link)).text();
    expect(html).toContain('<meta property="og:title"');
    expect(html).toMatch(/<meta property="og:description" content="[^"]*Birch Street, Hobart/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(link);
    await remoteReady['remote-markers'](page);
    await expect(page).toHaveTitle(/Birch/);
    await expect(cardOf(page, 'Birch')).toHaveClass(/selected/);
    await expect(page.getByRole('tooltip', { name: 'SELECTED MARKER' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page
        .getByRole('complementary', { name: 'Saved Markers' })
        .getByText('Please sign in to view details'),
    ).toBeVisible();
    await context.close();
  });

  test('the filters narrow the pins and the cards alike', async ({ page }) => {
    await openMap(page, GROUP_A);
    await expect(countHeader(page)).toHaveText('6 places in this view');
    const bar = filters(page);
    const expectBoth = async (count: number, names: string[]) => {
      await expect(countHeader(page)).toHaveText(
        `${count} ${count === 1 ? 'place' : 'places'} in this view`,
      );
      await expect.poll(async () => (await cardNames(page)).sort()).toEqual(names);
      await expect.poll(() => savedOnMap(page)).toBe(count);
    };

    await checkBox(bar.getByRole('checkbox', { name: 'House' }));
    await checkBox(bar.getByRole('checkbox', { name: 'Villa' }));
    await expectBoth(4, ['Alder', 'Birch', 'Cedar', 'Dogwood']);
    await checkBox(bar.getByRole('checkbox', { name: 'Has photos' }));
    await expectBoth(2, ['Alder', 'Cedar']);
    await bar.getByRole('button', { name: 'Clear filters' }).click();
    await expectBoth(6, ['Alder', 'Birch', 'Cedar', 'Dogwood', 'Elm', 'Fir']);

    await bar.getByLabel('Added within').selectOption({ label: '7 days' });
    await expectBoth(2, ['Birch', 'Elm']);
    await bar.getByRole('button', { name: 'Clear filters' }).click();

    await bar
      .getByRole('searchbox', { name: 'Search comments' })
      .or(bar.getByRole('textbox', { name: 'Search comments' }))
      .fill('mould');
    await expect(page).toHaveURL(/q=mould/);
    await expectBoth(1, ['Dogwood']);

    await expectNoAxeViolations(page, '[data-testid="saved-markers-panel"]');
  });

  test('one click drops one pin with its popup open; Keep pin keeps it', async ({ page }) => {
    await openMap(page, 'lat=-42.95&lon=147.2&z=14');
    const selected = page.locator('.leaflet-marker-icon[title="Selected Location"]');
    const temporary = page.locator('.leaflet-marker-icon[title="Temporary marker"]');

    for (const [x, y] of [
      [0.3, 0.3],
      [0.5, 0.6],
      [0.7, 0.4],
    ] as const) {
      await clickMap(page, x, y);
      await expect(selected).toHaveCount(1);
      await expect(page.locator('.leaflet-popup')).toBeVisible();
    }
    await expect(temporary).toHaveCount(0);
    await expect(page).toHaveURL(/at=-42\.\d+,147\.\d+/);

    await page.locator('.leaflet-popup').getByRole('button', { name: 'Keep pin' }).click();
    await clickMap(page, 0.4, 0.7);
    await expect(selected).toHaveCount(1);
    await expect(temporary).toHaveCount(1);

    // A reload brings the selected pin back, popup open.
    await page.reload();
    await expect(selected).toHaveCount(1);
    await expect(page.locator('.leaflet-popup')).toBeVisible();
  });
});

/** The saved pin icon drawn nearest the pin's position. */
async function pinNear(page: Page, pin: { lat: number; lon: number }) {
  const icons = page.locator('.leaflet-marker-icon[title^="Saved marker"]');
  const count = await icons.count();
  const container = await page.locator('.leaflet-container').boundingBox();
  const url = new URL(page.url());
  const lat0 = Number(url.searchParams.get('lat'));
  const lon0 = Number(url.searchParams.get('lon'));
  const zoom = Number(url.searchParams.get('z'));
  const scale = 256 * 2 ** zoom;
  const project = (lat: number, lon: number) => {
    const sin = Math.sin((lat * Math.PI) / 180);
    return {
      x: ((lon + 180) / 360) * scale,
      y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
    };
  };
  const centre = project(lat0, lon0);
  const target = project(pin.lat, pin.lon);
  const expected = {
    x: container!.x + container!.width / 2 + (target.x - centre.x),
    y: container!.y + container!.height / 2 + (target.y - centre.y),
  };
  let best = { index: -1, distance: Infinity };
  for (let i = 0; i < count; i += 1) {
    const box = await icons.nth(i).boundingBox();
    if (!box) continue;
    const distance = Math.hypot(
      box.x + box.width / 2 - expected.x,
      box.y + box.height - expected.y,
    );
    if (distance < best.distance) best = { index: i, distance };
  }
  expect(best.distance).toBeLessThan(30);
  return icons.nth(best.index);
}

test.describe('photos', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Comment Details shows thumbnails that open a full-size viewer, by keyboard', async ({
    page,
    request,
  }) => {
    const { author: account, id } = await commentWithPhotos(request);
    await openMap(page, 'lat=-42.9&lon=147.3&z=13');
    await signInThroughModal(page, account);
    await page.goto(`/places/${id}`);

    const details = page.getByRole('dialog', { name: 'Comment Details' });
    const thumbnails = details.getByRole('button', { name: /^Photo \d of 2 of / });
    await expect(thumbnails).toHaveCount(2);
    await expect(details.locator('img[src$="-thumb.jpg"]')).toHaveCount(2);

    await thumbnails.first().click();
    const viewer = page.locator('.yarl__root');
    await expect(viewer).toBeVisible();
    await expect(viewer).toContainText('1 of 2');
    await page.keyboard.press('ArrowRight');
    await expect(viewer).toContainText('2 of 2');
    await expect(viewer.locator('img[alt^="Photo 2 of 2 of "]')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(details).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

/** A comment with two real photos, saved through the API by a new account (its author). */
async function commentWithPhotos(request: APIRequestContext) {
  const author = await registerAccount(request);
  const headers = await authHeaders(request, author);
  const photoUrls: string[] = [];
  for (const rgb of [
    [200, 60, 60],
    [60, 60, 200],
  ] as const) {
    const size = { width: 640, height: 480 };
    photoUrls.push((await uploadPhoto(request, headers, { rgb: [...rgb], ...size })).name);
  }
  const place = { lat: HOBART.lat - 0.02, lon: HOBART.lon - 0.02, address: WOMBAT_LANE };
  const fields = { text: 'Two rooms, two photos', photoUrls };
  const more = { unitNumber: 'Wombat', locationType: 'House' } as const;
  return { author, id: await publishComment(request, headers, place, { ...fields, ...more }) };
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the list behind Show List follows the map after a pan', async ({ page }) => {
    await page.goto(`/?${GROUP_A}`);
    await remoteReady['remote-map'](page);
    await page.getByRole('button', { name: 'Show List' }).click();
    await expect(countHeader(page)).toHaveText('6 places in this view');
    await page.getByRole('button', { name: 'Show Map' }).click();

    // Two drags of 300 px to the left: group A leaves the view, group B comes in.
    for (let i = 0; i < 2; i++) {
      const from = await mapPoint(page, 0.85, 0.6);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x - 300, from.y, { steps: 12 });
      await page.mouse.up();
    }
    await expect
      .poll(() => Number(new URL(page.url()).searchParams.get('lon')))
      .toBeGreaterThan(HOBART.lon + 0.02);
    await page.getByRole('button', { name: 'Show List' }).click();
    await expect(countHeader(page)).toHaveText('3 places in this view');
    await expect
      .poll(async () => (await cardNames(page)).sort())
      .toEqual(['Gum', 'Hazel', 'Ironbark']);
  });

  test('a tapped pin offers its card as a bottom sheet', async ({ page }) => {
    // The phone shows the map; the list waits behind 'Show List'.
    await page.goto(`/?${GROUP_A_CLOSE}`);
    await remoteReady['remote-map'](page);
    const birch = pins.find((p) => p.name === 'Birch')!;
    await expect(page.locator('.leaflet-marker-icon[title^="Saved marker"]').first()).toBeVisible();
    const icon = await pinNear(page, birch);
    await icon.tap();
    const sheet = page.getByTestId('place-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('Birch: a place in Hobart');
    await expect(page.locator('.leaflet-popup')).toHaveCount(0);
    await expectNoAxeViolations(page, '[data-testid="place-sheet"]');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
  });
});
