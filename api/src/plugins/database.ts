import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseConfig } from '../config';
import { createDatabase, type Db } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import { startWalCheckpoints, type WalCheckpoints } from '../db/wal-checkpoints';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** SQLite only: the thread that checkpoints the write-ahead log. */
    walCheckpoints: WalCheckpoints | null;
  }
}

export interface DatabaseOptions {
  database: DatabaseConfig;
}

/** Opens the configured database, migrates it to the latest schema, closes it on shutdown. */
async function database(app: FastifyInstance, options: DatabaseOptions): Promise<void> {
  const db = createDatabase(options.database, {
    onConnectionError: (error) =>
      app.log.warn({ err: error }, 'A pooled database connection failed; it will be replaced'),
  });
  try {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'Database migrated');
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const { database: config } = options;
  const walCheckpoints =
    config.kind === 'sqlite'
      ? startWalCheckpoints(config.file, (message) =>
          app.log.warn({ reason: message }, 'Checkpointing the SQLite log failed'),
        )
      : null;
  app.decorate('db', db);
  app.decorate('walCheckpoints', walCheckpoints);
  app.addHook('onClose', async () => {
    await walCheckpoints?.stop();
    await db.destroy();
  });
  app.log.info({ database: options.database.kind }, 'Database ready');
}

export default fp(database, { name: 'database' });
