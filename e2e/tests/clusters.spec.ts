import { copyFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { remoteReady } from '../support/composition';
import { E2E_API_PORT } from '../support/environment';
import { seedPins, type SeedPin, type SeededPins } from '../support/seed-pins';

/**
 * The map's clusters over thousands of saved pins written straight into the database (the
 * cluster grid is kept by its triggers): counts, zooming in by click and by keyboard, single
 * pins and their popups, the list of a building's pins that stand on one spot, accessibility
 * and the phone layout. The pins are around Perth, far from Sydney where other specs click.
 */

/** Pins spread evenly over Perth's suburbs (a deterministic scatter). */
const SPREAD = { count: 3000, minLat: -32.1, maxLat: -31.8, minLon: 115.68, maxLon: 116.04 };
/** A building with many units: its pins all stand on one spot, a little east of Yanchep. */
const BUILDING_UNITS = 6;
const BUILDING_OFFSET_LON = 0.01;
const SEEDED = SPREAD.count + BUILDING_UNITS;
const SPREAD_TEXT = 'Seeded pin near Perth, number';
const BUILDING_ADDRESS = 'Marine Terrace, Yanchep WA 6035, Australia';

const CLUSTER_NAME = /^Cluster of ([\d,]+) saved comments: (zoom in|list them)$/;
const SAVED_MARKER_NAME = /^Saved marker: /;

interface Place {
  lat: number;
  lon: number;
}

let seeded: SeededPins | undefined;
let perth: Place;
let yanchep: Place;
let spreadComments: Set<string>;

/** A small deterministic generator (LCG) in [0, 1). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function spreadPins(): SeedPin[] {
  const next = random(2001);
  const types = ['Apartment', 'House', 'Villa', 'Commercial', 'Land'] as const;
  return Array.from({ length: SPREAD.count }, (_, i) => ({
    lat: SPREAD.minLat + next() * (SPREAD.maxLat - SPREAD.minLat),
    lon: SPREAD.minLon + next() * (SPREAD.maxLon - SPREAD.minLon),
    comment: `${SPREAD_TEXT} ${i}`,
    locationType: types[i % types.length],
    unitNumber: String(i % 40),
    fullAddress: `Somewhere in Perth WA 6000, Australia`,
    region: 'Perth',
    city: 'Perth',
    postcode: '6000',
  }));
}

function buildingPins(at: Place): SeedPin[] {
  return Array.from({ length: BUILDING_UNITS }, (_, i) => ({
    lat: at.lat,
    lon: at.lon + BUILDING_OFFSET_LON,
    comment: `Unit ${i + 1} of the building on Marine Terrace: sea breeze, thin walls`,
    locationType: 'Apartment',
    unitNumber: String(i + 1),
    fullAddress: BUILDING_ADDRESS,
    region: 'Yanchep',
    city: 'Perth',
    postcode: '6035',
  }));
}

test.beforeAll(async ({ playwright }) => {
  // Where the place search takes the map: the API's own gazetteer answers.
  const api = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${E2E_API_PORT}` });
  const placeOf = async (q: string, state: string): Promise<Place> => {
    const response = await api.get('/api/geo/search', { params: { q } });
    expect(response.status()).toBe(200);
    const places = (await response.json()).data as Array<{
      lat: string;
      lon: string;
      display_name: string;
    }>;
    const place = places.find((p) => p.display_name.includes(state));
    if (!place) throw new Error(`the gazetteer has no ${q} in ${state}`);
    return { lat: Number(place.lat), lon: Number(place.lon) };
  };
  perth = await placeOf('Perth', 'Western Australia');
  yanchep = await placeOf('Yanchep', 'Western Australia');
  await api.dispose();

  const spread = spreadPins();
  spreadComments = new Set(spread.map((pin) => pin.comment));
  seeded = seedPins([...spread, ...buildingPins(yanchep)]);
});

test.afterAll(() => {
  seeded?.cleanup();
  seeded = undefined;
});

// ---------------------------------------------------------------------------------------
// Reading the map

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search places' });
const selectedMarker = (page: Page) =>
  page.locator('.leaflet-marker-icon[title="Selected Location"]');
const clusterPopup = (page: Page) => page.locator('.leaflet-popup.rm-cluster-popup');

/** The map's zoom as the tiles it shows say: the z of /{z}/{x}/{y}.png on the top level. */
async function tileZoom(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const levels = [...document.querySelectorAll<HTMLElement>('.leaflet-tile-container')];
    const top = levels.sort((a, b) => Number(b.style.zIndex) - Number(a.style.zIndex))[0];
    const tile = top?.querySelector<HTMLImageElement>('img.leaflet-tile');
    const match = tile && /\/(\d+)\/\d+\/\d+\.png$/.exec(tile.src);
    return match ? Number(match[1]) : null;
  });
}

