import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp, type App } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { AlertWorker, describeError } from '../src/modules/alerts/alerts.worker';
import { JOB_RETRY, retryDelayMs } from '../src/modules/alerts/queue';
import { createDatabase } from '../src/db/kysely';
import { toIsoTimestamp } from '../src/db/timestamps';
import { insertUser } from './factories/user.factory';
import { eventually, insertWatchedArea, publishComment } from './helpers/alerts';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { parseMail, type ReceivedMail } from './helpers/outbox';
import { SmtpStandIn } from './helpers/smtp-stand-in';

const HOUR = 3_600_000;

jest.setTimeout(60_000);

interface Instance {
  app: App;
  config: AppConfig;
  logs: Array<{ level: number; msg: string; [key: string]: unknown }>;
}

/** An API instance on an existing database (several may share one, as in production). */
async function startInstance(
  database: TestDatabase,
  env: Record<string, string>,
  setup?: (app: App) => void,
): Promise<Instance> {
  const config = loadConfig({ LOG_LEVEL: 'warn', ...database.env, ...env });
  const logs: Instance['logs'] = [];
  const app = await buildApp(config, {
    logStream: { write: (line) => logs.push(JSON.parse(line) as Instance['logs'][number]) },
  });
  setup?.(app);
  await app.ready();
  return { app, config, logs };
}

async function outboxOf(dataDir: string): Promise<ReceivedMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  return Promise.all(
    files.sort().map(async (file) => parseMail(await readFile(path.join(dir, file), 'utf8'), file)),
  );
}

const messageIdOf = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];

async function signedIn(app: App) {
  const row = await insertUser(app.db);
  return {
    user: { id: row.id, email: row.email },
    accessToken: app.accessTokens.issue(row.id).accessToken,
    password: row.password,
  };
}

async function digestJobs(app: App) {
  return app.db.selectFrom('alert_jobs').selectAll().where('kind', '=', 'digest').execute();
}

describe('a failure as the job row and the log keep it', () => {
  it('names the error without addresses or numbers', () => {
    const smtp = Object.assign(
      new Error('550 5.1.1 <bob.smith@example.com>: Recipient address rejected'),
      { code: 'EENVELOPE' },
    );
    expect(describeError(smtp)).toBe(
      'Error EENVELOPE: 550 5.1.1 <[address]>: Recipient address rejected',
    );
    expect(describeError(new Error('Number +61 412 345 678 is not reachable'))).toBe(
      'Error: Number [number] is not reachable',
    );
    expect(describeError('x'.repeat(1000))).toHaveLength(500);
  });
});

describe('the back-off', () => {
  it('waits about 10 s × 2^(tries−1), jittered between half and all of it, at most an hour', () => {
    expect(retryDelayMs(1, () => 0)).toBe(5_000);
    expect(retryDelayMs(1, () => 1)).toBe(10_000);
    expect(retryDelayMs(3, () => 1)).toBe(40_000);
    expect(retryDelayMs(20, () => 1)).toBe(HOUR);
    expect(retryDelayMs(20, () => 0)).toBe(HOUR / 2);
  });
});

