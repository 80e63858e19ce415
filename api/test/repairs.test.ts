import type { Building, OwnChecklist, SavedMarkerComment } from 'shared/contract';
import { bearer, createSignedInUser, type SignedInUser } from './helpers/auth';
import { editComment, saveComment } from './helpers/comments';
import { readOutbox } from './helpers/outbox';
import { usePushServiceStandIn } from './helpers/push-service-stand-in';
import { expectFailure } from './helpers/responses';
import { readSmsOutbox } from './helpers/sms-stand-in';
import { useTestApp, type TestApp } from './helpers/test-app';

/**
 * "Was it fixed?": a report of something not met is followed up REPAIR_FOLLOW_UP_DAYS later by
 * the author's chosen channels; their answer sets the days to fix, or notes it still is not
 * fixed, and the building's page adds the answers up.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);
/** Each test its own street number of King Street, Newtown (NSW): its own building. */
let street = 100;
const newtown = (unitNumber: string, extra: Record<string, unknown> = {}) => ({
  coordinates: { lat: -33.8962 + street * 0.0004, lon: 151.1797 },
  fullAddress: `${street} King Street, Newtown`,
  unitNumber,
  region: 'New South Wales',
  city: 'Newtown',
  postcode: '2042',
  ...extra,
});
const notMet = (answers: Record<string, unknown>[]) => ({ checklist: { answers } });