interface MarkersOnMap {
  /** Each cluster's count, read from its accessible name. */
  clusters: number[];
  /** Saved pins drawn on their own. */
  pins: number;
  /** Every marker element on the page. */
  icons: number;
}

/** The saved markers as assistive technology names them (the marker pane's ARIA snapshot). */
async function markersOnMap(page: Page): Promise<MarkersOnMap> {
  const snapshot = await page.locator('.leaflet-marker-pane').ariaSnapshot();
  // Lines read `- button "name"`, quoted as a whole when the name holds a colon.
  const names = [...snapshot.matchAll(/^\s*- '?button "(.*)"'?:?$/gm)].map((match) => match[1]!);
  const clusters = names
    .map((name) => CLUSTER_NAME.exec(name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => Number(match[1]!.replace(/,/g, '')));
  return {
    clusters,
    pins: names.filter((name) => SAVED_MARKER_NAME.test(name)).length,
    icons: await page.locator('.leaflet-marker-icon').count(),
  };
}

const pinsShown = (markers: MarkersOnMap) =>
  markers.clusters.reduce((sum, count) => sum + count, markers.pins);

/**
 * The index among `locator`'s elements of one the pointer really reaches at its centre (no
 * other marker, popup or control drawn over it), choosing the one `score` ranks highest.
 */
async function reachable(locator: Locator, score: 'largest' | 'any'): Promise<number> {
  const index = await locator.evaluateAll((elements, pick) => {
    const count = (el: Element) =>
      Number(/([\d,]+)/.exec(el.getAttribute('title') ?? '')?.[1]?.replace(/,/g, '') ?? 0);
    const candidates = elements
      .map((el, i) => ({ el, i }))
      .filter(({ el }) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && el.contains(hit);
      });
    if (pick === 'largest') candidates.sort((a, b) => count(b.el) - count(a.el));
    return candidates[0]?.i ?? -1;
  }, score);
  expect(index, 'a marker the pointer can reach').toBeGreaterThanOrEqual(0);
  return index;
}

const clusterIcons = (page: Page) => page.locator('.leaflet-marker-icon.rm-cluster');
const pinIcons = (page: Page) => page.locator('.leaflet-marker-icon[title^="Saved marker: "]');

/** Waits until the map has come to rest at `zoom` and drawn that view's saved markers. */
async function viewSettledAt(page: Page, zoom: number, action: () => Promise<void>) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/marker/clusters' && url.searchParams.get('zoom') === String(zoom);
  });
  await action();
  expect((await answered).status()).toBe(200);
  await expect.poll(() => tileZoom(page)).toBe(zoom);
}

// ---------------------------------------------------------------------------------------
// Moving the map as a person does

async function openMap(page: Page): Promise<void> {
  await page.goto('/');
  await remoteReady['remote-map'](page);
  await expect(searchBox(page)).toBeVisible();
  await expect.poll(() => tileZoom(page)).toBe(13);
}

/**
 * Searches a place and chooses it (the map flies there at zoom 13), then removes the
 * selected location the search dropped, so only saved markers remain there.
 */
async function goTo(page: Page, query: string, at: Place): Promise<void> {
  const arrived = page.waitForResponse((response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/marker/clusters') return false;
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number);
    return west! < at.lon && at.lon < east! && south! < at.lat && at.lat < north!;
  });
  await searchBox(page).fill(query);
  const option = page
    .getByRole('listbox', { name: 'Search places' })
    .getByRole('option')
    .filter({ hasText: 'Western Australia' })
    // This query's answer, never an option left from the search before it.
    .filter({ hasText: new RegExp(query, 'i') })
    .first();
  await option.click();
  await arrived;
  await expect(selectedMarker(page)).toHaveCount(1);
  // The chosen place's pin comes with its popup open.
  await page.locator('.leaflet-popup').getByRole('button', { name: 'Remove' }).click();
  await expect(selectedMarker(page)).toHaveCount(0);
  await expect(page.locator('.leaflet-popup')).toHaveCount(0);
}

