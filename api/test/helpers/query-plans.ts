import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../../src/db/kysely';

/** The SQL a repository call sends, each statement with its parameters. */
export async function queriesOf(
  db: Db,
  run: (db: Db) => Promise<unknown>,
): Promise<CompiledQuery[]> {
  const captured: CompiledQuery[] = [];
  const spy = db.withPlugin({
    transformQuery: ({ node, queryId }) => {
      captured.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  await run(spy);
  return captured;
}

/**
 * A statement's plan, its lines joined by ' | '. PostgreSQL is asked with sequential scans
 * off, so any index it can use shows whatever the table's size.
 */
export async function planOf(db: Db, query: CompiledQuery): Promise<string> {
  if (TEST_DIALECT === 'sqlite') {
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    return plan.rows.map((row) => row.detail).join(' | ');
  }
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
    );
    return plan.rows.map((row) => row['QUERY PLAN']).join(' | ');
  });
}
