import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { App } from '../../http/app-instance';
import type { AlertJobRow } from '../../db/types';
import { DEFAULT_CHANNELS, type AlertChannels } from './channels';
import { HANDLERS, type JobContext } from './handlers';
import { deleteSentDeliveries } from './alerts.repository';
import { JOB_RETRY, LeaseLostError, PURGE, queueEvents, retryDelayMs, type JobKind } from './queue';
import {
  claimDueJob,
  deleteFinishedJobs,
  extendLease,
  failExhaustedJobs,
  markJobDone,
  markJobFailed,
  postponeJob,
} from './queue.repository';
import { SmsBudgetSpentError } from '../sms/sms-budget';

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertWorker;
  }
}

export interface WorkerSettings {
  /** How long a claimed job is this worker's; extended every third of it while it runs. */
  leaseMs: number;
  /** Jobs run at once by this instance. */
  concurrency: number;
  /** On close, how long to wait for jobs in flight before leaving them to their lease. */
  graceMs: number;
  /** After an enqueue in this process, look at least this often for a while (see onEnqueued). */
  wakePollMs: number;
  clock: () => Date;
  random: () => number;
  channels: AlertChannels;
}

const WAKE_WINDOW_MS = 500;
/** The longest wait between polls while claims keep failing (a database outage). */
export const OUTAGE_MAX_POLL_MS = 30_000;