/** Zooms out with the map's own control, one level at a time, down to `zoom`. */
async function zoomOutTo(page: Page, zoom: number): Promise<void> {
  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  let current = (await tileZoom(page))!;
  while (current > zoom) {
    current -= 1;
    await viewSettledAt(page, current, () => zoomOut.click());
  }
}

/** The map opened, flown to Perth and zoomed out to `zoom`. */
async function overPerthAt(page: Page, zoom: number): Promise<void> {
  await openMap(page);
  await goTo(page, 'perth', perth);
  await zoomOutTo(page, zoom);
}

async function attachScreenshot(page: Page, info: TestInfo, name: string, copyTo: string) {
  await page.waitForTimeout(400); // markers' and popups' fade-in
  const path = info.outputPath(name);
  await page.screenshot({ path });
  await info.attach(name, { path, contentType: 'image/png' });
  await copyFile(path, copyTo);
}

// ---------------------------------------------------------------------------------------

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('at low zoom the clusters show counts that add up to every seeded pin, with at most 300 markers on the page', async ({
    page,
  }) => {
    await overPerthAt(page, 8);

    // The whole Perth area and the building at Yanchep are in view; Sydney is not.
    await expect.poll(async () => pinsShown(await markersOnMap(page))).toBe(SEEDED);
    const markers = await markersOnMap(page);
    expect(markers.clusters.length).toBeGreaterThan(0);
    expect(markers.icons).toBeLessThanOrEqual(300);

    // Each cluster shows its count (abbreviated from 1000 on), hidden from assistive
    // technology, which reads the full count in the name.
    for (const cluster of await clusterIcons(page).all()) {
      const count = Number(
        CLUSTER_NAME.exec((await cluster.getAttribute('title'))!)![1]!.replace(/,/g, ''),
      );
      const label = cluster.locator('.rm-cluster__count');
      await expect(label).toBeVisible();
      await expect(label).toHaveAttribute('aria-hidden', 'true');
      if (count < 1000) await expect(label).toHaveText(String(count));
      else await expect(label).toHaveText(new RegExp(`^${Math.floor(count / 1000)}(\\.\\d)?k$`));
    }
    await expectNoAxeViolations(page, '.leaflet-container');
  });

  test('clicking a cluster zooms in to smaller clusters, down to single pins whose popup loads the comment', async ({
    page,
  }, info) => {
    await overPerthAt(page, 9);
    await expect.poll(async () => pinsShown(await markersOnMap(page))).toBe(SEEDED);

    // Clusters split as the map zooms into them, until pins stand alone.
    let zoom = (await tileZoom(page))!;
    let largest = Math.max(...(await markersOnMap(page)).clusters);
    for (let step = 0; (await pinIcons(page).count()) === 0; step++) {
      expect(step, 'single pins after a few clicks').toBeLessThan(8);
      const cluster = clusterIcons(page).nth(await reachable(clusterIcons(page), 'largest'));
      await cluster.click();
      await expect.poll(() => tileZoom(page)).toBeGreaterThan(zoom);
      // The view comes to rest and its own clusters replace the previous ones.
      await expect
        .poll(async () => Math.max(0, ...(await markersOnMap(page)).clusters))
        .toBeLessThan(largest);
      zoom = (await tileZoom(page))!;
      const markers = await markersOnMap(page);
      largest = Math.max(0, ...markers.clusters);
      expect(markers.icons).toBeLessThanOrEqual(300);
      if (step === 0) {
        await attachScreenshot(page, info, 'desktop-clusters.png', '/tmp/clusters-desktop.png');
      }
    }

    const pin = pinIcons(page).nth(await reachable(pinIcons(page), 'any'));
    await expect(pin).toHaveAttribute(
      'title',
      /^Saved marker: (Apartment|House|Villa|Commercial|Land)$/,
    );
    await pin.click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByText(SPREAD_TEXT)).toBeVisible();
    const comment = (await popup.locator('p').first().textContent())!.replace(/[“”]/g, '');
    expect(spreadComments.has(comment), comment).toBe(true);
    await expect(popup).toContainText('Perth WA 6000');
  });

  test('the cluster of a building lists its pins; a row opens that comment', async ({
    page,
  }, info) => {
    await openMap(page);
    await goTo(page, 'yanchep', yanchep);

    // Its pins stand on one spot: zooming cannot split it, so it lists them.
    const building = page.getByRole('button', {
      name: `Cluster of ${BUILDING_UNITS} saved comments: list them`,
      exact: true,
    });
    await expect(building).toHaveCount(1);
    await expectNoAxeViolations(page, '.leaflet-container');
    const zoom = await tileZoom(page);
    await building.click();

    const popup = clusterPopup(page);
    await expect(
      popup.getByRole('heading', { name: `${BUILDING_UNITS} saved comments here` }),
    ).toBeVisible();
    const rows = popup.getByRole('listitem');
    await expect(rows).toHaveCount(BUILDING_UNITS);
    for (let unit = 1; unit <= BUILDING_UNITS; unit++) {
      await expect(rows.filter({ hasText: new RegExp(`Unit ${unit}(?!\\d)`) })).toHaveCount(1);
    }
    await expect(rows.first()).toContainText(BUILDING_ADDRESS);
    expect(await tileZoom(page)).toBe(zoom);
    await expectNoAxeViolations(page, '.leaflet-container');
    await attachScreenshot(
      page,
      info,
      'desktop-building.png',
      '/tmp/clusters-desktop-building.png',
    );

    await rows
      .filter({ hasText: /Unit 4(?!\d)/ })
      .getByRole('button')
      .click();
    await expect(popup).toContainText(
      'Unit 4 of the building on Marine Terrace: sea breeze, thin walls',
    );
    await expect(popup).toContainText(BUILDING_ADDRESS);
    const back = popup.getByRole('button', { name: /Back to the list/ });
    await expect(back).toBeFocused();
    await back.click();
    await expect(rows).toHaveCount(BUILDING_UNITS);
    await expect(rows.filter({ hasText: /Unit 4(?!\d)/ }).getByRole('button')).toBeFocused();
  });

  test('keyboard: Tab reaches a cluster and Enter zooms into it', async ({ page }) => {
    await overPerthAt(page, 10);
    await expect.poll(async () => pinsShown(await markersOnMap(page))).toBe(SEEDED);

    // From the map itself, Tab moves through its markers, clusters included.
    await page.locator('.leaflet-container').focus();
    const zoomIn = /^Cluster of [\d,]+ saved comments: zoom in$/;
    let focused = '';
    for (let presses = 0; !zoomIn.test(focused); presses++) {
      expect(presses, 'a cluster within a few Tab presses').toBeLessThan(30);
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.getAttribute('title') ?? '');
    }
    const cluster = page.locator('.leaflet-marker-icon:focus');
    await expect(cluster).toHaveRole('button');
    await expect(cluster).toHaveAccessibleName(focused);
    await page.keyboard.press('Enter');
    await expect.poll(() => tileZoom(page)).toBeGreaterThan(10);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('clusters are at least 40 px and the building list fits the screen', async ({
    page,
  }, info) => {
    await overPerthAt(page, 11);

    const clusters = clusterIcons(page);
    await expect.poll(() => clusters.count()).toBeGreaterThan(3);
    for (const box of await clusters.evaluateAll((elements) =>
      elements.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.width).toBeGreaterThanOrEqual(40);
      expect(box.height).toBeGreaterThanOrEqual(40);
    }
    expect((await markersOnMap(page)).icons).toBeLessThanOrEqual(300);
    await attachScreenshot(page, info, 'phone-clusters.png', '/tmp/clusters-phone-map.png');

    await goTo(page, 'yanchep', yanchep);
    await page
      .getByRole('button', { name: `Cluster of ${BUILDING_UNITS} saved comments: list them` })
      .tap();
    const popup = clusterPopup(page);
    await expect(popup.getByRole('listitem')).toHaveCount(BUILDING_UNITS);
    await page.waitForTimeout(400); // the popup's fade-in and its pan into view
    const box = (await popup.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await attachScreenshot(page, info, 'phone-building.png', '/tmp/clusters-phone.png');
  });
});
