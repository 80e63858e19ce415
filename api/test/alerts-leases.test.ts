import { DEFAULT_CHANNELS } from '../src/modules/alerts/channels';
import { JOB_RETRY } from '../src/modules/alerts/queue';
import {
  insertJob,
  markJobDone,
  markJobFailed,
  updateJobPayload,
} from '../src/modules/alerts/queue.repository';
import { createSignedInUser, type SignedInUser } from './helpers/auth';
import {
  claimNextJob,
  deliveriesOf,
  eventually,
  insertWatchedArea,
  publishComment,
} from './helpers/alerts';
import { useTestApp } from './helpers/test-app';
import { rowById } from './helpers/rows';

const SECOND = 1000;

describe('a job whose lease another worker took over', () => {
  const t = useTestApp();

  const jobRow = (id: string) =>
    t.db.selectFrom('alert_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('is finished, failed or rewritten only by the worker leasing it now', async () => {
    const now = new Date();
    await insertJob(
      t.db,
      { kind: 'match', dedupeKey: `lease-test:${now.getTime()}`, payload: {}, runAt: now },
      now,
    );
    const first = await claimNextJob(t.db, 'worker-a', now, SECOND);
    expect(first?.locked_by).toBe('worker-a');
    // worker-a's lease ran out (it hung): worker-b takes the job.
    const later = new Date(now.getTime() + 2 * SECOND);
    const second = await claimNextJob(t.db, 'worker-b', later, 60 * SECOND);
    expect(second?.id).toBe(first!.id);
    const id = first!.id;

    expect(await markJobDone(t.db, { id, workerId: 'worker-a', now: later })).toBe(false);
    expect(
      await markJobFailed(t.db, {
        id,
        workerId: 'worker-a',
        error: 'Error: late',
        runAt: later,
        gaveUpAt: later,
      }),
    ).toBe(false);
    expect(
      await updateJobPayload(t.db, { id, workerId: 'worker-a', payload: { stale: true } }),
    ).toBe(false);
    expect(await jobRow(id)).toMatchObject({
      locked_by: 'worker-b',
      done_at: null,
      failed_at: null,
      last_error: null,
      payload: first!.payload,
    });

    expect(await updateJobPayload(t.db, { id, workerId: 'worker-b', payload: { kept: 1 } })).toBe(
      true,
    );
    expect(await markJobDone(t.db, { id, workerId: 'worker-b', now: later })).toBe(true);
    const done = await jobRow(id);
    expect(done.done_at).not.toBeNull();
    expect(done.locked_by).toBeNull();
    expect(JSON.parse(done.payload)).toEqual({ kept: 1 });
    // Finished once: not again.
    expect(await markJobDone(t.db, { id, workerId: 'worker-b', now: later })).toBe(false);
  });

  describe('while its worker is still sending', () => {
    let author: SignedInUser;
    beforeEach(async () => {
      author = await createSignedInUser(t);
    });
    afterEach(() => {
      t.app.alerts.settings.channels = DEFAULT_CHANNELS;
      t.app.alerts.settings.leaseMs = 60_000;
    });

    it.each([
      ['the send then works', false],
      ['the send then fails', true],
    ])(
      'is left to the other worker when %s: not marked done or failed, a warning without user data',
      async (_name, sendFails) => {
        const phone = '+61491570999';
        const owner = await createSignedInUser(t, {
          email_notifications: 0,
          sms_notifications: 1,
          phone_number: phone,
          phone_verified_at: new Date().toISOString(),
        });
        const area = await insertWatchedArea(t.db, owner.user.id);
        let sending = false;
        let release!: () => void;
        const gate = new Promise<void>((resolve) => {
          release = resolve;
        });
        t.app.alerts.settings.leaseMs = 300;
        t.app.alerts.settings.channels = {
          ...DEFAULT_CHANNELS,
          sms: async () => {
            sending = true;
            await gate;
            if (sendFails) throw new Error(`SMS to ${phone} refused`);
          },
        };
        await publishComment(t, author);
        const before = t.logs.length;
        const running = t.app.alerts.runDue();
        await eventually(async () => sending, 10_000, 'the SMS digest being sent');

        // Its lease ran out meanwhile (the worker stalled): another worker took the job.
        const taken = await t.db
          .updateTable('alert_jobs')
          .set({
            locked_by: 'another-worker',
            locked_until: new Date(Date.now() + 60 * SECOND).toISOString(),
          })
          .where('kind', '=', 'digest')
          .where('dedupe_key', 'like', `digest:sms:${area.id}:%`)
          .returningAll()
          .executeTakeFirstOrThrow();
        // Long enough for a heartbeat to find the lease gone.
        await new Promise((resolve) => setTimeout(resolve, 400));
        release();
        await running;

        const job = await rowById(t.db, 'alert_jobs', taken.id);
        expect(job).toMatchObject({
          locked_by: 'another-worker',
          done_at: null,
          failed_at: null,
          last_error: null,
          attempts: taken.attempts,
          run_at: taken.run_at,
        });
        // Not marked sent: the worker holding the job sends it (the same message) and marks it.
        const deliveries = await deliveriesOf(t.db, area.id);
        expect(deliveries).toHaveLength(1);
        expect(deliveries[0]!.sent_at).toBeNull();

        const lines = t.logs.slice(before);
        expect(lines).toContainEqual(
          expect.objectContaining({
            level: 40,
            jobId: taken.id,
            kind: 'digest',
            msg: expect.stringContaining('another worker'),
          }),
        );
        expect(lines.some((line) => /retried|given up/.test(line.msg))).toBe(false);
        const logged = JSON.stringify(lines);
        expect(logged).not.toContain(phone.slice(3));
        expect(logged).not.toContain(owner.user.email);
      },
    );
  });
});

