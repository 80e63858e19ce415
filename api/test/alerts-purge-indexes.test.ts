import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { deleteSentDeliveries } from '../src/modules/alerts/alerts.repository';
import { deleteFinishedJobs } from '../src/modules/alerts/queue.repository';
import { insertMarkerComment } from './factories/marker-comment.factory';
import { createSignedInUser } from './helpers/auth';
import { BONDI, insertWatchedArea } from './helpers/alerts';
import { planOf, queriesOf } from './helpers/query-plans';
import { useTestApp } from './helpers/test-app';

/**
 * The hourly purge finds old finished jobs and sent deliveries by their partial indexes
 * (migration 20261129090000), never by reading the whole table: the queue keeps 30 days of
 * finished rows, so each of up to 50 statements per purge would otherwise scan all of them.
 */
describe('the purge statements use the indexes on when a row finished or went', () => {
  const t = useTestApp();
  const before = new Date(Date.now() - 30 * 24 * 3_600_000);

  beforeAll(async () => {
    // Enough rows, most of them recent, for PostgreSQL's statistics to tell old ones apart.
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const jobs = Array.from({ length: 3000 }, (_, i) => {
      const at = iso(now - i * 60_000);
      return {
        id: randomUUID(),
        kind: 'match',
        dedupe_key: `purge-index-test:${i}`,
        payload: '{}',
        run_at: at,
        created_at: at,
        // Pending, done or given up.
        ...[{}, { done_at: at }, { failed_at: at }][i % 3],
      };
    });
    for (let i = 0; i < jobs.length; i += 300) {
      await t.db
        .insertInto('alert_jobs')
        .values(jobs.slice(i, i + 300))
        .execute();
    }
    const owner = await createSignedInUser(t);
    const area = await insertWatchedArea(t.db, owner.user.id);
    for (let i = 0; i < 300; i += 1) {
      const comment = await insertMarkerComment(t.db, { ...BONDI });
      await t.db
        .insertInto('alert_deliveries')
        .values(
          (['email', 'sms', 'push'] as const).map((channel, c) => ({
            area_id: area.id,
            comment_id: comment.id,
            channel,
            created_at: iso(now - i * 60_000),
            sent_at: c === 0 ? null : iso(now - i * 60_000),
          })),
        )
        .execute();
    }
    if (TEST_DIALECT === 'postgres') await sql`analyze alert_jobs, alert_deliveries`.execute(t.db);
  });

  it('finds the finished jobs by alert_jobs_done_idx and alert_jobs_failed_idx', async () => {
    const queries = await queriesOf(t.db, (db) => deleteFinishedJobs(db, { before, limit: 1000 }));
    expect(queries).toHaveLength(1);
    const plan = await planOf(t.db, queries[0]!);
    expect(plan).toContain('alert_jobs_done_idx');
    expect(plan).toContain('alert_jobs_failed_idx');
    expect(plan).not.toMatch(/SCAN alert_jobs( |$)/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('finds the sent deliveries by alert_deliveries_sent_idx', async () => {
    const queries = await queriesOf(t.db, (db) =>
      deleteSentDeliveries(db, { before, limit: 1000 }),
    );
    expect(queries).toHaveLength(1);
    const plan = await planOf(t.db, queries[0]!);
    expect(plan).toContain('alert_deliveries_sent_idx');
    expect(plan).not.toMatch(/SCAN (alert_deliveries|sent)( |$)/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
