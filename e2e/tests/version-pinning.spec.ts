import { expect, test, type Page } from '@playwright/test';
import { fallbackOf, loadedParts, remoteReady } from '../support/composition';
import { EXTRA_VERSIONS } from '../support/extra-versions';
import { navigateInApp } from '../support/navigation';
import { pinRemoteVersions, removeOpsManifest } from '../support/ops-manifest';

/*
 * Ops pin a remote's version in the server's manifest file: every page the server gives from
 * then on loads that version. So this spec runs alone, after all the others (the
 * "server-wide" project in playwright.config.ts).
 */

async function markersVersionOnStatusPage(page: Page): Promise<string> {
  await navigateInApp(page, '/status');
  const row = page.locator('[data-remote-status="remote-markers"]');
  await expect(row).toBeVisible();
  return (await row.locator('td').first().textContent()) ?? '';
}

test.describe('pinning and rolling back by editing the manifest', () => {
  test.afterEach(() => removeOpsManifest());

  test('switching the manifest entry switches the version users get, and back', async ({
    page,
  }) => {
    pinRemoteVersions({ 'remote-markers': EXTRA_VERSIONS.next.version });
    await page.goto('/');
    await remoteReady['remote-markers'](page);
    expect(await markersVersionOnStatusPage(page)).toBe(EXTRA_VERSIONS.next.version);
    const parts = await loadedParts(page);
    expect(parts.every((p) => p.sameReact && p.sameBus)).toBe(true);

    pinRemoteVersions({ 'remote-markers': '1.0.0' });
    await page.goto('/');
    await remoteReady['remote-markers'](page);
    expect(await markersVersionOnStatusPage(page)).toBe('1.0.0');
  });

  test('a remote built for another contract is refused while the others work', async ({ page }) => {
    const reports: string[] = [];
    page.on('console', (m) => m.type() === 'error' && reports.push(m.text()));
    pinRemoteVersions({ 'remote-markers': EXTRA_VERSIONS.incompatible.version });
    await page.goto('/');
    await expect(fallbackOf(page, 'remote-markers')).toBeVisible();
    await remoteReady['remote-map'](page);
    expect(reports.join('\n')).toContain(
      `remote-markers@${EXTRA_VERSIONS.incompatible.version} speaks contract 99, the host expects contract 1`,
    );
    await navigateInApp(page, '/status');
    await expect(page.locator('[data-remote-status="remote-markers"]')).toContainText('refused');
  });
});
