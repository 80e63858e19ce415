import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isPostgres } from '../../db/kysely';
import type { AlertJobRow, Database } from '../../db/types';

type Executor = Kysely<Database> | Transaction<Database>;

export interface NewJob {
  kind: string;
  dedupeKey: string;
  payload: unknown;
  runAt: Date;
}

/** Inserts a job; a job with the same dedupe key (pending or finished) keeps it from being added. */
export async function insertJob(db: Executor, job: NewJob, now: Date): Promise<boolean> {
  const result = await db
    .insertInto('alert_jobs')
    .values({
      id: randomUUID(),
      kind: job.kind,
      dedupe_key: job.dedupeKey,
      payload: JSON.stringify(job.payload ?? null),
      run_at: job.runAt.toISOString(),
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/**
 * Leases one due job to `workerId` until `lockedUntil`: not finished, its time come, and no
 * live lease on it (a lease that ran out is a worker that died). On PostgreSQL the row is
 * picked `for update skip locked`, so workers of several instances never wait for each other
 * nor take the same job; SQLite has one writer at a time, which gives the same.
 */
export async function claimDueJob(
  db: Executor,
  { workerId, now, lockedUntil }: { workerId: string; now: Date; lockedUntil: Date },
): Promise<AlertJobRow | undefined> {
  const at = now.toISOString();
  const postgres = isPostgres(db as Kysely<Database>);
  return db
    .updateTable('alert_jobs')
    .set({ locked_until: lockedUntil.toISOString(), locked_by: workerId })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('alert_jobs')
        .select('id')
        .where('done_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('run_at', '<=', at)
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', at)]))
        .orderBy('run_at')
        .limit(1)
        .$if(postgres, (qb) => qb.forUpdate().skipLocked()),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Extends a lease this worker still holds; false when it lost it. */
export async function extendLease(
  db: Executor,
  { id, workerId, lockedUntil }: { id: string; workerId: string; lockedUntil: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('alert_jobs')
    .set({ locked_until: lockedUntil.toISOString() })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('done_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function markJobDone(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .updateTable('alert_jobs')
    .set({ done_at: now.toISOString(), locked_until: null, locked_by: null })
    .where('id', '=', id)
    .where('done_at', 'is', null)
    .execute();
}

/** After a failed run: the try counted, the error kept, run again at `runAt` or given up. */
export async function markJobFailed(
  db: Executor,
  {
    id,
    attempts,
    error,
    runAt,
    gaveUpAt,
  }: { id: string; attempts: number; error: string; runAt: Date; gaveUpAt: Date | null },
): Promise<void> {
  await db
    .updateTable('alert_jobs')
    .set({
      attempts,
      last_error: error,
      run_at: runAt.toISOString(),
      failed_at: gaveUpAt?.toISOString() ?? null,
      locked_until: null,
      locked_by: null,
    })
    .where('id', '=', id)
    .where('done_at', 'is', null)
    .execute();
}

/** Replaces a job's payload (a handler keeping what it decided, for a retry to reuse). */
export async function updateJobPayload(db: Executor, id: string, payload: unknown): Promise<void> {
  await db
    .updateTable('alert_jobs')
    .set({ payload: JSON.stringify(payload) })
    .where('id', '=', id)
    .execute();
}

/** Whether a job whose key starts with `prefix` (no LIKE wildcards in it) is still to run. */
export async function hasPendingJob(db: Executor, prefix: string): Promise<boolean> {
  // Among the pending jobs only (the partial alert_jobs_due_idx): few at any time.
  const row = await db
    .selectFrom('alert_jobs')
    .select('id')
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('dedupe_key', 'like', `${prefix}%`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