describe('the alert queue with a failing, a hanging and a second worker', () => {
  let database: TestDatabase;
  let smtp: SmtpStandIn;
  const instances: Instance[] = [];

  beforeEach(async () => {
    database = await createTestDatabase();
    smtp = new SmtpStandIn();
    await smtp.start();
  });

  afterEach(async () => {
    for (const instance of instances.splice(0)) await instance.app.close().catch(() => undefined);
    await smtp.stop();
    await database.drop();
  });

  const start = async (env: Record<string, string>, setup?: (app: App) => void) => {
    const instance = await startInstance(database, env, setup);
    instances.push(instance);
    return instance;
  };

  it('retries a failed send with back-off, logs each failure, and sends once it works', async () => {
    const { app, logs } = await start({ SMTP_URL: smtp.url, ALERTS_WORKER: 'off' });
    const owner = await signedIn(app);
    const author = await signedIn(app);
    await insertWatchedArea(app.db, owner.user.id);
    await publishComment({ app }, author);
    smtp.behaviour = 'reject';

    const t0 = new Date(Date.now() + 1000);
    await app.alerts.runDue({ now: t0 });
    let [job] = await digestJobs(app);
    expect(smtp.refused).toBe(1);
    expect(job).toMatchObject({ attempts: 1, done_at: null, failed_at: null, locked_by: null });
    expect(job!.last_error).toMatch(/451/);
    expect(job!.last_error).not.toContain(owner.user.email);
    const wait1 = Date.parse(toIsoTimestamp(job!.run_at)) - t0.getTime();
    expect(wait1).toBeGreaterThanOrEqual(5_000);
    expect(wait1).toBeLessThanOrEqual(10_000);
    const warning = logs.find((line) => line.msg.includes('will be retried'));
    expect(warning).toMatchObject({ level: 40, jobId: job!.id, kind: 'digest', attempt: 1 });
    expect(JSON.stringify(logs)).not.toContain(owner.user.email);

    // Not due before its time.
    await app.alerts.runDue({ now: new Date(t0.getTime() + 4_000) });
    expect(smtp.refused).toBe(1);

    const t1 = new Date(t0.getTime() + 11_000);
    await app.alerts.runDue({ now: t1 });
    [job] = await digestJobs(app);
    expect(smtp.refused).toBe(2);
    expect(job!.attempts).toBe(2);
    const wait2 = Date.parse(toIsoTimestamp(job!.run_at)) - t1.getTime();
    expect(wait2).toBeGreaterThanOrEqual(10_000);
    expect(wait2).toBeLessThanOrEqual(20_000);
    expect(logs.filter((line) => line.msg.includes('will be retried'))).toHaveLength(2);

    smtp.behaviour = 'accept';
    await app.alerts.runDue({ now: new Date(t1.getTime() + 21_000) });
    [job] = await digestJobs(app);
    expect(job!.done_at).not.toBeNull();
    expect(smtp.accepted).toHaveLength(1);
    expect(smtp.accepted[0]).toContain('Subject: 1 new comment in');
  });

  it(`gives a job up after ${JOB_RETRY.maxAttempts} tries, with an error in the log`, async () => {
    const { app, logs } = await start({ SMTP_URL: smtp.url, ALERTS_WORKER: 'off' });
    const owner = await signedIn(app);
    await insertWatchedArea(app.db, owner.user.id);
    await publishComment({ app }, await signedIn(app));
    smtp.behaviour = 'reject';
    let now = Date.now() + 1000;
    for (let i = 0; i < JOB_RETRY.maxAttempts + 2; i += 1) {
      await app.alerts.runDue({ now: new Date(now) });
      now += 2 * HOUR;
    }
    const [job] = await digestJobs(app);
    expect(smtp.refused).toBe(JOB_RETRY.maxAttempts);
    expect(job!.attempts).toBe(JOB_RETRY.maxAttempts);
    expect(job!.failed_at).not.toBeNull();
    expect(logs.filter((line) => line.level === 50 && line.msg.includes('given up'))).toEqual([
      expect.objectContaining({ jobId: job!.id, kind: 'digest', attempt: JOB_RETRY.maxAttempts }),
    ]);
  });

  it('an SMS digest waits for a spent SMS budget, however many tries that takes, then goes', async () => {
    const { app, config, logs } = await start({ ALERTS_WORKER: 'off', SMS_HOURLY_BUDGET: '1' });
    const texter = await insertUser(app.db, {
      email_notifications: 0,
      sms_notifications: 1,
      phone_number: '+61491570150',
      phone_verified_at: new Date().toISOString(),
    });
    await insertWatchedArea(app.db, texter.id);
    // Something else (a code) used the hour's only message.
    await app.smsBudget.takeForAlert();
    await publishComment({ app }, await signedIn(app));

    let now = Date.now() + 1000;
    for (let i = 0; i < JOB_RETRY.maxAttempts + 2; i += 1) {
      await app.alerts.runDue({ now: new Date(now) });
      const [job] = await digestJobs(app);
      expect(job).toMatchObject({ done_at: null, failed_at: null });
      const wait = Date.parse(toIsoTimestamp(job!.run_at)) - now;
      // Until the budget's window frees up, not the usual back-off.
      expect(wait).toBeGreaterThan(JOB_RETRY.baseDelayMs * 2);
      expect(wait).toBeLessThanOrEqual(HOUR);
      now = Date.parse(toIsoTimestamp(job!.run_at));
    }
    expect(logs.some((line) => line.level === 50)).toBe(false);
    const outbox = path.join(config.dataDir, 'sms-outbox');
    expect(await readdir(outbox).catch(() => [])).toEqual([]);
  });

  it('while the queue cannot be read, polls back off and the log says so a few times, not every poll', async () => {
    const { app, logs } = await start({
      ALERTS_WORKER: 'on',
      ALERTS_POLL_MS: '50',
      LOG_LEVEL: 'info',
    });
    const failures = () => logs.filter((line) => line.msg === 'Claiming an alert job failed');
    // The table out of the way: every claim fails, as with a database that cannot be read.
    await sql`alter table alert_jobs rename to alert_jobs_away`.execute(app.db);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    // Without the back-off: about 30 polls in that time, a line each.
    const lines = failures();
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(lines.map((line) => line.failuresInARow)).toEqual([1, 2, 4, 8].slice(0, lines.length));

    await sql`alter table alert_jobs_away rename to alert_jobs`.execute(app.db);
    await eventually(
      async () => logs.some((line) => line.msg === 'Claiming alert jobs works again'),
      10_000,
      'the worker to claim again',
    );
  });

  it('an instance closed mid-send leaves the job to another, which sends it once after the lease', async () => {
    const leaseMs = 1500;
    const tune = (app: App) => {
      app.alerts.settings.leaseMs = leaseMs;
      app.alerts.settings.graceMs = 200;
    };
    const first = await start({ SMTP_URL: smtp.url, ALERTS_POLL_MS: '50' }, tune);
    const owner = await signedIn(first.app);
    await insertWatchedArea(first.app.db, owner.user.id);
    smtp.behaviour = 'stall';
    const commentId = await publishComment({ app: first.app }, await signedIn(first.app));
    await eventually(async () => smtp.unanswered.length === 1, 10_000, 'the hanging send');

    const closing = Date.now();
    await first.app.close();
    expect(Date.now() - closing).toBeLessThan(5_000);
    instances.splice(instances.indexOf(first), 1);
    // The lease the closed instance left on the job (read before any other worker runs).
    const look = createDatabase(first.config.database, { onConnectionError: () => undefined });
    const held = await look
      .selectFrom('alert_jobs')
      .selectAll()
      .where('kind', '=', 'digest')
      .executeTakeFirstOrThrow()
      .finally(() => look.destroy());
    expect(held.done_at).toBeNull();
    const leaseEnd = Date.parse(toIsoTimestamp(held.locked_until!));

    const second = await start({ ALERTS_POLL_MS: '50' }, tune);
    const mails = await eventually(
      async () => {
        const found = await outboxOf(second.config.dataDir);
        return found.length > 0 && found;
      },
      15_000,
      'the digest in the outbox',
    );
    const written = await stat(path.join(second.config.dataDir, 'outbox', mails[0]!.file!));
    expect(written.mtimeMs).toBeGreaterThanOrEqual(leaseEnd - 50);
    // Another lease's time: nothing more is sent.
    await new Promise((resolve) => setTimeout(resolve, 2 * leaseMs));
    const after = await outboxOf(second.config.dataDir);
    expect(after).toHaveLength(1);
    expect(after[0]!.text).toContain(`/places/${commentId}`);
    // The same message as the one left hanging: a receiver can tell it is a retry.
    expect(messageIdOf(after[0]!.raw)).toBe(messageIdOf(smtp.unanswered[0]!));
    expect(smtp.accepted).toEqual([]);
    const [job] = await digestJobs(second.app);
    expect(job!.done_at).not.toBeNull();
  });

  // PostgreSQL is the scale setup: two API instances on one database. The embedded default
  // (SQLite) is one process with one connection (two in one test process would block each
  // other's synchronous busy wait): there, two workers of one instance take turns instead.
  it(`two ${TEST_DIALECT === 'postgres' ? 'instances' : 'workers'} send each digest exactly once`, async () => {
    let offset = 0;
    const tune = (app: App) => {
      app.alerts.settings.clock = () => new Date(Date.now() + offset);
    };
    const a = await start({ ALERTS_POLL_MS: '50' }, tune);
    let b: Pick<Instance, 'app'>;
    let extraWorker: AlertWorker | undefined;
    if (TEST_DIALECT === 'postgres') {
      b = await start({ ALERTS_POLL_MS: '50' }, tune);
    } else {
      extraWorker = new AlertWorker(a.app, 50);
      extraWorker.settings.clock = () => new Date(Date.now() + offset);
      extraWorker.start();
      b = a;
    }
    const owners = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signedIn(a.app)));
    const areas = await Promise.all(
      owners.map((owner, i) => insertWatchedArea(a.app.db, owner.user.id, { name: `Area ${i}` })),
    );
    const author = await signedIn(a.app);

    const comments = [await publishComment({ app: a.app }, author)];
    // Every area's first email goes at once.
    await eventually(
      async () => (await outboxOf(a.config.dataDir)).length === areas.length,
      15_000,
      'the first emails',
    );
    // The rest arrive within the hour, through both instances: they wait for the next slot.
    for (let i = 0; i < 7; i += 1) {
      comments.push(await publishComment({ app: (i % 2 ? a : b).app }, author));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await outboxOf(a.config.dataDir)).toHaveLength(areas.length);

    offset = HOUR + 60_000;
    const mails = await eventually(
      async () => {
        const found = await outboxOf(a.config.dataDir);
        return found.length >= 2 * areas.length && found;
      },
      15_000,
      'the second digests',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await outboxOf(a.config.dataDir)).toHaveLength(2 * areas.length);

    for (const [i, owner] of owners.entries()) {
      const theirs = mails.filter((mail) => mail.to.includes(owner.user.email));
      expect(theirs.map((mail) => mail.subject)).toEqual([
        `1 new comment in Area ${i}`,
        `7 new comments in Area ${i}`,
      ]);
      const told = theirs.flatMap((mail) =>
        [...mail.text.matchAll(/\/places\/([0-9a-f-]{36})/g)].map((match) => match[1]),
      );
      expect(told.sort()).toEqual([...comments].sort());
    }
    await extraWorker?.stop();
  });
});
