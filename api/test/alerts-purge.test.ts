import { randomUUID } from 'node:crypto';
import { AlertWorker } from '../src/modules/alerts/alerts.worker';
import { PURGE } from '../src/modules/alerts/queue';
import { insertMarkerComment } from './factories/marker-comment.factory';
import { createSignedInUser } from './helpers/auth';
import { BONDI, insertWatchedArea } from './helpers/alerts';
import { useTestApp } from './helpers/test-app';

const DAY = 24 * 3_600_000;
const MINUTE = 60_000;

describe('the worker deletes old finished jobs and sent deliveries', () => {
  const t = useTestApp();

  const iso = (ms: number) => new Date(ms).toISOString();

  /** Finished (done or given up) jobs at `finishedAt`, inserted in chunks; resolves to their ids. */
  async function insertFinishedJobs(count: number, finishedAt: number, how: 'done' | 'failed') {
    const rows = Array.from({ length: count }, () => ({
      id: randomUUID(),
      kind: 'match',
      dedupe_key: `purge-test:${randomUUID()}`,
      payload: '{}',
      run_at: iso(finishedAt - MINUTE),
      created_at: iso(finishedAt - MINUTE),
      attempts: 1,
      ...(how === 'done' ? { done_at: iso(finishedAt) } : { failed_at: iso(finishedAt) }),
    }));
    for (let i = 0; i < rows.length; i += 300) {
      await t.db
        .insertInto('alert_jobs')
        .values(rows.slice(i, i + 300))
        .execute();
    }
    return rows.map((row) => row.id);
  }

  async function insertPendingJob(createdAt: number, runAt: number) {
    const id = randomUUID();
    await t.db
      .insertInto('alert_jobs')
      .values({
        id,
        kind: 'match',
        dedupe_key: `purge-test:${id}`,
        payload: '{}',
        run_at: iso(runAt),
        created_at: iso(createdAt),
      })
      .execute();
    return id;
  }

  const jobIds = async (ids: string[]) =>
    (await t.db.selectFrom('alert_jobs').select('id').where('id', 'in', ids).execute()).map(
      (row) => row.id,
    );

  it('deletes what finished or went more than 30 days ago, in bounded batches, and keeps the rest', async () => {
    const now = Date.now();
    const old = now - 31 * DAY;
    const recent = now - 29 * DAY;
    // More than two statements' worth, so that several batches run.
    const oldDone = await insertFinishedJobs(2 * PURGE.batch + 5, old, 'done');
    const oldFailed = await insertFinishedJobs(3, old, 'failed');
    const recentDone = await insertFinishedJobs(3, recent, 'done');
    const recentFailed = await insertFinishedJobs(3, recent, 'failed');
    // Old but never finished (waiting for its time): kept.
    const pending = await insertPendingJob(now - 40 * DAY, now + DAY);

    const owner = await createSignedInUser(t);
    const area = await insertWatchedArea(t.db, owner.user.id);
    const deliveries: Record<string, string> = {};
    for (const [name, sentAt] of [
      ['oldSent', old],
      ['recentSent', recent],
      ['oldUnsent', null],
    ] as const) {
      const comment = await insertMarkerComment(t.db, { ...BONDI });
      deliveries[name] = comment.id;
      await t.db
        .insertInto('alert_deliveries')
        .values({
          area_id: area.id,
          comment_id: comment.id,
          channel: 'email',
          created_at: iso(now - 40 * DAY),
          sent_at: sentAt === null ? null : iso(sentAt),
        })
        .execute();
    }

    const worker = new AlertWorker(t.app, 50);
    await worker.runDue({ now: new Date(now) });

    expect(await jobIds([...oldDone, ...oldFailed])).toEqual([]);
    expect((await jobIds([...recentDone, ...recentFailed, pending])).sort()).toEqual(
      [...recentDone, ...recentFailed, pending].sort(),
    );
    const left = await t.db
      .selectFrom('alert_deliveries')
      .select(['comment_id', 'sent_at'])
      .where('area_id', '=', area.id)
      .execute();
    expect(left.map((row) => row.comment_id).sort()).toEqual(
      [deliveries.recentSent, deliveries.oldUnsent].sort(),
    );
  });

  it('purges at most once an hour', async () => {
    const now = Date.now();
    const worker = new AlertWorker(t.app, 50);
    await worker.runDue({ now: new Date(now) });
    const [late] = await insertFinishedJobs(1, now - 31 * DAY, 'done');
    await worker.runDue({ now: new Date(now + 30 * MINUTE) });
    expect(await jobIds([late!])).toEqual([late]);
    await worker.runDue({ now: new Date(now + 61 * MINUTE) });
    expect(await jobIds([late!])).toEqual([]);
  });
});
