import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fallbackOf, loadedParts, overrideManifest, remoteReady } from '../support/composition';
import { EXTRA_VERSIONS } from '../support/extra-versions';
import { SPEC_REMOTE_PORT } from '../support/environment';
import { navigateInApp } from '../support/navigation';
import { pinRemoteVersions, removeOpsManifest } from '../support/ops-manifest';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createDistServer } = require('../../shared/federation/serve-dist.js') as {
  createDistServer: (dir: string) => Server;
};

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

/** Longer than the federation runtime's own 20 s script time-out, well within our 120 s. */
const SLOW_ENTRY_MS = 25_000;

test('a remote whose entry answers slowly still loads within the time-out', async ({ page }) => {
  test.setTimeout(SLOW_ENTRY_MS + 60_000);
  const dist = createDistServer(join(__dirname, '..', '..', 'remote-map', 'dist'));
  let entryRequests = 0;
  const slow = createServer((req, res) => {
    const isEntry = req.url?.includes('remoteEntry') ?? false;
    if (isEntry) entryRequests += 1;
    const delay = isEntry ? SLOW_ENTRY_MS : 0;
    setTimeout(() => dist.emit('request', req, res), delay);
  });
  // Ops allow this one port for a spec's own remote server (REMOTE_ORIGINS).
  await new Promise<void>((resolve) => slow.listen(SPEC_REMOTE_PORT, '127.0.0.1', resolve));
  try {
    const { port } = slow.address() as AddressInfo;
    await overrideManifest(page, {
      'remote-map': `http://127.0.0.1:${port}/1.0.0/mf-manifest.json`,
    });
    const started = Date.now();
    await page.goto('/');
    await expect(page.locator('.leaflet-control-zoom')).toBeVisible({
      timeout: SLOW_ENTRY_MS + 15_000,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_ENTRY_MS);
    // The first try was waited for: no time-out, no retry.
    expect(entryRequests).toBe(1);
    const attempts = await page.evaluate(
      () => globalThis.__RENTMAP__?.parts.find((part) => part.name === 'remote-map')?.attempts,
    );
    expect(attempts).toBe(1);
    await expect(fallbackOf(page, 'remote-map')).toHaveCount(0);
  } finally {
    slow.close();
  }
});

test('a remote that 404s is tried again, then falls back', async ({ page }) => {
  const missing = '/remotes/remote-map/0.0.0-missing/mf-manifest.json';
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith(missing)) requests += 1;
  });
  await overrideManifest(page, { 'remote-map': missing });
  await page.goto('/');
  await expect(fallbackOf(page, 'remote-map')).toBeVisible();
  expect(requests).toBeGreaterThanOrEqual(3);
  await remoteReady['remote-markers'](page);
});
