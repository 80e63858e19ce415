import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import { Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './types';

export type Db = Kysely<Database>;

export interface DatabaseEvents {
  /** A pooled PostgreSQL connection failed while idle (server restart, network). */
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
  if (config.kind === 'postgres') {
    const pool = new Pool({ connectionString: config.url, max: 10 });
    // Without a listener an idle connection's error crashes the process; the pool
    // replaces the connection on its own.
    pool.on('error', (error) => events.onConnectionError(error));
    return new PostgresDialect({ pool });
  }
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