/** Error text for the job row and the log: no addresses, numbers or message text. */
export function describeError(error: unknown): string {
  const name = error instanceof Error ? error.name : 'Error';
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const scrubbed = message
    .replace(/[^\s<>"']+@[^\s<>"']+/g, '[address]')
    .replace(/\+?\d[\d\s-]{6,}\d/g, '[number]');
  return `${name}${typeof code === 'string' ? ` ${code}` : ''}: ${scrubbed}`.slice(0, 500);
}

/**
 * Runs the alert jobs (queue.ts): claims due jobs with a lease, runs their handler, marks them
 * done, or failed with a back-off. With ALERTS_WORKER=on it polls every ALERTS_POLL_MS and is
 * woken at once by an enqueue in this process; `runDue` drives it by hand (tests).
 */
export class AlertWorker {
  readonly settings: WorkerSettings;
  readonly workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly running = new Set<Promise<void>>();
  private readonly heartbeats = new Set<NodeJS.Timeout>();
  private stopping = false;
  private abandoned = false;
  private loopDone: Promise<void> | null = null;
  private sleeper: { timer: NodeJS.Timeout; resolve: () => void } | null = null;
  private fastUntil = 0;
  private fastDelay = 1;
  /** Claims that failed in a row (the database cannot be read): the polls back off. */
  private claimFailures = 0;
  /** When this worker last purged old rows (its clock's time), so it does at most hourly. */
  private lastPurge = Number.NEGATIVE_INFINITY;
  /**
   * An enqueue here wakes the loop at once, but the job commits with its transaction a moment
   * later (on PostgreSQL the claim may not see it yet): the loop looks again after 1, 2, 4 …
   * up to `wakePollMs` milliseconds for WAKE_WINDOW_MS, then falls back to ALERTS_POLL_MS.
   */
  private readonly onEnqueued = () => {
    this.fastUntil = Date.now() + WAKE_WINDOW_MS;
    this.fastDelay = 1;
    this.wake();
  };

  constructor(
    private readonly app: App,
    private readonly pollMs: number,
  ) {
    this.settings = {
      leaseMs: 60_000,
      concurrency: 4,
      graceMs: 10_000,
      wakePollMs: 20,
      clock: () => new Date(),
      random: Math.random,
      channels: DEFAULT_CHANNELS,
    };
  }

  start(): void {
    if (this.loopDone) return;
    queueEvents.on('enqueued', this.onEnqueued);
    this.loopDone = this.loop();
  }

  /** Stops claiming, waits up to `graceMs` for the jobs in flight; the rest keep their lease. */
  async stop(): Promise<void> {
    this.stopping = true;
    queueEvents.off('enqueued', this.onEnqueued);
    this.wake();
    await this.loopDone;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.settings.graceMs);
    });
    await Promise.race([Promise.allSettled([...this.running]), grace]);
    clearTimeout(timer);
    // What still runs is left to its lease: another worker runs it again once it ends.
    this.abandoned = true;
    for (const heartbeat of this.heartbeats) clearInterval(heartbeat);
    this.heartbeats.clear();
  }

  /**
   * Claims and runs every job due at `now` (the worker's clock by default), one by one, the
   * jobs they queue included; resolves to how many ran.
   */
  async runDue(options: { now?: Date } = {}): Promise<number> {
    await this.purgeIfDue(options.now ?? this.settings.clock());
    let count = 0;
    for (;;) {
      const now = options.now ?? this.settings.clock();
      const job = await this.claim(now);
      if (!job) return count;
      await this.run(job, now);
      count += 1;
    }
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      await this.purgeIfDue(this.settings.clock());
      try {
        while (!this.stopping && this.running.size < this.settings.concurrency) {
          const now = this.settings.clock();
          const job = await this.claim(now);
          if (!job) break;
          const running = this.run(job, now).finally(() => {
            this.running.delete(running);
            this.wake();
          });
          this.running.add(running);
        }
        if (this.claimFailures > 0) {
          this.app.log.info(
            { failuresInARow: this.claimFailures },
            'Claiming alert jobs works again',
          );
          this.claimFailures = 0;
        }
      } catch (error) {
        this.claimFailures += 1;
        // Said when the trouble starts, then after 2, 4, 8 … failures: an outage of an hour
        // writes a dozen lines, not one a poll.
        if ((this.claimFailures & (this.claimFailures - 1)) === 0) {
          this.app.log.warn(
            { error: describeError(error), failuresInARow: this.claimFailures },
            'Claiming an alert job failed',
          );
        }
      }
      if (this.stopping) break;
      if (this.claimFailures > 0) {
        // The database is down or unreadable: each poll waits twice as long, up to a limit.
        await this.sleep(
          Math.min(this.pollMs * 2 ** Math.min(this.claimFailures, 16), OUTAGE_MAX_POLL_MS),
        );
      } else if (Date.now() < this.fastUntil) {
        await this.sleep(this.fastDelay);
        this.fastDelay = Math.min(this.fastDelay * 2, this.settings.wakePollMs);
      } else {
        await this.sleep(this.pollMs);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.sleeper = null;
        resolve();
      }, ms);
      this.sleeper = { timer, resolve };
    });
  }

  private wake(): void {
    const sleeper = this.sleeper;
    if (!sleeper) return;
    this.sleeper = null;
    clearTimeout(sleeper.timer);
    sleeper.resolve();
  }

  /**
   * At most once an hour: deletes the jobs finished and the deliveries sent more than 30 days
   * ago, in statements of PURGE.batch rows (no long lock, no huge transaction). A failure is
   * logged and tried again an hour later.
   */
  private async purgeIfDue(now: Date): Promise<void> {
    if (now.getTime() - this.lastPurge < PURGE.everyMs) return;
    this.lastPurge = now.getTime();
    const before = new Date(now.getTime() - PURGE.keepMs);
    const inBatches = async (remove: () => Promise<number>) => {
      let total = 0;
      for (let batch = 0; batch < PURGE.maxBatches && !this.stopping; batch += 1) {
        const removed = await remove();
        total += removed;
        if (removed < PURGE.batch) break;
      }
      return total;
    };
    try {
      const jobs = await inBatches(() =>
        deleteFinishedJobs(this.app.db, { before, limit: PURGE.batch }),
      );
      const deliveries = await inBatches(() =>
        deleteSentDeliveries(this.app.db, { before, limit: PURGE.batch }),
      );
      if (jobs + deliveries > 0) {
        this.app.log.info({ jobs, deliveries }, 'Old alert jobs and sent deliveries deleted');
      }
    } catch (error) {
      this.app.log.warn(
        { error: describeError(error) },
        'Deleting old alert jobs and deliveries failed',
      );
    }
  }

  private async claim(now: Date): Promise<AlertJobRow | undefined> {
    const givenUp = await failExhaustedJobs(this.app.db, {
      now,
      maxAttempts: JOB_RETRY.maxAttempts,
    });
    for (const job of givenUp) {
      this.app.log.error(
        { jobId: job.id, kind: job.kind, attempt: Number(job.attempts) },
        'An alert job never finished in its tries (its worker stopped each time); it is given up',
      );
    }
    return claimDueJob(this.app.db, {
      workerId: this.workerId,
      now,
      lockedUntil: new Date(now.getTime() + this.settings.leaseMs),
      maxAttempts: JOB_RETRY.maxAttempts,
    });
  }

  private async run(job: AlertJobRow, now: Date): Promise<void> {
    const { leaseMs } = this.settings;
    // Set once a heartbeat finds the job leased by another worker (this one's lease ran out):
    // from then on the job is that worker's to finish, not this one's.
    let leaseLost = false;
    const heartbeat = setInterval(() => {
      const lockedUntil = new Date(this.settings.clock().getTime() + leaseMs);
      extendLease(this.app.db, { id: job.id, workerId: this.workerId, lockedUntil })
        .then((held) => {
          if (!held) leaseLost = true;
        })
        .catch((error: unknown) =>
          this.app.log.warn(
            { jobId: job.id, kind: job.kind, error: describeError(error) },
            'Extending an alert job lease failed',
          ),
        );
    }, leaseMs / 3);
    this.heartbeats.add(heartbeat);
    try {
      const handler = HANDLERS[job.kind as JobKind];
      if (!handler) throw new Error(`No handler for alert jobs of kind '${job.kind}'`);
      const outcome = await handler(job, this.context(now));
      if (this.abandoned) return;
      if (leaseLost) return this.logLeaseLost(job);
      if (outcome === 'marked-done') return;
      const done = await markJobDone(this.app.db, { id: job.id, workerId: this.workerId, now });
      if (!done) this.logLeaseLost(job);
    } catch (error) {
      if (this.abandoned) return;
      if (leaseLost || error instanceof LeaseLostError) return this.logLeaseLost(job);
      await this.recordFailure(job, now, error).catch((failure: unknown) =>
        this.app.log.error(
          { jobId: job.id, kind: job.kind, error: describeError(failure) },
          'Recording an alert job failure failed',
        ),
      );
    } finally {
      clearInterval(heartbeat);
      this.heartbeats.delete(heartbeat);
    }
  }

  /** The job is another worker's now: this run's outcome is not recorded (no user data logged). */
  private logLeaseLost(job: AlertJobRow): void {
    this.app.log.warn(
      { jobId: job.id, kind: job.kind },
      'An alert job was taken over by another worker after its lease ran out; this run is not recorded',
    );
  }

  private context(now: Date): JobContext {
    const { config } = this.app;
    return {
      app: this.app,
      db: this.app.db,
      now,
      workerId: this.workerId,
      channels: this.settings.channels,
      publicBaseUrl: config.publicBaseUrl ?? `http://localhost:${config.port}`,
    };
  }

  private async recordFailure(job: AlertJobRow, now: Date, error: unknown): Promise<void> {
    // The claim counted this try.
    const attempt = Number(job.attempts);
    const description = describeError(error);
    if (error instanceof SmsBudgetSpentError) return this.postpone(job, now, error);
    const givesUp = attempt >= JOB_RETRY.maxAttempts;
    const retryInMs = retryDelayMs(attempt, this.settings.random);
    const recorded = await markJobFailed(this.app.db, {
      id: job.id,
      workerId: this.workerId,
      error: description,
      runAt: givesUp ? now : new Date(now.getTime() + retryInMs),
      gaveUpAt: givesUp ? now : null,
    });
    if (!recorded) return this.logLeaseLost(job);
    const fields = { jobId: job.id, kind: job.kind, attempt, error: description };
    if (givesUp) this.app.log.error(fields, 'An alert job failed for good; it is given up');
    else this.app.log.warn({ ...fields, retryInMs }, 'An alert job failed; it will be retried');
  }

  /** The SMS budget is spent: no fault of the job, which waits for it however long. */
  private async postpone(job: AlertJobRow, now: Date, error: SmsBudgetSpentError): Promise<void> {
    const retryInMs = error.retryAfterSeconds * 1000;
    const recorded = await postponeJob(this.app.db, {
      id: job.id,
      workerId: this.workerId,
      error: describeError(error),
      runAt: new Date(now.getTime() + retryInMs),
    });
    if (!recorded) return this.logLeaseLost(job);
    this.app.log.info(
      { jobId: job.id, kind: job.kind, retryInMs },
      'An alert waits for the SMS budget to free up',
    );
  }
}

/** The alert worker of this instance; it runs only with ALERTS_WORKER=on. */
async function alertsWorker(instance: FastifyInstance): Promise<void> {
  const app = instance as unknown as App;
  const worker = new AlertWorker(app, app.config.alerts.pollMs);
  app.decorate('alerts', worker);
  if (app.config.alerts.worker) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}

export default fp(alertsWorker, { name: 'alerts-worker', dependencies: ['database', 'mail'] });
