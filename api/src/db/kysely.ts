import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import { Client, Pool, type ClientConfig } from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './types';

export type Db = Kysely<Database>;

export interface DatabaseEvents {
  /**
   * A PostgreSQL connection failed (server restart, network reset, a query left unanswered):
   * idle or in use, it is dropped and the pool opens a new one when next needed.
   */
  onConnectionError(error: Error): void;
}

/** Whether `db` (or a transaction of it) talks to PostgreSQL rather than SQLite. */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** One Kysely instance for the configured database: SQLite by default, PostgreSQL by URL. */
export function createDatabase(config: DatabaseConfig, events: DatabaseEvents): Db {
  return new Kysely<Database>({ dialect: createDialect(config, events) });
}

function createDialect(config: DatabaseConfig, events: DatabaseEvents): Dialect {
  if (config.kind === 'postgres') return new PostgresDialect({ pool: createPool(config, events) });
  fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SqliteDatabase(config.file);
  // WAL lets readers work while a write is in progress; SQLite leaves foreign keys off
  // unless asked, per connection.
  sqlite.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs at checkpoints, not at every commit: a commit never waits for
  // the disk on the event loop, and a crash of the app loses nothing (a power cut may lose
  // the last commits, never the file). Checkpoints run on their own thread
  // (wal-checkpoints.ts), so this connection makes none.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('wal_autocheckpoint = 0');
  sqlite.pragma('foreign_keys = ON');
  // Deleted rows (a deleted account's email, areas, push endpoints) are overwritten where
  // they lay, not left readable in free space of the file; FAST does it without extra I/O.
  sqlite.pragma('secure_delete = FAST');
  sqlite.pragma('busy_timeout = 5000');
  // The default 2 MB page cache makes every list and viewport query read from the OS once
  // the markers outgrow it; 64 MB keeps 100k+ markers and their indexes in memory.
  sqlite.pragma('cache_size = -65536');
  return new SqliteDialect({ database: sqlite });
}

type PostgresConfig = Extract<DatabaseConfig, { kind: 'postgres' }>;

/** pg's own message when `query_timeout` passes without an answer. */
const QUERY_READ_TIMEOUT = 'Query read timeout';

function createPool(config: PostgresConfig, events: DatabaseEvents): Pool {
  /**
   * A client that cannot end the process and never goes back to the pool half dead.
   * - pg emits `error` on a client whose connection fails; the pool listens only while the
   *   client is idle, and an `error` without a listener throws. A reset while a request holds
   *   the client (between the queries of a transaction) would end the process.
   * - After `query_timeout` pg answers the query with an error but keeps waiting on the
   *   connection: the next query queues behind the lost one. Closing the connection marks the
   *   client broken, so the pool drops it on release instead of handing out a hung one.
   */
  class ResilientClient extends Client {
    constructor(options: ClientConfig) {
      super(options);
      this.on('error', (error) => events.onConnectionError(error));
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      this.query = ((...args: unknown[]) => {
        const answer = query(...args);
        // Callback and stream queries (none of ours) are left as they are.
        if (!(answer instanceof Promise)) return answer;
        return answer.catch((error: unknown) => {
          if ((error as { message?: unknown } | null)?.message === QUERY_READ_TIMEOUT) {
            this.connection.stream.destroy();
          }
          throw error;
        });
      }) as Client['query'];
    }
  }

  const pool = new Pool({
    Client: ResilientClient as unknown as typeof Client,
    connectionString: config.url,
    max: 10,
    // Both the wait for a free pooled connection and the connecting of a new one.
    connectionTimeoutMillis: config.connectTimeoutMs,
    idleTimeoutMillis: config.idleTimeoutMs,
    // 0 leaves the limits off (migrations, benches).
    statement_timeout: config.statementTimeoutMs || undefined,
    query_timeout: config.queryTimeoutMs || undefined,
    // A connection dropped without a word (a NAT or firewall that forgot it, a host gone) is
    // noticed by the kernel and fails, instead of hanging the request that next uses it.
    keepAlive: true,
    keepAliveInitialDelayMillis: config.keepAliveMs,
  });
  // The client's own listener above has reported it; the pool has dropped the client.
  pool.on('error', () => undefined);
  return pool;
}
