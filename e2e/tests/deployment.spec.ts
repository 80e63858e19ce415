import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { fallbackOf, overrideManifest, remoteReady } from '../support/composition';
import { SPEC_REMOTE_PORT } from '../support/environment';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createDistServer } = require('../../shared/federation/serve-dist.js') as {
  createDistServer: (dir: string) => Server;
};

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
