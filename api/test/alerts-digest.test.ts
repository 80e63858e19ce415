import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { WATCHED_AREA_LIMITS } from 'shared/contract';
import { bearer, createSignedInUser, type SignedInUser } from './helpers/auth';
import { deliveriesOf, insertWatchedArea, publishComment } from './helpers/alerts';
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

  const decide = (id: string, decision: 'hide' | 'restore') =>
    t.app.inject({
      method: 'POST',
      url: `/api/moderation/comments/${id}/actions`,
      headers: bearer(moderator.accessToken),
      payload: { decision, reason: 'Checked against the rules' },
    });

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
});
