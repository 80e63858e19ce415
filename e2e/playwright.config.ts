import { defineConfig } from '@playwright/test';
import {
  E2E_API_PORT,
  E2E_TILE_PORT,
  REMOTE_PORTS,
  SPEC_REMOTE_PORT,
  chromiumExecutable,
  e2eDataDir,
} from './support/environment';
import { PUSH_SERVICE_CERT } from './support/push-service';

const repoRoot = `${__dirname}/..`;

/** Specs that switch the remotes' versions for every page the server gives. */
const SERVER_WIDE = /version-pinning\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The specs are written to share the one server (each makes its own accounts, places and
  // texts; the "server-wide" project below runs after the rest), on two workers. A click on a
  // button of a pin's popup waits for the popup to hold still (support/map.ts settledPopup):
  // with both cores busy, a popup could still pan into view after its content loaded.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_API_PORT}`,
    // A failed test keeps its trace: actions, DOM snapshots and network. Without the
    // screencast: recording frames of every test costs about a quarter of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: SERVER_WIDE },
    {
      name: 'server-wide',
      use: { browserName: 'chromium' },
      testMatch: SERVER_WIDE,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/tile-stand-in.js',
      cwd: repoRoot,
      url: `http://127.0.0.1:${E2E_TILE_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(E2E_TILE_PORT) },
    },
    {
      // The embedded default: one process serves the API, the host and every remote.
      command: 'node api/dist/server.js',
      cwd: repoRoot,
      url: `http://127.0.0.1:${E2E_API_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E_API_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: e2eDataDir(),
        LOG_LEVEL: 'warn',
        // The suite's set-up calls name each account's own client address (X-Forwarded-For,
        // support/accounts.ts); only this loopback "proxy" is trusted to say so.
        TRUST_PROXY: '127.0.0.1',
        // Place search from the bundled gazetteer: deterministic, and never the internet.
        GEOCODER: 'offline',
        // Tiles come from a local stand-in: the map and the static map images draw offline.
        TILE_URL: `http://127.0.0.1:${E2E_TILE_PORT}/{z}/{x}/{y}.png`,
        // Ops allow the stand-alone deployments of the remotes (below) and the port a spec
        // may start its own remote server on (SPEC_REMOTE_PORT); no other origin.
        REMOTE_ORIGINS: [...Object.values(REMOTE_PORTS), SPEC_REMOTE_PORT]
          .map((port) => `http://127.0.0.1:${port}`)
          .join(','),
        // Web Push goes to the local push service stand-in (support/push-service.ts), over
        // https as to any push service: its self-signed certificate is trusted, nothing else.
        NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CERT,
        // The local push service stand-in is the one push service the API may call.
        PUSH_SERVICE_HOSTS: 'localhost',
        // The alert worker runs (the default) and looks for due alerts often.
        ALERTS_POLL_MS: '200',
        // "Was it fixed?" is asked at once, not four weeks after the report.
        REPAIR_FOLLOW_UP_DAYS: '0',
      },
    },
    // Each remote also deployed on its own origin, the way separate teams ship them.
    ...Object.entries(REMOTE_PORTS).map(([remote, port]) => ({
      command: `node ../shared/federation/serve-dist.js`,
      cwd: `${repoRoot}/${remote}`,
      url: `http://127.0.0.1:${port}/1.0.0/mf-manifest.json`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(port), HOST: '127.0.0.1' },
    })),
  ],
});
