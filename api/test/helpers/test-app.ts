import { buildApp, type App } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { Db } from '../../src/db/kysely';
import { createTestDatabase } from './database';

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (the real config parser runs). */
  env?: Record<string, string>;
  /** Runs after the app is built and before it is ready, e.g. to add test-only routes. */
  setup?: (app: App) => void | Promise<void>;
}

export interface TestApp {
  app: App;
  db: Db;
  config: AppConfig;
  /** Parsed log lines at warn level and above. */
  logs: Array<{ level: number; msg: string; [key: string]: unknown }>;
  close(): Promise<void>;
}

/** Builds the app on a fresh, migrated database. Call close() when done. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  return closingAfter(
    () => database.drop(),
    async () => {
      // The alert worker is off unless a test turns it on (or drives it: app.alerts.runDue()).
      // Push subscriptions name the local push service stand-in (helpers/push-service-*).
      const config = loadConfig({
        LOG_LEVEL: 'warn',
        ALERTS_WORKER: 'off',
        PUSH_SERVICE_HOSTS: 'localhost',
        ...database.env,
        ...options.env,
      });
      const logs: TestApp['logs'] = [];
      const app = await buildApp(config, {
        logStream: { write: (line) => logs.push(JSON.parse(line) as TestApp['logs'][number]) },
      });
      await options.setup?.(app);
      await app.ready();
      return { app, db: app.db, config, logs, close: () => app.close() };
    },
  );
}

/**
 * startTestApp beside a stand-in already running (an S3 or SMS service...): the app's close()
 * closes the stand-in after it, and an app that fails to start closes the stand-in at once.
 */
export async function startTestAppBeside(
  standIn: { close(): Promise<void> },
  options: TestAppOptions = {},
): Promise<TestApp> {
  return closingAfter(
    () => standIn.close(),
    () => startTestApp(options),
  );
}

/**
 * What `start` builds, with a close() that runs `cleanUp` after its own (even when that
 * fails); when `start` fails, `cleanUp` runs at once.
 */
async function closingAfter(
  cleanUp: () => Promise<void>,
  start: () => Promise<TestApp>,
): Promise<TestApp> {
  let started: TestApp;
  try {
    started = await start();
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    ...started,
    close: async () => {
      try {
        await started.close();
      } finally {
        await cleanUp();
      }
    },
  };
}

/**
 * The usual shape: one app per describe block (or file), built before its tests and closed
 * after them. Read the properties inside tests, not at collection time.
 */
export function useTestApp(options: TestAppOptions = {}): Omit<TestApp, 'close'> {
  return useStartedApp(() => startTestApp(options));
}

/** useTestApp for an app that `start` builds (with stand-ins of its own that close() ends). */
export function useStartedApp(start: () => Promise<TestApp>): Omit<TestApp, 'close'> {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(async () => {
    await current?.close();
  });
  const get = (): TestApp => {
    if (!current) throw new Error('The test app is not started (use it inside a test).');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get db() {
      return get().db;
    },
    get config() {
      return get().config;
    },
    get logs() {
      return get().logs;
    },
  };
}
