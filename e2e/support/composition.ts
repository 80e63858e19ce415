import { expect, type Page } from '@playwright/test';
import { REMOTE_PAGES } from '../../shared/src/remotes';
import { REMOTE_PORTS, type RemoteName } from './environment';
import { navigateInApp } from './navigation';

export type ManifestOverrides = Partial<Record<RemoteName, string>>;

/**
 * Opens this page without the manifest and config the server writes into it, as a host on a
 * CDN is served: the host fetches `/remotes.json` (and `/api/config`), which a test can route.
 * The element is taken out as the page is parsed, before its scripts run: a document answered
 * by `route.fulfill` instead would count as a public one, and Chromium would then refuse its
 * requests to the remotes on 127.0.0.1 (local network access).
 */
export async function withoutBootData(page: Page): Promise<void> {
  await page.addInitScript((id) => {
    new MutationObserver((_records, observer) => {
      const element = document.getElementById(id);
      if (!element) return;
      element.remove();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, 'rentmap-boot');
}

/** Serves this page a remotes manifest with some entries changed, as ops would edit it. */
export async function overrideManifest(page: Page, overrides: ManifestOverrides): Promise<void> {
  await withoutBootData(page);
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = { ...(await response.json()), ...overrides };
    await route.fulfill({ response, json: manifest });
  });
}

/** Every remote from its own stand-alone deployment on another port (another origin). */
export function crossOriginManifest(): ManifestOverrides {
  return Object.fromEntries(
    Object.entries(REMOTE_PORTS).map(([remote, port]) => [
      remote,
      `http://127.0.0.1:${port}/1.0.0/mf-manifest.json`,
    ]),
  );
}

/** An origin where nothing listens: the remote is down. */
export const DOWN_ENTRY = 'http://127.0.0.1:9/1.0.0/mf-manifest.json';

export interface PartInfo {
  name: string;
  version: string;
  sameReact: boolean;
  sameBus: boolean;
}

/** What each loaded part registered, and whether it shares the host's React and bus. */
export async function loadedParts(page: Page): Promise<PartInfo[]> {
  return page.evaluate(() => {
    const parts = globalThis.__RENTMAP__?.parts ?? [];
    const host = parts.find((p) => p.name === 'host');
    return parts.map((p) => ({
      name: p.name,
      version: p.version,
      sameReact: !!host && p.react === host.react,
      sameBus: !!host && p.bus === host.bus,
    }));
  });
}

declare global {
  var __RENTMAP__:
    | {
        parts: {
          name: string;
          version: string;
          react: unknown;
          bus: unknown;
          attempts?: number;
        }[];
      }
    | undefined;
}

/** The visible sign that each remote is mounted and working. */
export const remoteReady = {
  'remote-map': (page: Page) => expect(page.locator('.leaflet-control-zoom')).toBeVisible(),
  // Empty or not (specs that save comments may have run first), the list has loaded.
  'remote-markers': (page: Page) =>
    expect(page.getByRole('complementary', { name: 'Saved Markers' })).toContainText(
      /No markers found|Added:/,
    ),
  'remote-auth': (page: Page) => expect(page.getByRole('dialog')).toBeVisible(),
  // /settings: its settings signed in, its sign-in prompt signed out (they are the account's).
  'remote-account': (page: Page) =>
    expect(
      page
        .getByRole('main')
        .getByText(/^(Profile Visibility|Sign in to change your settings)$/)
        .first(),
    ).toBeVisible(),
  // A remote added later needs no entry: visitEveryRemote waits for it to register instead.
} satisfies Partial<Record<RemoteName, (page: Page) => Promise<void>>>;

export function fallbackOf(page: Page, remote: RemoteName) {
  return page.locator(`[data-remote-fallback="${remote}"]`);
}

/** Opens the routes that between them mount every remote, in one page (no reload). */
export async function visitEveryRemote(page: Page): Promise<void> {
  await page.goto('/');
  await remoteReady['remote-map'](page);
  await remoteReady['remote-markers'](page);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await remoteReady['remote-auth'](page);
  await navigateInApp(page, '/settings');
  await remoteReady['remote-account'](page);
  // Remotes with pages of their own (REMOTES' pages): mounted once they register.
  for (const { path, remote } of REMOTE_PAGES) {
    await navigateInApp(page, path);
    await page.waitForFunction(
      (name) => globalThis.__RENTMAP__?.parts.some((part) => part.name === name) ?? false,
      remote,
    );
  }
}

/**
 * Serves every remote from its own origin (crossOriginManifest) and records which of those
 * origins answered: the answer gives their ports, sorted, as seen so far.
 */
export async function serveFromOwnOrigins(page: Page): Promise<() => string[]> {
  const ports = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.port.startsWith('330') && response.ok()) ports.add(url.port);
  });
  await overrideManifest(page, crossOriginManifest());
  return () => [...ports].sort();
}
