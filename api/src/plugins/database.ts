import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config';
import { createDatabase, type DatabaseEvents, type Db } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import { startWalCheckpoints, type WalCheckpoints } from '../db/wal-checkpoints';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** SQLite only: the thread that checkpoints the write-ahead log. */
    walCheckpoints: WalCheckpoints | null;
    /** The migrations this start applied, by name (none when the schema was up to date). */
    migrationsApplied: readonly string[];
  }
}

export interface DatabaseOptions {
  database: DatabaseConfig;
}

/** Opens the configured database, migrates it to the latest schema, closes it on shutdown. */
async function database(app: FastifyInstance, options: DatabaseOptions): Promise<void> {
  const { database: config } = options;
  const events: DatabaseEvents = {
    onConnectionError: (error) =>
      app.log.warn({ err: error }, 'A database connection failed; it will be replaced'),
  };
  const db = createDatabase(config, events);
  // A migration may build an index over every comment: minutes, not the seconds a request
  // is given. On PostgreSQL it runs on a connection of its own without the time-outs.
  const migrationDb =
    config.kind === 'postgres'
      ? createDatabase({ ...config, statementTimeoutMs: 0, queryTimeoutMs: 0 }, events)
      : db;
  let applied: string[];
  try {
    applied = await migrateToLatest(migrationDb);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'Database migrated');
  } catch (error) {
    await db.destroy();
    throw error;
  } finally {
    if (migrationDb !== db) await migrationDb.destroy();
  }
  const walCheckpoints =
    config.kind === 'sqlite'
      ? startWalCheckpoints(config.file, (message) =>
          app.log.warn({ reason: message }, 'Checkpointing the SQLite log failed'),
        )
      : null;
  app.decorate('db', db);
  app.decorate('walCheckpoints', walCheckpoints);
  app.decorate('migrationsApplied', applied);
  app.addHook('onClose', async () => {
    await walCheckpoints?.stop();
    await db.destroy();
  });
  app.log.info({ database: config.kind }, 'Database ready');
}

export default fp(database, { name: 'database' });
