import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { loadConfig } from '../../src/config';
import { createDatabase, type Db } from '../../src/db/kysely';

/** The server the PostgreSQL run uses; each test app gets its own database on it. */
const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  /** Environment variables that point the API at this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test app: a SQLite file in a temporary DATA_DIR, or a
 * uniquely named PostgreSQL database (plus a temporary DATA_DIR for other files).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentmap-api-test-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  if (TEST_DIALECT === 'sqlite') {
    return { env: { DATA_DIR: dataDir }, drop: removeDataDir };
  }

  const name = `rentmap_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await withAdminClient((client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
      await removeDataDir();
    },
  };
}

/**
 * A fresh database with no migration run and the API's own handle on it, for one describe
 * block: for tests that migrate step by step. Read `db` inside tests, not at collection time.
 */
export function useBareDatabase(): { readonly db: Db } {
  let database: TestDatabase | undefined;
  let db: Db | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(loadConfig({ LOG_LEVEL: 'warn', ...database.env }).database, {
      onConnectionError: () => undefined,
    });
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });
  return {
    get db() {
      if (!db) throw new Error('The database is not created (use it inside a test).');
      return db;
    },
  };
}

async function withAdminClient<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: 5000,
  });
  try {
    await client.connect();
  } catch (error) {
    // Never skip: the PostgreSQL run is half of the suite.
    throw new Error(
      `PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL} (${(error as Error).message}). ` +
        'The API tests run on SQLite and on PostgreSQL: start PostgreSQL (user postgres, trust ' +
        'auth) or point TEST_POSTGRES_URL at a server where that user may create databases.',
      { cause: error },
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
