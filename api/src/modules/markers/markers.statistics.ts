import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';

/** How often SQLite's planner statistics are refreshed. */
const REFRESH_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * SQLite only plans the viewport query well with statistics: a city-sized bbox should walk
 * the newest-first index and stop after one page, a small one should use the position
 * index. ANALYZE (with its per-value samples) tells the two apart; it takes about 30 ms per
 * 100k markers. PostgreSQL keeps its own statistics (autovacuum), so it is left alone.
 */
export async function refreshMarkerStatistics(db: Db, kind: 'sqlite' | 'postgres'): Promise<void> {
  if (kind !== 'sqlite') return;
  await sql`analyze marker_comments`.execute(db);
}

async function markerStatistics(app: FastifyInstance): Promise<void> {
  const kind = app.config.database.kind;
  if (kind !== 'sqlite') return;
  const refresh = () =>
    refreshMarkerStatistics(app.db, kind).catch((error: unknown) =>
      app.log.warn({ err: error }, 'Refreshing marker statistics failed'),
    );
  let first: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    first = setTimeout(refresh, 5_000);
    first.unref();
  });
  const timer = setInterval(refresh, REFRESH_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}

export default fp(markerStatistics, { name: 'marker-statistics', dependencies: ['database'] });