describe('a job that stops its worker every time it runs', () => {
  const t = useTestApp();

  it(`counts each claim as a try, and after ${JOB_RETRY.maxAttempts} is given up instead of taken again`, async () => {
    const owner = await createSignedInUser(t);
    await insertWatchedArea(t.db, owner.user.id);
    await publishComment(t, await createSignedInUser(t));
    const match = await t.db
      .selectFrom('alert_jobs')
      .selectAll()
      .where('kind', '=', 'match')
      .executeTakeFirstOrThrow();
    expect(match.attempts).toBe(0);

    // Each run takes the process down (no error is ever caught): only the lease runs out.
    let now = Date.now() + SECOND;
    for (let run = 1; run <= JOB_RETRY.maxAttempts; run += 1) {
      const claimed = await claimNextJob(t.db, `crashed-${run}`, new Date(now), SECOND);
      expect(claimed).toMatchObject({ id: match.id, attempts: run });
      now += 2 * SECOND;
    }

    const before = t.logs.length;
    expect(await t.app.alerts.runDue({ now: new Date(now) })).toBe(0);
    const job = await rowById(t.db, 'alert_jobs', match.id);
    expect(job).toMatchObject({
      attempts: JOB_RETRY.maxAttempts,
      done_at: null,
      locked_by: null,
      locked_until: null,
    });
    expect(job.failed_at).not.toBeNull();
    expect(job.last_error).toMatch(/never finished/);
    // It did not run: no digest was queued from it.
    const digests = await t.db
      .selectFrom('alert_jobs')
      .select('id')
      .where('kind', '=', 'digest')
      .execute();
    expect(digests).toEqual([]);
    expect(t.logs.slice(before)).toEqual([
      expect.objectContaining({
        level: 50,
        jobId: match.id,
        kind: 'match',
        attempt: JOB_RETRY.maxAttempts,
        msg: expect.stringContaining('given up'),
      }),
    ]);
    // And later still, nothing takes it.
    expect(await t.app.alerts.runDue({ now: new Date(now + 3_600_000) })).toBe(0);
  });

  it('a job that finishes counts the one try it took', async () => {
    const owner = await createSignedInUser(t);
    const area = await insertWatchedArea(t.db, owner.user.id);
    const commentId = await publishComment(t, await createSignedInUser(t));
    await t.app.alerts.runDue({ now: new Date(Date.now() + SECOND) });
    const jobs = await t.db
      .selectFrom('alert_jobs')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('dedupe_key', 'like', `match:${commentId}:%`),
          eb('dedupe_key', 'like', `digest:email:${area.id}:%`),
        ]),
      )
      .orderBy('kind')
      .execute();
    expect(jobs.map((job) => [job.kind, job.attempts, job.done_at !== null])).toEqual([
      ['digest', 1, true],
      ['match', 1, true],
    ]);
  });
});