/** The author's answer to "Was it fixed?" for an item of their comment. */
const answerRepair = (
  t: Pick<TestApp, 'app'>,
  user: SignedInUser,
  id: string,
  item: string,
  body: unknown,
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/marker/marker-comments/${id}/repairs/${item}`,
    headers: bearer(user.accessToken),
    payload: body as object,
  });

const push = usePushServiceStandIn();

describe('"Was it fixed?"', () => {
  const t = useTestApp();
  let author: SignedInUser;
  beforeEach(async () => {
    street += 2;
    author = await createSignedInUser(t, {
      sms_notifications: 1,
      phone_number: '+61412555001',
      phone_verified_at: new Date().toISOString(),
    });
  });

  const mailsTo = async (user: SignedInUser) =>
    (await readOutbox(t)).filter((mail) => mail.to.includes(user.user.email));
  const textsTo = async (phone: string) =>
    (await readSmsOutbox(t.config.dataDir)).filter((sms) => sms.to === phone);
  const answer = (user: SignedInUser, id: string, item: string, body: unknown) =>
    answerRepair(t, user, id, item, body);
  /** The comment's answers as stored: what a refused or kept answer must leave as it was. */
  const answersOf = (id: string) =>
    t.db
      .selectFrom('comment_condition_answers')
      .selectAll()
      .where('comment_id', '=', id)
      .orderBy('item_id')
      .execute();
  const publicView = async (id: string) =>
    (await t.app.inject({ url: `/api/marker/marker-comments/${id}` })).json()
      .data as SavedMarkerComment;

  it('asks the author 28 days later by each channel they allow, naming what was not met', async () => {
    const browser = push.subscribe();
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/push-subscriptions',
      headers: bearer(author.accessToken),
      payload: browser,
    });
    expect(subscribed.statusCode).toBe(201);
    const saved = await saveComment(
      t,
      author,
      newtown(
        '4',
        notMet([
          { item: 'nsw.damp', answer: 'not-met', toldOn: daysAgo(3) },
          { item: 'nsw.lighting', answer: 'met' },
        ]),
      ),
    );

    // Before the 28 days, nothing.
    await t.app.alerts.runDue({ now: new Date(Date.now() + 27 * DAY_MS) });
    expect(await mailsTo(author)).toEqual([]);
    expect(push.messagesFor(browser.endpoint)).toEqual([]);

    await t.app.alerts.runDue({ now: new Date(Date.now() + 28 * DAY_MS + 60_000) });
    const link = `http://localhost:3000/my-comments?comment=${saved.id}`;
    const [mail, ...more] = await mailsTo(author);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Was it fixed? Your comment on ${saved.fullAddress}`);
    expect(mail!.text).toContain('- No significant dampness');
    expect(mail!.text).not.toContain('lighting');
    expect(mail!.text).toContain(`Answer on My comments: ${link}`);
    expect(push.messagesFor(browser.endpoint).map((text) => JSON.parse(text))).toEqual([
      expect.objectContaining({ title: 'Was it fixed?', url: link, tag: `repair-${saved.id}` }),
    ]);
    expect((await textsTo('+61412555001')).map((sms) => sms.text)).toEqual([
      expect.stringMatching(/^RentMap: Was it fixed\? .+\. Answer: /),
    ]);

    // Asked once: a later run sends nothing more.
    await t.app.alerts.runDue({ now: new Date(Date.now() + 60 * DAY_MS) });
    expect(await mailsTo(author)).toHaveLength(1);
  });

  it('asks nobody whose settings turn every channel off, nor about what was fixed already', async () => {
    const quiet = await createSignedInUser(t, { email_notifications: 0 });
    await saveComment(
      t,
      quiet,
      newtown('1', notMet([{ item: 'nsw.damp', answer: 'not-met', toldOn: daysAgo(9) }])),
    );
    const fixedAlready = await saveComment(
      t,
      author,
      newtown(
        '2',
        notMet([{ item: 'nsw.damp', answer: 'not-met', toldOn: daysAgo(9), fixedAfterDays: 2 }]),
      ),
    );
    const answeredSince = await saveComment(
      t,
      author,
      newtown('3', notMet([{ item: 'nsw.power', answer: 'not-met', toldOn: daysAgo(9) }])),
    );
    const fixed = await answer(author, answeredSince.id, 'nsw.power', {
      fixed: true,
      fixedOn: daysAgo(1),
    });
    expect(fixed.statusCode).toBe(200);

    await t.app.alerts.runDue({ now: new Date(Date.now() + 29 * DAY_MS) });
    expect(await mailsTo(quiet)).toEqual([]);
    expect(await mailsTo(author)).toEqual([]);
    const jobs = await t.db
      .selectFrom('alert_jobs')
      .select('dedupe_key')
      .where('kind', '=', 'repair-follow-up')
      .execute();
    // Nothing to follow up in a checklist whose not-met item was already fixed.
    expect(jobs.map((job) => job.dedupe_key)).not.toContain(`repair-follow-up:${fixedAlready.id}`);
  });

  it('takes "fixed on" as the days to fix, and "not yet" as still not fixed, for everyone', async () => {
    const saved = await saveComment(
      t,
      author,
      newtown(
        '5',
        notMet([
          { item: 'nsw.damp', answer: 'not-met', toldOn: daysAgo(30) },
          { item: 'nsw.power', answer: 'not-met' },
        ]),
      ),
    );
    const notYet = await answer(author, saved.id, 'nsw.damp', { fixed: false });
    expect(notYet.statusCode).toBe(200);
    const damp = (notYet.json().data as OwnChecklist).answers.find((a) => a.item === 'nsw.damp');
    expect(damp).toMatchObject({
      toldOn: daysAgo(30),
      notFixedOn: today(),
      notFixedAfterDays: 30,
      fixedAfterDays: null,
    });
    // Others see the days, never the day asked nor the day told.
    const shown = (await publicView(saved.id)).checklist!.answers.find(
      (a) => a.item === 'nsw.damp',
    );
    expect(shown).toMatchObject({ notFixedAfterDays: 30, fixedAfterDays: null });
    expect(shown).not.toHaveProperty('notFixedOn');
    expect(shown).not.toHaveProperty('toldOn');

    const fixed = await answer(author, saved.id, 'nsw.damp', { fixed: true, fixedOn: daysAgo(2) });
    expect(fixed.statusCode).toBe(200);
    expect(
      (fixed.json().data as OwnChecklist).answers.find((a) => a.item === 'nsw.damp'),
    ).toMatchObject({ fixedAfterDays: 28, notFixedOn: null, notFixedAfterDays: null });

    // An item with no day told takes it with the answer.
    const power = await answer(author, saved.id, 'nsw.power', {
      fixed: true,
      fixedOn: daysAgo(5),
      toldOn: daysAgo(12),
    });
    expect(
      (power.json().data as OwnChecklist).answers.find((a) => a.item === 'nsw.power'),
    ).toMatchObject({ toldOn: daysAgo(12), fixedAfterDays: 7 });
    expect(
      (await publicView(saved.id)).checklist!.answers.find((a) => a.item === 'nsw.power'),
    ).toMatchObject({ toldIn: daysAgo(12).slice(0, 7), fixedAfterDays: 7 });
  });

  it('refuses what does not hold together, and changes nothing', async () => {
    const saved = await saveComment(
      t,
      author,
      newtown(
        '6',
        notMet([
          { item: 'nsw.damp', answer: 'not-met', toldOn: daysAgo(10) },
          { item: 'nsw.power', answer: 'not-met' },
          { item: 'nsw.lighting', answer: 'met' },
        ]),
      ),
    );
    const before = await answersOf(saved.id);
    const refused = async (item: string, body: unknown, code: string, message: RegExp) => {
      const status = code === 'NOT_FOUND' ? 404 : 400;
      expectFailure(
        await answer(author, saved.id, item, body),
        status,
        code,
        expect.stringMatching(message),
      );
    };
    const invalid = 'CONDITION_ANSWER_INVALID';
    await refused('nsw.damp', { fixed: true }, invalid, /on which day it was fixed/);
    await refused('nsw.damp', { fixed: true, fixedOn: daysAgo(11) }, invalid, /before the agent/);
    await refused('nsw.damp', { fixed: true, fixedOn: daysAgo(-5) }, invalid, /still to come/);
    await refused('nsw.damp', { fixed: false, fixedOn: daysAgo(1) }, invalid, /only with fixed/);
    await refused('nsw.power', { fixed: true, fixedOn: daysAgo(1) }, invalid, /say when the agent/);
    await refused('nsw.power', { fixed: false, toldOn: '1980-01-01' }, invalid, /from 1990-01-01/);
    await refused('nsw.lighting', { fixed: false }, invalid, /was not reported not met/);
    await refused('nsw.damp', { fixed: 'yes' }, 'VALIDATION_ERROR', /fixed/);
    await refused(
      'nsw.damp',
      { fixed: true, fixedOn: '2026-02-30x' },
      'VALIDATION_ERROR',
      /fixedOn/,
    );
    await refused('nsw.damp', { fixed: false, why: 'x' }, 'VALIDATION_ERROR', /why/);
    await refused('nsw.heating', { fixed: false }, 'NOT_FOUND', /no answer for 'nsw.heating'/);
    await refused('NSW%20DAMP', { fixed: false }, 'VALIDATION_ERROR', /item/);
    // Nothing was taken.
    expect(await answersOf(saved.id)).toEqual(before);
  });

  it("is the author's alone: 401 signed out, 403 for someone else, 404 for no comment", async () => {
    const saved = await saveComment(
      t,
      author,
      newtown('7', notMet([{ item: 'nsw.damp', answer: 'not-met', toldOn: daysAgo(10) }])),
    );
    const other = await createSignedInUser(t);
    const url = `/api/marker/marker-comments/${saved.id}/repairs/nsw.damp`;
    const body = { fixed: true, fixedOn: daysAgo(1) };
    expectFailure(await t.app.inject({ method: 'PUT', url, payload: body }), 401, 'UNAUTHORIZED');
    expectFailure(
      await t.app.inject({ method: 'PUT', url, payload: body, headers: bearer(other.accessToken) }),
      403,
      'FORBIDDEN',
    );
    expectFailure(
      await answer(author, '00000000-0000-4000-8000-000000000000', 'nsw.damp', body),
      404,
      'NOT_FOUND',
    );
    expect(
      (await publicView(saved.id)).checklist!.answers.find((a) => a.item === 'nsw.damp'),
    ).toMatchObject({ fixedAfterDays: null, notFixedAfterDays: null });
  });

  it('keeps "not yet" through an edit of the checklist that leaves the item not met', async () => {
    const answers = [{ item: 'nsw.damp', answer: 'not-met', toldOn: daysAgo(20) }];
    const saved = await saveComment(t, author, newtown('8', notMet(answers)));
    expect((await answer(author, saved.id, 'nsw.damp', { fixed: false })).statusCode).toBe(200);
    const edited = await editComment(t, author, saved.id, {
      checklist: { answers: [...answers, { item: 'nsw.power', answer: 'met' }] },
    });
    expect(edited.statusCode).toBe(200);
    expect(await answersOf(saved.id)).toEqual([
      expect.objectContaining({ item_id: 'nsw.damp', not_fixed_on: today() }),
      expect.objectContaining({ item_id: 'nsw.power', not_fixed_on: null }),
    ]);
  });
});

describe("a building's page adds repairs up", () => {
  const t = useTestApp();

  it('shows how its repairs were answered once 3 accounts told the agent of something', async () => {
    street += 2;
    const page = async (id: string) =>
      (await t.app.inject({ url: `/api/buildings/${id}` })).json().data as Building;
    const tenants = await Promise.all([1, 2, 3, 4].map(() => createSignedInUser(t)));
    const told = (days: number, extra: Record<string, unknown> = {}) =>
      notMet([{ item: 'nsw.damp', answer: 'not-met', toldOn: daysAgo(days), ...extra }]);
    const first = await saveComment(t, tenants[0]!, newtown('1', told(40, { fixedAfterDays: 10 })));
    const second = await saveComment(t, tenants[1]!, newtown('2', told(40)));
    expect((await page(first.buildingId!)).conditions.repairs).toBeNull();

    await saveComment(t, tenants[2]!, newtown('3', told(60, { fixedAfterDays: 30 })));
    // Not told: not a repair the agent could answer.
    await saveComment(
      t,
      tenants[3]!,
      newtown('4', notMet([{ item: 'nsw.damp', answer: 'not-met' }])),
    );
    expect(
      (await answerRepair(t, tenants[1]!, second.id, 'nsw.damp', { fixed: false })).statusCode,
    ).toBe(200);
    expect((await page(first.buildingId!)).conditions.repairs).toEqual({
      accounts: 3,
      told: 3,
      fixed: 2,
      notFixed: 1,
      // Only 2 accounts said when it was fixed.
      medianDaysToFix: null,
    });
    expect(
      (
        await answerRepair(t, tenants[1]!, second.id, 'nsw.damp', {
          fixed: true,
          fixedOn: daysAgo(20),
        })
      ).statusCode,
    ).toBe(200);
    expect((await page(first.buildingId!)).conditions.repairs).toEqual({
      accounts: 3,
      told: 3,
      fixed: 3,
      notFixed: 0,
      medianDaysToFix: 20,
    });
  });
});
