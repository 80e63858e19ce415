import { expect, test, type Page } from '@playwright/test';
import { remoteReady } from '../support/composition';
import { seedPins, type SeededPins } from '../support/seed-pins';

/**
 * Feeds and open data from the page, in Kalgoorlie, where no other spec looks: the
 * list's "Atom feed" and "GeoJSON" links (and the page's rel=alternate feed) name the map's
 * view and the URL's filters, and what they name is what the list shows.
 */
const KALGOORLIE = { lat: -30.7489, lon: 121.4658 };

let seeded: SeededPins | undefined;

test.beforeAll(() => {
  const pin = (n: number, locationType: 'House' | 'Villa') => ({
    lat: KALGOORLIE.lat + n * 0.001,
    lon: KALGOORLIE.lon + n * 0.001,
    comment: `Kalgoorlie feed pin ${n}`,
    fullAddress: `${n} Hannan Street, Kalgoorlie WA 6430, Australia`,
    region: 'Kalgoorlie',
    city: 'Kalgoorlie',
    postcode: '6430',
    unitNumber: String(n),
    locationType,
  });
  seeded = seedPins([pin(1, 'House'), pin(2, 'Villa'), pin(3, 'House')]);
});

test.afterAll(() => {
  seeded?.cleanup();
  seeded = undefined;
});

const panel = (page: Page) => page.getByTestId('saved-markers-panel');

test.use({ viewport: { width: 1280, height: 800 } });

test('the feed links follow the view and the filters, and read what the list shows', async ({
  page,
}) => {
  await page.goto(`/?lat=${KALGOORLIE.lat}&lon=${KALGOORLIE.lon}&z=15&types=House`);
  await remoteReady['remote-map'](page);
  await remoteReady['remote-markers'](page);
  await expect(panel(page).locator('li[data-marker-id]')).toHaveCount(2);

  const atom = panel(page).getByRole('link', { name: 'Atom feed' });
  const atomHref = await atom.getAttribute('href');
  const atomUrl = new URL(atomHref!, page.url());
  expect(atomUrl.pathname).toBe('/api/feeds/comments');
  expect(atomUrl.searchParams.get('types')).toBe('House');
  const [west, south, east, north] = atomUrl.searchParams.get('bbox')!.split(',').map(Number);
  expect(west! < KALGOORLIE.lon && KALGOORLIE.lon < east!).toBe(true);
  expect(south! < KALGOORLIE.lat && KALGOORLIE.lat < north!).toBe(true);
  // The page names the same feed in its head, for a feed reader given the page's address.
  await expect(
    page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
  ).toHaveAttribute('href', atomHref!);

  const feed = await page.request.get(atomUrl.href);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const xml = await feed.text();
  const [house1, villa2, house3] = seeded!.ids;
  // Newest first: pin 3, then pin 1; the Villa is filtered out.
  expect(xml.indexOf(`urn:uuid:${house3}`)).toBeGreaterThan(-1);
  expect(xml.indexOf(`urn:uuid:${house1}`)).toBeGreaterThan(xml.indexOf(`urn:uuid:${house3}`));
  expect(xml).not.toContain(villa2!);

  const geojsonHref = await panel(page).getByRole('link', { name: 'GeoJSON' }).getAttribute('href');
  const geojson = await page.request.get(new URL(geojsonHref!, page.url()).href);
  expect(geojson.headers()['content-type']).toMatch(/^application\/geo\+json/);
  const collection = (await geojson.json()) as {
    type: string;
    features: Array<{ id: string; geometry: { coordinates: [number, number] } }>;
  };
  expect(collection.type).toBe('FeatureCollection');
  expect(collection.features.map((feature) => feature.id)).toEqual([house3, house1]);
  expect(collection.features[0]!.geometry.coordinates[0]).toBeCloseTo(KALGOORLIE.lon + 0.003, 6);

  // Another filter: the links follow the URL.
  await page.goto(`/?lat=${KALGOORLIE.lat}&lon=${KALGOORLIE.lon}&z=15&types=Villa`);
  await expect(panel(page).locator('li[data-marker-id]')).toHaveCount(1);
  await expect(panel(page).getByRole('link', { name: 'Atom feed' })).toHaveAttribute(
    'href',
    /types=Villa/,
  );
});
