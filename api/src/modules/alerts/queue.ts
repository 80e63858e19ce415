import { EventEmitter } from 'node:events';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { insertJob, type NewJob } from './queue.repository';

/**
 * The durable alert queue: the alert_jobs table, on SQLite and on PostgreSQL alike.
 *
 * Why a table and not a job queue on Redis: a job is caused by a comment being published,
 * and it must exist exactly when the comment does. `enqueue` writes the job in the caller's
 * transaction (a transactional outbox), so the comment and its job commit together or not at
 * all. A queue in another store would be a dual write: a crash between the commit and the
 * push loses the alert, a push before a rolled-back commit alerts about nothing. The table is
 * also the one store both ways of running the app have (the embedded default has no Redis).
 *
 * How it stays correct with restarts and several instances:
 * - at most one job per cause: `dedupe_key` is unique and a duplicate insert is ignored;
 * - a worker leases a due job atomically (PostgreSQL `for update skip locked`; SQLite has a
 *   single writer) until `locked_until`, and keeps extending the lease while the job runs; a
 *   worker that died leaves a lease that runs out, and another worker takes the job again;
 * - so a job may run more than once (at least once): every handler is idempotent
 *   (alert_deliveries rows, conditional updates, a stable Message-ID and SMS idempotency key);
 * - each claim counts a try; a failure keeps the error (no user data) and runs again after
 *   an exponential back-off with full jitter, until JOB_RETRY.maxAttempts, then `failed_at`;
 *   a job whose tries all ended with a dead worker (it crashes the process) gets `failed_at`
 *   too, instead of being taken again forever.
 */

export type JobKind = 'match' | 'digest' | 'push' | 'repair-follow-up';

export interface JobInput<Payload> extends Omit<NewJob, 'payload' | 'kind'> {
  kind: JobKind;
  payload: Payload;
}

export const JOB_RETRY = {
  /** The first retry waits about this long (with jitter)... */
  baseDelayMs: 10_000,
  /** ...doubling with each try, never more than this. */
  maxDelayMs: 3_600_000,
  /** Tries before a job is given up (`failed_at`). */
  maxAttempts: 8,
} as const;

/** Finished jobs and sent deliveries are kept this long, then deleted by the worker. */
export const PURGE = {
  /** Kept after they finished (jobs) or went (deliveries): 30 days. */
  keepMs: 30 * 24 * 3_600_000,
  /** Looked for at most this often by one worker. */
  everyMs: 3_600_000,
  /** Rows one statement deletes... */
  batch: 1000,
  /** ...and statements one purge runs per table at most (the rest go an hour later). */
  maxBatches: 50,
} as const;

/**
 * The wait before try `attempts + 1`: 10 s × 2^(attempts−1), at most an hour, drawn between
 * half of it and all of it ("equal jitter"), so that jobs failing together (a mail server
 * down) do not come back together. A one-liner is clearer than a library here: the retry is a
 * `run_at` in the table, not an in-process loop that libraries like p-retry drive.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(
    JOB_RETRY.maxDelayMs,
    JOB_RETRY.baseDelayMs * 2 ** Math.max(0, attempts - 1),
  );
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Thrown by a handler's step that found the job no longer leased by its worker (the lease ran
 * out and another worker took the job): the step is undone, and the run left to that worker.
 */
export class LeaseLostError extends Error {
  constructor() {
    super('The alert job is leased by another worker now');
    this.name = 'LeaseLostError';
  }
}

/** Tells this process's worker that a job was queued (it looks at once, not at its next poll). */
export const queueEvents = new EventEmitter();

/**
 * Queues a job inside the caller's transaction; a job with the same `dedupeKey` already
 * queued (or run) keeps this one out. Resolves to whether it was added.
 */
export async function enqueue<Payload>(
  trx: Kysely<Database> | Transaction<Database>,
  job: JobInput<Payload>,
  now: Date = new Date(),
): Promise<boolean> {
  const added = await insertJob(trx, job, now);
  if (added) queueEvents.emit('enqueued');
  return added;
}
