import { expect, test, type Browser } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { publishComment } from '../support/comments';

/**
 * The map page's first tile: the server draws it before any script runs, where the
 * map then draws the same tile, and the host removes the drawing once the map is shown. Its
 * place follows the host's layout (api/src/web/first-tile.ts repeats the breakpoint, the
 * map's width and the footer's height), so this checks the two against each other.
 */
const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: 'wide desktop', viewport: { width: 1600, height: 1000 }, deviceScaleFactor: 1 },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
];

interface Box {
  src: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the server's drawing of `path`'s first tile shows it, with no script run at all. */
async function drawnBeforeScripts(browser: Browser, screen: (typeof SCREENS)[number], path = '/') {
  const context = await browser.newContext({ ...screen, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(path);
    const image = page.locator('#rentmap-first-tile img');
    await expect(image).toHaveJSProperty('complete', true);
    return await image.evaluate((node: HTMLImageElement): Box => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return { src: node.currentSrc, x, y, width, height };
    });
  } finally {
    await context.close();
  }
}

for (const screen of SCREENS) {
  test(`${screen.name}: the first tile shows before any script, where the map then draws it`, async ({
    browser,
  }) => {
    const drawn = await drawnBeforeScripts(browser, screen);
    // The tile of the screen's grid: half-size tiles from one zoom deeper on a dense screen.
    expect(drawn.width).toBe(screen.deviceScaleFactor >= 1.5 ? 128 : 256);
    expect(drawn.src).toMatch(screen.deviceScaleFactor >= 1.5 ? /\/14\/\d+\/\d+\.png$/ : /\/13\//);

    const context = await browser.newContext(screen);
    try {
      const page = await context.newPage();
      await page.goto('/');
      const tile = page.locator(`img.leaflet-tile[src="${drawn.src}"]`);
      await expect(tile).toBeVisible();
      const box = await tile.boundingBox();
      expect(Math.abs(box!.x - drawn.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(box!.y - drawn.y)).toBeLessThanOrEqual(1);
      expect(box!.width).toBeCloseTo(drawn.width, 0);
      // Handed over to the map: the drawing is gone.
      await expect(page.locator('#rentmap-first-tile')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
}

test('a shared place’s page opens at the place: its tile drawn first, where the map draws it', async ({
  browser,
  request,
}) => {
  const place = {
    lat: -33.8568,
    lon: 151.2153,
    address: '2 Macquarie Street, Sydney NSW 2000, Australia',
  };
  const id = await publishComment(request, await registerAccount(request), place, {
    text: 'Harbour views; the lifts are slow in the mornings.',
    unitNumber: '12',
  });
  const screen = SCREENS[2]!;

  const drawn = await drawnBeforeScripts(browser, screen, `/places/${id}`);
  // The place's own tile: zoom 17, and 18's half-size tiles on the phone's dense screen.
  expect(drawn.src).toMatch(/\/18\/241183\/157300\.png$/);

  const context = await browser.newContext(screen);
  try {
    const page = await context.newPage();
    await page.goto(`/places/${id}`);
    // The map starts at the place (its view now in the URL), with no flight from Sydney's.
    await expect(page).toHaveURL(new RegExp(`/places/${id}\\?lat=-33\\.8568&lon=151\\.2153&z=17`));
    const tile = page.locator(`img.leaflet-tile[src="${drawn.src}"]`);
    await expect(tile).toBeVisible();
    const box = await tile.boundingBox();
    expect(Math.abs(box!.x - drawn.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(box!.y - drawn.y)).toBeLessThanOrEqual(1);
    await expect(page.getByRole('tooltip', { name: 'SELECTED MARKER' })).toBeVisible();
    await expect(page.locator('#rentmap-first-tile')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('a page without the map draws no tile', async ({ page }) => {
  await page.goto('/status');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#rentmap-first-tile')).toHaveCount(0);
});
