import { expect, test, type Page } from '@playwright/test';
import {
  fallbackOf,
  overrideManifest,
  remoteReady,
  serveFromOwnOrigins,
  visitEveryRemote,
  withoutBootData,
} from '../support/composition';
import { E2E_TILE_PORT, REMOTE_PORTS, SPEC_REMOTE_PORT } from '../support/environment';

/**
 * Every Content-Security-Policy violation the page reports, from the `securitypolicyviolation`
 * events of the document and the console lines the browser writes for them.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleLines.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`);
    });
  });
  return async () => [
    ...consoleLines,
    ...(await page.evaluate(
      () => (window as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

function directives(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

// The remotes' own deployments and the one port a spec may serve a remote from itself.
const REMOTE_ORIGINS = [...Object.values(REMOTE_PORTS), SPEC_REMOTE_PORT].map(
  (port) => `http://127.0.0.1:${port}`,
);

test('the app page carries a CSP that allows scripts only from this origin and the allowed remotes', async ({
  page,
}) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  const csp = directives(headers['content-security-policy']);
  expect(csp['script-src']).toEqual(["'self'", ...REMOTE_ORIGINS]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['img-src']).toContain(`http://127.0.0.1:${E2E_TILE_PORT}`);
  expect(headers['content-security-policy']).not.toMatch(/unsafe-eval/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test('the main journeys run under the CSP without a single violation', async ({ page }) => {
  const violations = await watchViolations(page);

  // The map draws tiles from the tile stand-in.
  await page.goto('/');
  await remoteReady['remote-map'](page);
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  const tileSource = await page.locator('img.leaflet-tile-loaded').first().getAttribute('src');
  expect(tileSource).toContain(`127.0.0.1:${E2E_TILE_PORT}`);
  await remoteReady['remote-markers'](page);

  // The sign-in modal (remote-auth).
  await page.getByRole('link', { name: 'Sign In' }).click();
  await remoteReady['remote-auth'](page);
  await page.keyboard.press('Escape');

  // The ops view, as a fresh page load.
  await page.goto('/status');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();

  // The API documentation (Swagger UI) under its own policy.
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /RentMap API/ })).toBeVisible();

  expect(await violations()).toEqual([]);
});

test('remotes from their own (allowed) origins run under the CSP without a violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const remoteOrigins = await serveFromOwnOrigins(page);

  await visitEveryRemote(page);

  expect(remoteOrigins()).toEqual(['3301', '3302', '3303', '3304']);
  expect(await violations()).toEqual([]);
});

/** The URLs the page asks of `localhost` (a foreign origin here), as they come. */
function requestsToLocalhost(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'localhost') seen.push(request.url());
  });
  return seen;
}

/** remote-map really served, but from an origin ops did not allow (localhost ≠ 127.0.0.1). */
const FOREIGN_ENTRY = `http://localhost:${REMOTE_PORTS['remote-map']}/1.0.0/mf-manifest.json`;

test('a manifest entry on a foreign origin is never loaded: its fallback shows and it is reported', async ({
  page,
}) => {
  const foreignRequests = requestsToLocalhost(page);
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') reports.push(message.text());
  });
  await overrideManifest(page, { 'remote-map': FOREIGN_ENTRY });

  await page.goto('/');

  await expect(fallbackOf(page, 'remote-map')).toBeVisible();
  await remoteReady['remote-markers'](page);
  expect(foreignRequests).toEqual([]);
  expect(reports.join('\n')).toContain(
    `remote-map was not loaded: http://localhost:${REMOTE_PORTS['remote-map']} is not among the allowed remote origins`,
  );
});

test('a poisoned "last good manifest" in localStorage is not used when /remotes.json fails', async ({
  page,
}) => {
  const foreignRequests = requestsToLocalhost(page);
  // What one XSS could leave behind: every later visit would load remote-map from elsewhere.
  await page.addInitScript((entry) => {
    const manifest = {
      'remote-map': entry,
      'remote-markers': '/remotes/remote-markers/1.0.0/mf-manifest.json',
      'remote-auth': '/remotes/remote-auth/1.0.0/mf-manifest.json',
      'remote-account': '/remotes/remote-account/1.0.0/mf-manifest.json',
    };
    window.localStorage.setItem('rentmap.remotesManifest.lastGood', JSON.stringify(manifest));
  }, FOREIGN_ENTRY);
  // A page without the manifest written in (a CDN's), so the host fetches it and gets the 503.
  await withoutBootData(page);
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'down' }));

  await page.goto('/');

  await expect(page.getByRole('alert')).toContainText('The app could not find its parts.');
  await expect(page.getByRole('alert')).toContainText('The remotes manifest answered HTTP 503.');
  expect(foreignRequests).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('rentmap.remotesManifest.lastGood'))).toBe(
    null,
  );
});
