import { expect, test } from '@playwright/test';
import { remoteReady } from '../support/composition';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the map fills the left two thirds and the side panel the right', async ({ page }, info) => {
    await page.goto('/');
    await remoteReady['remote-map'](page);
    await remoteReady['remote-markers'](page);
    const map = await page.getByRole('region', { name: 'Map' }).boundingBox();
    const panel = await page.getByRole('complementary', { name: 'Saved Markers' }).boundingBox();
    expect(map && panel).toBeTruthy();
    expect(map!.x).toBeLessThan(1);
    expect(map!.width / 1440).toBeCloseTo(2 / 3, 1);
    expect(panel!.x).toBeGreaterThanOrEqual(map!.width - 1);
    expect(panel!.width / 1440).toBeCloseTo(1 / 3, 1);
    await expect(page.getByRole('button', { name: 'Show List' })).toBeHidden();
    await page.screenshot({ path: info.outputPath('desktop.png') });
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('one of map or list is shown, toggled by Show List / Show Map', async ({ page }, info) => {
    await page.goto('/');
    await remoteReady['remote-map'](page);
    const panel = page.getByRole('complementary', { name: 'Saved Markers' });
    await expect(panel).toBeHidden();
    await page.screenshot({ path: info.outputPath('phone-map.png') });

    await page.getByRole('button', { name: 'Show List' }).click();
    await expect(panel).toBeVisible();
    await remoteReady['remote-markers'](page);
    await expect(page.getByRole('region', { name: 'Map' })).toBeHidden();
    await page.screenshot({ path: info.outputPath('phone-list.png') });

    await page.getByRole('button', { name: 'Show Map' }).click();
    await expect(page.locator('.leaflet-control-zoom')).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('the slide-in menu holds Sign In and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#app-menu');
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Privacy' })).toBeVisible();
  });
});
