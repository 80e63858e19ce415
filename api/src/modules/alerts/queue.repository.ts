import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction, type UpdateObject } from 'kysely';
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
 * The ids of the jobs still to run, neither done nor given up: the rows the partial
 * alert_jobs_due_idx holds, few at any time.
 */
function pendingJobIds(db: Executor) {
  return db
    .selectFrom('alert_jobs')
    .select('id')
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null);
}

/**
 * Leases one due job to `workerId` until `lockedUntil` and counts the try: not finished, its
 * time come, tries left, and no live lease on it (a lease that ran out is a worker that died).
 * The try counts here, not when an error is caught, so that a job which kills its worker
 * every time runs out of tries too (failExhaustedJobs). On PostgreSQL the row is picked
 * `for update skip locked`, so workers of several instances never wait for each other nor
 * take the same job; SQLite has one writer at a time, which gives the same.
 */
export async function claimDueJob(
  db: Executor,
  {
    workerId,
    now,
    lockedUntil,
    maxAttempts,
  }: { workerId: string; now: Date; lockedUntil: Date; maxAttempts: number },
): Promise<AlertJobRow | undefined> {
  const at = now.toISOString();
  const postgres = isPostgres(db as Kysely<Database>);
  return db
    .updateTable('alert_jobs')
    .set((eb) => ({
      locked_until: lockedUntil.toISOString(),
      locked_by: workerId,
      attempts: eb('attempts', '+', 1),
    }))
    .where(
      'id',
      '=',
      pendingJobIds(db)
        .where('run_at', '<=', at)
        .where('attempts', '<', maxAttempts)
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', at)]))
        .orderBy('run_at')
        .limit(1)
        .$if(postgres, (qb) => qb.forUpdate().skipLocked()),
    )
    .returningAll()
    .executeTakeFirst();
}

/**
 * Gives up (`failed_at`) the jobs whose every try was taken and whose last lease ran out
 * without an outcome (the worker died running it), at most `limit` per call; resolves to them.
 */
export async function failExhaustedJobs(
  db: Executor,
  { now, maxAttempts, limit = 100 }: { now: Date; maxAttempts: number; limit?: number },
): Promise<Array<Pick<AlertJobRow, 'id' | 'kind' | 'attempts'>>> {
  const at = now.toISOString();
  return db
    .updateTable('alert_jobs')
    .set({
      failed_at: at,
      last_error: 'Its last try never finished (the worker stopped or hung)',
      locked_until: null,
      locked_by: null,
    })
    .where(
      'id',
      'in',
      pendingJobIds(db)
        .where('attempts', '>=', maxAttempts)
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', at)]))
        .limit(limit),
    )
    .returning(['id', 'kind', 'attempts'])
    .execute();
}

/**
 * Changes a job only while `workerId` still holds its lease (the job is not done and no other
 * worker took it over); false when it lost it.
 */
async function updateLeasedJob(
  db: Executor,
  id: string,
  workerId: string,
  changes: UpdateObject<Database, 'alert_jobs'>,
): Promise<boolean> {
  const result = await db
    .updateTable('alert_jobs')
    .set(changes)
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('done_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Extends a lease this worker still holds; false when it lost it. */
export async function extendLease(
  db: Executor,
  { id, workerId, lockedUntil }: { id: string; workerId: string; lockedUntil: Date },
): Promise<boolean> {
  return updateLeasedJob(db, id, workerId, { locked_until: lockedUntil.toISOString() });
}

/**
 * Marks a job done, only while `workerId` still holds its lease; false when it lost it (the
 * lease ran out and another worker took the job, which now decides how it ends).
 */
export async function markJobDone(
  db: Executor,
  { id, workerId, now }: { id: string; workerId: string; now: Date },
): Promise<boolean> {
  return updateLeasedJob(db, id, workerId, {
    done_at: now.toISOString(),
    locked_until: null,
    locked_by: null,
  });
}

/**
 * After a failed run (its try counted when it was claimed): the error kept, run again at
 * `runAt` or given up; only while `workerId` still holds the lease (false when it lost it,
 * as markJobDone).
 */
export async function markJobFailed(
  db: Executor,
  {
    id,
    workerId,
    error,
    runAt,
    gaveUpAt,
  }: { id: string; workerId: string; error: string; runAt: Date; gaveUpAt: Date | null },
): Promise<boolean> {
  return updateLeasedJob(db, id, workerId, {
    last_error: error,
    run_at: runAt.toISOString(),
    failed_at: gaveUpAt?.toISOString() ?? null,
    locked_until: null,
    locked_by: null,
  });
}

/**
 * A run that could not start for a reason outside the job (the hour's SMS budget is spent):
 * run again at `runAt`, and the try its claim counted is given back, so waiting never gives
 * the job up. Only while `workerId` still holds the lease.
 */
export async function postponeJob(
  db: Executor,
  { id, workerId, error, runAt }: { id: string; workerId: string; error: string; runAt: Date },
): Promise<boolean> {
  return updateLeasedJob(db, id, workerId, {
    attempts: sql<number>`attempts - 1`,
    last_error: error,
    run_at: runAt.toISOString(),
    locked_until: null,
    locked_by: null,
  });
}

/**
 * Replaces a job's payload (a handler keeping what it decided, for a retry to reuse), only
 * while `workerId` still holds the lease; false when it lost it.
 */
export async function updateJobPayload(
  db: Executor,
  { id, workerId, payload }: { id: string; workerId: string; payload: unknown },
): Promise<boolean> {
  return updateLeasedJob(db, id, workerId, { payload: JSON.stringify(payload) });
}

/**
 * Whether a job whose key starts with `prefix` (no LIKE wildcards in it) is still to run,
 * other than `exceptId` (the job asking: it is pending itself while it runs).
 */
export async function hasPendingJob(
  db: Executor,
  prefix: string,
  exceptId: string | null = null,
): Promise<boolean> {
  const row = await pendingJobIds(db)
    .where('dedupe_key', 'like', `${prefix}%`)
    .$if(exceptId !== null, (qb) => qb.where('id', '<>', exceptId!))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Deletes up to `limit` finished jobs (done, or given up) that finished before `before`;
 * resolves to how many went. Pending jobs are never touched.
 */
export async function deleteFinishedJobs(
  db: Executor,
  { before, limit }: { before: Date; limit: number },
): Promise<number> {
  const at = before.toISOString();
  // Found by the partial alert_jobs_done_idx and alert_jobs_failed_idx, never a whole-table read.
  const result = await db
    .deleteFrom('alert_jobs')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('alert_jobs')
        .select('id')
        .where((w) => w.or([w('done_at', '<', at), w('failed_at', '<', at)]))
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
