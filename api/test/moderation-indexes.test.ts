import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../src/db/kysely';
import { findPinsAt } from '../src/modules/markers/clusters.repository';
import { NO_FILTERS } from '../src/modules/markers/filters';
import {
  countMarkerComments,
  findMarkerCommentsByLikes,
  findMarkerCommentsInTimeOrder,
  findPositionsInBoxes,
} from '../src/modules/markers/markers.repository';
import { buildMarkerComment } from './factories/marker-comment.factory';
import { useTestApp } from './helpers/test-app';

/**
 * The hot reads keep to published comments through partial indexes (migration
 * 20261127090000): each must still be answered by its index, on both databases. SQLite uses
 * a partial index only when the query names its condition word for word (in every branch of
 * an OR); PostgreSQL is asked with sequential scans off, so any usable index shows.
 */
describe('the read paths use the partial indexes on published comments', () => {
  const t = useTestApp();
  const box = { minLon: 151.1, minLat: -33.95, maxLon: 151.3, maxLat: -33.8 };

  /** The SQL a repository call sends, each statement with its parameters. */
  async function queriesOf(run: (db: Db) => Promise<unknown>): Promise<CompiledQuery[]> {
    const captured: CompiledQuery[] = [];
    const spy = t.db.withPlugin({
      transformQuery: ({ node, queryId }) => {
        captured.push(t.db.getExecutor().compileQuery(node, queryId));
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    await run(spy);
    return captured;
  }

  async function planOf(query: CompiledQuery): Promise<string> {
    if (TEST_DIALECT === 'sqlite') {
      const plan = await t.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      return plan.rows.map((row) => row.detail).join(' | ');
    }
    return t.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
      );
      return plan.rows.map((row) => row['QUERY PLAN']).join(' | ');
    });
  }

  beforeAll(async () => {
    // Enough rows spread over the country for PostgreSQL's statistics to tell a box apart.
    for (let batch = 0; batch < 6; batch += 1) {
      const rows = Array.from({ length: 500 }, (_, i) =>
        buildMarkerComment({
          lat: -43 + (((batch * 500 + i) * 7.919) % 33),
          lon: 113 + (((batch * 500 + i) * 3.137) % 40),
          status: i % 50 === 0 ? 'hidden' : 'published',
        }),
      );
      await t.db.insertInto('marker_comments').values(rows).execute();
    }
    if (TEST_DIALECT === 'postgres') await sql`analyze marker_comments`.execute(t.db);
  });

  it.each([
    [
      'the list, newest first',
      (db: Db) =>
        findMarkerCommentsInTimeOrder(db, { newestFirst: true, limit: 51, filters: NO_FILTERS }),
      'marker_comments_created_at_id_idx',
    ],
    [
      'the list, most liked first',
      (db: Db) => findMarkerCommentsByLikes(db, { limit: 51, filters: NO_FILTERS }),
      'marker_comments_like_count_idx',
    ],
    [
      'a box read by position (small boxes, nearest)',
      (db: Db) => findPositionsInBoxes(db, [box], NO_FILTERS),
      'marker_comments_lat_lon_idx',
    ],
    [
      "a box's count",
      (db: Db) => countMarkerComments(db, { box, filters: NO_FILTERS }, 10_001),
      'marker_comments_lat_lon_idx',
    ],
    [
      "the clusters' one-pin cells",
      (db: Db) =>
        findPinsAt(
          db,
          [
            { lat: -33.86, lon: 151.2 },
            { lat: -33.87, lon: 151.21 },
          ],
          NO_FILTERS,
        ),
      'marker_comments_lat_lon_idx',
    ],
  ])('%s', async (_label, run, index) => {
    const queries = await queriesOf(run);
    expect(queries).toHaveLength(1);
    const plan = await planOf(queries[0]!);
    expect(plan).toContain(index);
    // Never the whole table, nor the whole of an index without a bound.
    expect(plan).not.toMatch(
      /SCAN marker_comments( |$)(?!USING INDEX marker_comments_(created_at_id|like_count)_idx)/,
    );
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
