import { expect, type Locator, type Page } from '@playwright/test';

/** Opens `path` (the map by default) and waits for the map's zoom control. */
export async function gotoMap(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.leaflet-control-zoom')).toBeVisible();
}

/** A point on the map, as a fraction of its size. */
export async function mapPoint(
  page: Page,
  x: number,
  y: number,
): Promise<{ x: number; y: number }> {
  const box = await page.locator('.leaflet-container').boundingBox();
  if (!box) throw new Error('the map is not on the page');
  return { x: box.x + box.width * x, y: box.y + box.height * y };
}

/** Clicks the map at a fraction of its size (a click adds the selected location). */
export async function clickMap(page: Page, x: number, y: number): Promise<void> {
  const point = await mapPoint(page, x, y);
  await page.mouse.click(point.x, point.y);
}

/**
 * Clicks the map to drop the selected location, whose popup opens by itself (a click on its
 * pin would close it again), and gives that popup once it shows.
 */
export async function dropPin(page: Page, x: number, y: number): Promise<Locator> {
  await clickMap(page, x, y);
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('button', { name: 'Add a comment' })).toBeVisible();
  return popup;
}

/**
 * The open popup once it holds still: its content loaded and any pan into view over (the same
 * place on two reads 150 ms apart), so a click on one of its buttons lands on that button.
 */
export async function settledPopup(page: Page): Promise<Locator> {
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByRole('button').first()).toBeVisible();
  const place = async () => JSON.stringify(await popup.boundingBox());
  let last = '';
  await expect
    .poll(
      async () => {
        const before = last;
        last = await place();
        return last === before;
      },
      { intervals: [150] },
    )
    .toBe(true);
  return popup;
}

/** Drops a pin at a fraction of the map's size and opens Add Comment from its popup. */
export async function openAddComment(page: Page, x: number, y: number): Promise<Locator> {
  const popup = await dropPin(page, x, y);
  await popup.getByRole('button', { name: 'Add a comment' }).click();
  return page.getByTestId('add-comment-dialog');
}

/** Fills in the Add Comment dialog's fields (the photos and Save are the caller's). */
export async function fillAddComment(
  dialog: Locator,
  { locationType, unitNumber, text }: { locationType: string; unitNumber: string; text: string },
): Promise<void> {
  await dialog.getByLabel('Location type').selectOption(locationType);
  await dialog.getByLabel('Unit number').fill(unitNumber);
  await dialog.getByRole('textbox', { name: 'Comment' }).fill(text);
}

/** Saved comments the map shows in its view: pins on their own plus what clusters count. */
export async function savedOnMap(page: Page): Promise<number> {
  const snapshot = await page.locator('.leaflet-marker-pane').ariaSnapshot();
  const names = [...snapshot.matchAll(/^\s*- '?button "(.*)"'?:?$/gm)].map((match) => match[1]!);
  return names.reduce((sum, name) => {
    // A cluster of a cell, or of one building ("{address}: 3 saved comments, list them").
    const cluster = /(?:^Cluster of |: )([\d,]+) saved comments/.exec(name);
    if (cluster) return sum + Number(cluster[1]!.replace(/,/g, ''));
    return /^(Saved marker|SELECTED MARKER)/i.test(name) ? sum + 1 : sum;
  }, 0);
}

/**
 * Ticks a box whose state lives in the URL: it shows ticked once the page has navigated, a
 * moment after the click (Playwright's check() looks too soon).
 */
export async function checkBox(box: Locator): Promise<void> {
  await box.click();
  await expect(box).toBeChecked();
}
