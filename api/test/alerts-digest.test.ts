import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { WATCHED_AREA_LIMITS } from 'shared/contract';
import { DEFAULT_CHANNELS } from '../src/modules/alerts/channels';
import { DIGEST_MAX_COMMENTS, handleDigest } from '../src/modules/alerts/handlers';
import { enqueue } from '../src/modules/alerts/queue';
import { toIsoTimestamp } from '../src/db/timestamps';
import { insertMarkerComment } from './factories/marker-comment.factory';
import { createSignedInUser, type SignedInUser } from './helpers/auth';
import {
  BONDI,
  claimNextJob,
  deliveriesOf,
  insertWatchedArea,
  publishComment,
} from './helpers/alerts';
import { decideOn } from './helpers/comments';
import { readOutbox, type ReceivedMail } from './helpers/outbox';
import { useTestApp } from './helpers/test-app';

const MINUTE = 60_000;
const HOUR = WATCHED_AREA_LIMITS.digestIntervalSeconds * 1000;

function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
  const match = new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim();
}

describe('alert digests', () => {
  const t = useTestApp();
  let author: SignedInUser;
  let moderator: SignedInUser;

  beforeEach(async () => {
    // Each test its own author: an account may publish 10 comments an hour.
    author = await createSignedInUser(t);
  });

  beforeAll(async () => {
    moderator = await createSignedInUser(t, { is_moderator: 1 });
  });

  const mailsTo = async (to: string): Promise<ReceivedMail[]> =>
    (await readOutbox(t)).filter((mail) => mail.to.includes(to));

  const decide = (id: string, decision: 'hide' | 'restore') => decideOn(t, moderator, id, decision);

  /** The area's email digest jobs not yet done. */
  const pendingDigestsOf = (areaId: string) =>
    t.db
      .selectFrom('alert_jobs')
      .selectAll()
      .where('dedupe_key', 'like', `digest:email:${areaId}:%`)
      .where('done_at', 'is', null)
      .execute();

  it('sends the first comment at once, then one digest an hour later with the rest', async () => {
    const owner = await createSignedInUser(t);
    const area = await insertWatchedArea(t.db, owner.user.id, { name: 'Newtown' });
    const first = await publishComment(t, author, { comment: 'First: a sunny two-bedder' });
    const start = new Date(Date.now() + 1000);
    await t.app.alerts.runDue({ now: start });
    const now = await mailsTo(owner.user.email);
    expect(now.map((mail) => mail.subject)).toEqual(['1 new comment in Newtown']);
    expect(now[0]!.text).toContain(`/places/${first}`);
    expect(now[0]!.text).toContain('First: a sunny two-bedder');

    const second = await publishComment(t, author, { comment: 'Second: mould in the bathroom' });
    const third = await publishComment(t, author, { comment: 'Third: friendly agent' });
    await t.app.alerts.runDue({ now: new Date(start.getTime() + 10 * MINUTE) });
    await t.app.alerts.runDue({ now: new Date(start.getTime() + HOUR - MINUTE) });
    expect(await mailsTo(owner.user.email)).toHaveLength(1);

    await t.app.alerts.runDue({ now: new Date(start.getTime() + HOUR + MINUTE) });
    const mails = await mailsTo(owner.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      '1 new comment in Newtown',
      '2 new comments in Newtown',
    ]);
    const digest = mails[1]!;
    for (const id of [second, third]) {
      expect(digest.text).toContain(`http://localhost:3000/places/${id}`);
      expect(digest.html).toContain(`http://localhost:3000/places/${id}`);
    }
    expect(digest.text).not.toContain(first);
    expect(digest.text).toContain('Apartment, unit 12B, Campbell Parade, Bondi Beach');
    expect(digest.text).toContain(`/api/feeds/areas/${area.feed_token}`);
    expect(digest.text).toMatch(/http:\/\/localhost:3000\/\?lat=-33\.\d+&lon=151\.\d+&z=\d+/);
    expect((await deliveriesOf(t.db, area.id)).every((row) => row.sent_at !== null)).toBe(true);

    // Nothing left: later runs send nothing more.
    await t.app.alerts.runDue({ now: new Date(start.getTime() + 3 * HOUR) });
    expect(await mailsTo(owner.user.email)).toHaveLength(2);
  });

  it('quotes at most 200 characters of a comment and escapes it in the HTML part', async () => {
    const owner = await createSignedInUser(t);
    await insertWatchedArea(t.db, owner.user.id);
    const long = `<b>Loud</b> ${'x'.repeat(300)}`;
    await publishComment(t, author, { comment: long });
    await t.app.alerts.runDue();
    const [mail] = await mailsTo(owner.user.email);
    expect(mail!.text).toContain(`${long.slice(0, 200)}…`);
    expect(mail!.text).not.toContain(long.slice(0, 201));
    expect(mail!.html).toContain('&lt;b&gt;Loud&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>Loud</b>');
  });

  it('carries RFC 8058 one-click headers and a Message-ID', async () => {
    const owner = await createSignedInUser(t);
    const area = await insertWatchedArea(t.db, owner.user.id);
    await publishComment(t, author);
    await t.app.alerts.runDue();
    const [mail] = await mailsTo(owner.user.email);

    const listUnsubscribe = header(mail!.raw, 'List-Unsubscribe')!;
    const url = new URL(/^<([^>]+)>$/.exec(listUnsubscribe)![1]!);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/api/alerts/unsubscribe');
    expect(url.searchParams.get('token')).toBe(area.unsubscribe_token);
    expect(header(mail!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail!.raw, 'Message-ID')).toMatch(/^<alert-digest-[0-9a-f-]{36}@localhost>$/);

    // The link's POST, as a mail program sends it, stops the area's emails.
    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    await publishComment(t, author);
    await t.app.alerts.runDue({ now: new Date(Date.now() + 2 * HOUR) });
    expect(await mailsTo(owner.user.email)).toHaveLength(1);
  });

  it('honours the settings: email off sends no email; SMS only to a verified number', async () => {
    const quiet = await createSignedInUser(t, { email_notifications: 0 });
    const quietArea = await insertWatchedArea(t.db, quiet.user.id);
    const texter = await createSignedInUser(t, {
      email_notifications: 0,
      sms_notifications: 1,
      phone_number: '+61412345678',
      phone_verified_at: new Date().toISOString(),
    });
    const texterArea = await insertWatchedArea(t.db, texter.user.id, { name: 'Coogee' });
    const unverified = await createSignedInUser(t, {
      sms_notifications: 1,
      phone_number: '+61412000000',
    });
    const unverifiedArea = await insertWatchedArea(t.db, unverified.user.id);

    const id = await publishComment(t, author);
    await t.app.alerts.runDue();

    expect(await mailsTo(quiet.user.email)).toEqual([]);
    expect(await deliveriesOf(t.db, quietArea.id)).toEqual([]);
    expect(await mailsTo(texter.user.email)).toEqual([]);
    expect((await deliveriesOf(t.db, texterArea.id)).map((row) => row.channel)).toEqual(['sms']);
    expect((await deliveriesOf(t.db, unverifiedArea.id)).map((row) => row.channel)).toEqual([
      'email',
    ]);

    const dir = path.join(t.config.dataDir, 'sms-outbox');
    const texts = await Promise.all(
      (await readdir(dir)).map(async (file) =>
        JSON.parse(await readFile(path.join(dir, file), 'utf8')),
      ),
    );
    expect(texts).toEqual([
      expect.objectContaining({
        to: '+61412345678',
        text: `RentMap: 1 new comment in Coogee. http://localhost:3000/places/${id}`,
      }),
    ]);
  });

  it('a comment held for moderation alerts nobody until a moderator restores it', async () => {
    const owner = await createSignedInUser(t);
    const area = await insertWatchedArea(t.db, owner.user.id);
    const held = await publishComment(t, author, {
      comment: 'Call the agent on 0412 345 678 for the keys',
      confirmPersonalInformation: true,
    });
    const status = await t.db
      .selectFrom('marker_comments')
      .select('status')
      .where('id', '=', held)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('held');
    await t.app.alerts.runDue();
    expect(await deliveriesOf(t.db, area.id)).toEqual([]);
    expect(await mailsTo(owner.user.email)).toEqual([]);

    expect((await decide(held, 'restore')).statusCode).toBe(200);
    await t.app.alerts.runDue();
    const mails = await mailsTo(owner.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/places/${held}`);
  });

  it('leaves out a comment hidden before its digest went', async () => {
    const owner = await createSignedInUser(t);
    const area = await insertWatchedArea(t.db, owner.user.id, { name: 'Manly' });
    await publishComment(t, author);
    const start = new Date(Date.now() + 1000);
    await t.app.alerts.runDue({ now: start });

    const hidden = await publishComment(t, author, { comment: 'About to be hidden' });
    const kept = await publishComment(t, author, { comment: 'Kept' });
    await t.app.alerts.runDue({ now: new Date(start.getTime() + MINUTE) });
    expect((await decide(hidden, 'hide')).statusCode).toBe(200);
    await t.app.alerts.runDue({ now: new Date(start.getTime() + HOUR + MINUTE) });

    const mails = await mailsTo(owner.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      '1 new comment in Manly',
      '1 new comment in Manly',
    ]);
    expect(mails[1]!.text).toContain(`/places/${kept}`);
    expect(mails[1]!.text).not.toContain(hidden);
    expect((await deliveriesOf(t.db, area.id)).map((row) => row.comment_id)).not.toContain(hidden);
  });

  it('a comment hidden before its digest and restored later is told then, once', async () => {
    const owner = await createSignedInUser(t);
    await insertWatchedArea(t.db, owner.user.id, { name: 'Bronte' });
    await publishComment(t, author);
    const start = new Date(Date.now() + 1000);
    await t.app.alerts.runDue({ now: start });

    const comeback = await publishComment(t, author, { comment: 'Hidden, then restored' });
    await t.app.alerts.runDue({ now: new Date(start.getTime() + MINUTE) });
    expect((await decide(comeback, 'hide')).statusCode).toBe(200);
    await t.app.alerts.runDue({ now: new Date(start.getTime() + HOUR + MINUTE) });
    expect((await decide(comeback, 'restore')).statusCode).toBe(200);
    await t.app.alerts.runDue({ now: new Date(start.getTime() + HOUR + 2 * MINUTE) });
    await t.app.alerts.runDue({ now: new Date(start.getTime() + 2 * HOUR + 3 * MINUTE) });
    await t.app.alerts.runDue({ now: new Date(start.getTime() + 3 * HOUR + 4 * MINUTE) });

    const told = (await mailsTo(owner.user.email)).filter((mail) => mail.text.includes(comeback));
    expect(told).toHaveLength(1);
  });

  it('a digest that finds every comment hidden sends nothing and keeps the slot free', async () => {
    const owner = await createSignedInUser(t);
    // The last email went 59 minutes ago: the next may go in a minute.
    const area = await insertWatchedArea(t.db, owner.user.id, {
      name: 'Tamarama',
      email_sent_at: new Date(Date.now() - HOUR + MINUTE).toISOString(),
    });
    const gone = await publishComment(t, author);
    const start = new Date(Date.now() + 1000);
    await t.app.alerts.runDue({ now: start });
    expect((await decide(gone, 'hide')).statusCode).toBe(200);
    await t.app.alerts.runDue({ now: new Date(start.getTime() + 2 * MINUTE) });
    expect(await mailsTo(owner.user.email)).toEqual([]);
    expect(await deliveriesOf(t.db, area.id)).toEqual([]);

    // No email went, so the next comment needs no hour's wait.
    const next = await publishComment(t, author);
    await t.app.alerts.runDue({ now: new Date(start.getTime() + 3 * MINUTE) });
    const mails = await mailsTo(owner.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(next);
  });

  it(`reads at most ${DIGEST_MAX_COMMENTS + 1} waiting comments whatever the backlog, and drops hidden ones in bounded statements`, async () => {
    const owner = await createSignedInUser(t);
    const area = await insertWatchedArea(t.db, owner.user.id, { name: 'Coogee' });
    const published: string[] = [];
    const hidden: string[] = [];
    const matchedFrom = Date.now() - 2 * HOUR;
    for (let i = 0; i < DIGEST_MAX_COMMENTS + 30; i += 1) {
      const isHidden = i % 4 === 0;
      const row = await insertMarkerComment(t.db, {
        ...BONDI,
        status: isHidden ? 'hidden' : 'published',
      });
      (isHidden ? hidden : published).push(row.id);
      await t.db
        .insertInto('alert_deliveries')
        .values({
          area_id: area.id,
          comment_id: row.id,
          channel: 'email',
          created_at: new Date(matchedFrom + i * 1000).toISOString(),
        })
        .execute();
    }
    expect(published.length).toBeGreaterThan(DIGEST_MAX_COMMENTS + 1);

    const now = new Date();
    // Due long ago, so that it is the job claimed first.
    await enqueue(
      t.db,
      {
        kind: 'digest',
        dedupeKey: `digest:email:${area.id}:backlog`,
        payload: { areaId: area.id, channel: 'email' },
        runAt: new Date(0),
      },
      now,
    );
    const job = await claimNextJob(t.db, 'backlog-worker', now, MINUTE);
    expect(job?.dedupe_key).toBe(`digest:email:${area.id}:backlog`);

    // Every statement the digest sends, and how many rows each read.
    const statements: Array<{ sql: string; rows: number }> = [];
    const sqlOf = new Map<string, string>();
    const watched = t.db.withPlugin({
      transformQuery: ({ node, queryId }) => {
        sqlOf.set(queryId.queryId, t.db.getExecutor().compileQuery(node, queryId).sql);
        return node;
      },
      transformResult: async ({ result, queryId }) => {
        statements.push({ sql: sqlOf.get(queryId.queryId) ?? '', rows: result.rows.length });
        return result;
      },
    });
    const outcome = await handleDigest(job!, {
      app: t.app,
      db: watched,
      now,
      workerId: 'backlog-worker',
      channels: DEFAULT_CHANNELS,
      publicBaseUrl: 'http://localhost:3000',
    });
    expect(outcome).toBe('marked-done');

    const deliveryReads = statements.filter((s) => /from "alert_deliveries"/i.test(s.sql));
    expect(deliveryReads.length).toBeGreaterThan(0);
    expect(Math.max(...deliveryReads.map((s) => s.rows))).toBeLessThanOrEqual(
      DIGEST_MAX_COMMENTS + 1,
    );
    const deletes = statements.filter((s) => /^delete from "alert_deliveries"/i.test(s.sql));
    expect(deletes.length).toBeGreaterThan(0);
    for (const statement of deletes) expect(statement.sql).toMatch(/\blimit\b/i);

    const mails = await mailsTo(owner.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `${DIGEST_MAX_COMMENTS} new comments in Coogee`,
    ]);
    const rows = await deliveriesOf(t.db, area.id);
    // The hidden comments' deliveries are gone; the oldest published ones went, the rest wait.
    expect(rows.filter((row) => hidden.includes(row.comment_id))).toEqual([]);
    const sent = rows.filter((row) => row.sent_at !== null).map((row) => row.comment_id);
    expect(sent.sort()).toEqual(published.slice(0, DIGEST_MAX_COMMENTS).sort());
    const waiting = rows.filter((row) => row.sent_at === null).map((row) => row.comment_id);
    expect(waiting.sort()).toEqual(published.slice(DIGEST_MAX_COMMENTS).sort());
    expect(await pendingDigestsOf(area.id)).toHaveLength(1);
  });

  it('a digest due while its slot is still taken queues the next one for when the slot is free', async () => {
    const owner = await createSignedInUser(t);
    const lastSent = new Date(Date.now() - 10 * MINUTE);
    const area = await insertWatchedArea(t.db, owner.user.id, {
      name: 'Clovelly',
      email_sent_at: lastSent.toISOString(),
    });
    const waiting = await insertMarkerComment(t.db, { ...BONDI });
    const now = new Date();
    await t.db
      .insertInto('alert_deliveries')
      .values({
        area_id: area.id,
        comment_id: waiting.id,
        channel: 'email',
        created_at: now.toISOString(),
      })
      .execute();
    // Due now (queued by a worker whose clock ran ahead), but the last email went 10 minutes ago.
    await enqueue(
      t.db,
      {
        kind: 'digest',
        dedupeKey: `digest:email:${area.id}:early`,
        payload: { areaId: area.id, channel: 'email' },
        runAt: now,
      },
      now,
    );
    await t.app.alerts.runDue({ now });
    expect(await mailsTo(owner.user.email)).toEqual([]);

    const pending = await pendingDigestsOf(area.id);
    expect(pending).toHaveLength(1);
    const slot = lastSent.getTime() + HOUR;
    expect(Date.parse(toIsoTimestamp(pending[0]!.run_at))).toBe(slot);

    await t.app.alerts.runDue({ now: new Date(slot + 1000) });
    const mails = await mailsTo(owner.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['1 new comment in Clovelly']);
    expect(mails[0]!.text).toContain(`/places/${waiting.id}`);
  });
});
