import { randomUUID } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'kysely';
import {
  ACCOUNT_EXPORT,
  MODERATION_LIMITS,
  type AccountExport,
  type FiledNotice,
  type ModerationCase,
  type ModerationLogEntry,
  type OwnComment,
  type OwnNotice,
  type SavedMarkerComment,
} from 'shared/contract';
import type { Db } from '../src/db/kysely';
import { findCommentsUnderReview } from '../src/modules/markers/comment-notices.repository';
import { findQueue } from '../src/modules/moderation/moderation.repository';
import { countOpenNoticesOf } from '../src/modules/moderation/notices.repository';
import { insertMarkerComment } from './factories/marker-comment.factory';
import { bearer, createSignedInUser, type SignedInUser } from './helpers/auth';
import { injectFrom } from './helpers/auth-requests';
import { commentUrl, editComment, saveComment } from './helpers/comments';
import { readOutbox } from './helpers/outbox';
import { planOf, queriesOf } from './helpers/query-plans';
import { expectFailure, expectSignInRequired } from './helpers/responses';
import { useTestApp } from './helpers/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const TEXT =
  'The heater never worked all winter, and the rent went up twice in one year. ' +
  'Repairs took weeks.';
const noticesUrl = (id: string) => `/api/marker/marker-comments/${id}/notices`;
const answerUrl = (id: string, noticeId: string) =>
  `/api/marker/marker-comments/${id}/notices/${noticeId}/answer`;

describe('notices of landlords, agents and owners on a comment', () => {
  const t = useTestApp();
  let moderator: SignedInUser;
  let filers = 0;

  const signIn = (overrides = {}) => createSignedInUser(t, { password: null, ...overrides });
  /** A landlord with a name, a username and an email of their own, none of which the author sees. */
  const landlord = async (): Promise<SignedInUser & { name: string }> => {
    filers += 1;
    const user = await signIn({
      first_name: 'Larry',
      last_name: `Lord${filers}`,
      username: `larry_lord_${filers}`,
      email: `larry.lord.${filers}@example.com`,
    });
    return { ...user, name: `Larry Lord${filers}` };
  };
  const send = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    user?: SignedInUser | null,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url,
      headers: user ? bearer(user.accessToken) : {},
      ...(payload !== undefined && { payload }),
    });
  const notice = (overrides: Record<string, unknown> = {}) => ({
    role: 'landlord',
    reason: 'untrue-statement-of-fact',
    quote: 'the heater never worked',
    explanation: 'The heater was serviced in May and works; the invoice is on file.',
    ...overrides,
  });
  const file = (id: string, user: SignedInUser | null, overrides: Record<string, unknown> = {}) =>
    send('POST', noticesUrl(id), user, notice(overrides));
  const fileOk = async (
    id: string,
    user: SignedInUser,
    overrides: Record<string, unknown> = {},
  ): Promise<FiledNotice> => {
    const response = await file(id, user, overrides);
    expect(response.statusCode).toBe(200);
    return response.json().data as FiledNotice;
  };
  const answer = (
    id: string,
    noticeId: string,
    user: SignedInUser | null,
    text = 'It never did.',
  ) => send('POST', answerUrl(id, noticeId), user, { answer: text });
  const decide = (id: string, decision: 'hide' | 'restore' | 'dismiss', reason = 'Read both') =>
    send('POST', `/api/moderation/comments/${id}/actions`, moderator, { decision, reason });
  const commentBy = (user: SignedInUser, overrides = {}) =>
    insertMarkerComment(t.db, { user_id: user.user.id, comment: TEXT, ...overrides });
  const noticesOf = (commentId: string) =>
    t.db
      .selectFrom('comment_notices')
      .select(['id', 'filer_id', 'status', 'quote', 'answer'])
      .where('comment_id', '=', commentId)
      .orderBy('created_at')
      .execute();
  const details = async (id: string, user?: SignedInUser) =>
    (await send('GET', commentUrl(id), user)).json().data as SavedMarkerComment;
  const listed = async (query: string, user?: SignedInUser) =>
    (await send('GET', `/api/marker/marker-comments/list?size=100&${query}`, user)).json().data
      .content as SavedMarkerComment[];
  const caseOf = async (id: string) =>
    (await send('GET', `/api/moderation/comments/${id}`, moderator)).json().data as ModerationCase;
  const queueIds = async () =>
    (
      (await send('GET', '/api/moderation/queue?size=100', moderator)).json().data
        .content as ModerationCase[]
    ).map((entry) => entry.comment.id);
  const myComments = async (user: SignedInUser) =>
    (await send('GET', '/api/users/me/comments?size=100', user)).json().data
      .content as OwnComment[];
  const mailsTo = async (email: string) =>
    (await readOutbox(t)).filter((mail) => mail.to.includes(email));
  const logOf = async (commentId: string): Promise<ModerationLogEntry[]> =>
    (await caseOf(commentId)).history;

  beforeAll(async () => {
    moderator = await signIn({ is_moderator: 1, first_name: 'Mo', last_name: 'Derator' });
  });

  describe('filing', () => {
    it('files a notice: the comment stays up, its author is mailed without the filer, the log says who', async () => {
      const author = await signIn();
      const filer = await landlord();
      const comment = await commentBy(author);

      // Case and spacing aside, the quote is the comment's.
      const response = await file(comment.id, filer, { quote: '  The HEATER\n never   worked ' });

      expect(response.statusCode).toBe(200);
      const filed = response.json().data as FiledNotice;
      expect(filed).toEqual({
        id: expect.any(String),
        commentId: comment.id,
        role: 'landlord',
        reason: 'untrue-statement-of-fact',
        quote: 'The HEATER\n never   worked',
        explanation: 'The heater was serviced in May and works; the invoice is on file.',
        createdAt: expect.any(String),
        status: 'open',
        decidedAt: null,
      });
      expect(await noticesOf(comment.id)).toEqual([
        {
          id: filed.id,
          filer_id: filer.user.id,
          status: 'open',
          quote: 'The HEATER\n never   worked',
          answer: null,
        },
      ]);
      expect((await details(comment.id)).underReview).toBe(true);

      const [mail, ...more] = await mailsTo(author.user.email);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe('A notice about your RentMap comment');
      expect(mail!.text).toContain('says they are the landlord of the place');
      expect(mail!.text).toContain('The passage: "The HEATER\n never   worked"');
      expect(mail!.text).toContain('it states as a fact something that is not true');
      expect(mail!.text).toContain('The heater was serviced in May');
      expect(mail!.text).toContain('stays visible to everyone, marked "under review"');
      expect(mail!.text).toContain('answer the notice once, or edit your comment');
      expect(mail!.html).toContain('/my-comments');
      for (const mailed of [mail!.raw, mail!.text, mail!.html]) {
        for (const identity of [filer.user.email, 'Larry', 'Lord', 'larry_lord', filer.user.id]) {
          expect(mailed).not.toContain(identity);
        }
      }

      const [line] = await logOf(comment.id);
      expect(line).toEqual({
        id: expect.any(String),
        at: expect.any(String),
        action: 'request-review',
        actor: { id: filer.user.id, name: filer.name },
        commentId: comment.id,
        targetUserId: author.user.id,
        reason: 'Notice as landlord: untrue-statement-of-fact',
        fromStatus: 'published',
        toStatus: 'published',
        mergeId: null,
      });
    });

    it('refuses, in the error shape, and keeps what was saved', async () => {
      const author = await signIn();
      const filer = await landlord();
      const comment = await commentBy(author);
      const held = await commentBy(author, { status: 'held' });
      const kept = await fileOk(comment.id, filer);
      const before = await noticesOf(comment.id);

      // A quote that is not the comment's: a field error.
      expectFailure(
        await file(comment.id, await landlord(), { quote: 'the heater exploded' }),
        400,
        'VALIDATION_ERROR',
        "Field 'quote' must be a passage of the comment's text, word for word.",
      );
      // The schema's own refusals.
      const bad: Array<Record<string, unknown>> = [
        { role: 'tenant' },
        { reason: 'rude' },
        { quote: '' },
        { quote: '   ' },
        { quote: 'x'.repeat(MODERATION_LIMITS.noticeQuoteMaxLength + 1) },
        { explanation: '' },
        { explanation: 'x'.repeat(MODERATION_LIMITS.noticeExplanationMaxLength + 1) },
        { extra: true },
      ];
      const other = await landlord();
      for (const payload of bad) {
        const res = await file(comment.id, other, payload);
        expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      }
      // One's own comment.
      expectFailure(
        await file(comment.id, author),
        400,
        'BAD_REQUEST',
        'You cannot file a notice on your own comment: edit or delete it instead.',
      );
      // A second open notice of the same account, on another passage too.
      expectFailure(
        await file(comment.id, filer, { quote: 'rent went up twice' }),
        409,
        'NOTICE_ALREADY_FILED',
      );
      // A comment that is not published, one that does not exist, a bad id.
      expectFailure(await file(held.id, filer), 404, 'NOT_FOUND');
      expectFailure(await file(UNKNOWN_ID, filer), 404, 'NOT_FOUND');
      expect((await file('not-a-uuid', filer)).statusCode).toBe(400);
      // Signed out, and an account whose email is not verified.
      expectSignInRequired(await file(comment.id, null));
      expectFailure(
        await file(comment.id, await signIn({ email_verified: 0 })),
        403,
        'EMAIL_NOT_VERIFIED',
        'Please verify your email address before filing a notice.',
      );

      expect(await noticesOf(comment.id)).toEqual(before);
      expect(before.map((row) => row.id)).toEqual([kept.id]);
      expect(await noticesOf(held.id)).toEqual([]);
    });

    it('refuses a passage a moderator already let stand, whoever files it again', async () => {
      const author = await signIn();
      const comment = await commentBy(author);
      await fileOk(comment.id, await landlord());
      expect((await decide(comment.id, 'dismiss')).statusCode).toBe(200);

      const again = await file(comment.id, await landlord(), {
        role: 'agent',
        reason: 'other',
        quote: 'THE heater   never worked',
      });
      expectFailure(
        again,
        409,
        'NOTICE_ALREADY_DISMISSED',
        'A moderator has already decided to keep this passage of the comment.',
      );
      // Another passage of the same comment may still be objected to.
      await fileOk(comment.id, await landlord(), { quote: 'the rent went up twice' });
      expect((await noticesOf(comment.id)).map((row) => row.status)).toEqual(['dismissed', 'open']);
    });

    it(`keeps ${MODERATION_LIMITS.openNoticesPerAccount} open notices per account and ${MODERATION_LIMITS.noticesPerDay} a day, losing none`, async () => {
      const filer = await landlord();
      const author = await signIn();
      const comments = [];
      for (let i = 0; i < MODERATION_LIMITS.noticesPerDay + 1; i += 1) {
        comments.push(await commentBy(author));
      }
      const filed: string[] = [];
      for (let i = 0; i < MODERATION_LIMITS.openNoticesPerAccount; i += 1) {
        filed.push((await fileOk(comments[i]!.id, filer)).id);
      }
      let attempts = MODERATION_LIMITS.openNoticesPerAccount;
      const over = await file(comments[attempts]!.id, filer);
      attempts += 1;
      expectFailure(
        over,
        409,
        'NOTICE_LIMIT',
        `You have ${MODERATION_LIMITS.openNoticesPerAccount} notices waiting for a moderator: ` +
          'you can file another once one of them is decided.',
      );
      // Refused attempts count towards the day's limit too.
      while (attempts < MODERATION_LIMITS.noticesPerDay) {
        expect((await file(comments[attempts]!.id, filer)).statusCode).toBe(409);
        attempts += 1;
      }
      const limited = await file(comments[attempts]!.id, filer);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      // Nothing saved is lost: the five notices are there, open, each on its comment.
      const rows = await t.db
        .selectFrom('comment_notices')
        .select(['id', 'status'])
        .where('filer_id', '=', filer.user.id)
        .orderBy('created_at')
        .execute();
      expect(rows).toEqual(filed.map((id) => ({ id, status: 'open' })));
      // Per account: another filer is not held back.
      await fileOk(comments[attempts]!.id, await landlord());
    });
  });

  describe('under review, kept or removed', () => {
    const place = (unitNumber: string) => ({
      coordinates: { lat: -33.8993, lon: 151.1745 },
      fullAddress: '40 Enmore Road, Newtown',
      unitNumber,
      region: 'New South Wales',
      city: 'Newtown',
      postcode: '2042',
    });

    it('marks the comment under review on the list, its details and its building page while open; keep clears it', async () => {
      const author = await signIn();
      const saved = await saveComment(t, author, { ...place('Unit 3'), comment: TEXT });
      const other = await saveComment(t, author, {
        ...place('Unit 4'),
        comment: 'Quiet neighbours and a good landlord overall.',
      });
      expect(saved.buildingId).toEqual(expect.any(String));
      expect(saved.underReview).toBe(false);
      const filer = await landlord();
      await fileOk(saved.id, filer);

      const underReview = async (reader?: SignedInUser) => ({
        details: (await details(saved.id, reader)).underReview,
        list: (await listed('sort=newest', reader)).find((c) => c.id === saved.id)?.underReview,
        building: Object.fromEntries(
          (await listed(`building=${saved.buildingId}`, reader)).map((c) => [c.id, c.underReview]),
        ),
      });
      const open = {
        details: true,
        list: true,
        building: { [saved.id]: true, [other.id]: false },
      };
      expect(await underReview()).toEqual(open);
      expect(await underReview(filer)).toEqual(open);
      expect(await underReview(author)).toEqual(open);
      expect(await queueIds()).toContain(saved.id);

      const kept = await decide(saved.id, 'dismiss', 'An opinion about the repairs');
      expect(kept.statusCode).toBe(200);
      expect(kept.json().data).toMatchObject({
        status: 'published',
        notices: [{ status: 'dismissed', decidedAt: expect.any(String) }],
      });
      expect(await underReview()).toEqual({
        details: false,
        list: false,
        building: { [saved.id]: false, [other.id]: false },
      });
      expect(await queueIds()).not.toContain(saved.id);
      const [outcome] = await mailsTo(filer.user.email);
      expect(outcome!.subject).toBe('Your notice about a RentMap comment was decided');
      expect(outcome!.text).toContain('They kept the comment');
      expect((await logOf(saved.id)).map((line) => line.action)).toEqual([
        'dismiss',
        'request-review',
      ]);
    });

    it('removes it as a hide does: gone from every channel but its author, the notice upheld', async () => {
      const author = await signIn();
      const saved = await saveComment(t, author, {
        ...place('Unit 5'),
        comment: `${TEXT} The agent at the desk was rude.`,
      });
      const filer = await landlord();
      const reader = await signIn();
      await fileOk(saved.id, filer, {
        role: 'agent',
        reason: 'identifies-a-person',
        quote: 'the agent at the desk',
      });

      const removed = await decide(saved.id, 'hide', 'Names the agent');
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data).toMatchObject({
        status: 'hidden',
        notices: [{ status: 'upheld', decidedAt: expect.any(String) }],
      });
      for (const who of [undefined, reader, filer]) {
        expect((await send('GET', commentUrl(saved.id), who)).statusCode).toBe(404);
        expect((await listed('sort=newest', who)).map((c) => c.id)).not.toContain(saved.id);
        expect((await listed(`building=${saved.buildingId}`, who)).map((c) => c.id)).not.toContain(
          saved.id,
        );
      }
      const feed = await send('GET', '/api/open-data/comments');
      expect(feed.body).not.toContain(saved.id);
      // Its author still reads it, hidden, with the moderator's reason and the notice.
      const own = (await myComments(author)).find((c) => c.id === saved.id)!;
      expect(own.moderation).toMatchObject({ status: 'hidden', reason: 'Names the agent' });
      expect(own.underReview).toBe(false);
      expect(own.notices).toEqual([expect.objectContaining({ status: 'upheld' })]);
      const [outcome] = await mailsTo(filer.user.email);
      expect(outcome!.text).toContain('They hid the comment');
      // The author's own request for review is still theirs to make, once.
      const review = await send('POST', `/api/marker/marker-comments/${saved.id}/review`, author);
      expect(review.statusCode).toBe(200);
      expect((await logOf(saved.id)).map((line) => [line.action, line.actor.id])).toEqual([
        ['request-review', author.user.id],
        ['hide', moderator.user.id],
        ['request-review', filer.user.id],
      ]);
    });
  });

  describe("the author's side", () => {
    it("lists the notices on one's own comments, never who filed them", async () => {
      const author = await signIn();
      const filer = await landlord();
      const comment = await commentBy(author);
      const filed = await fileOk(comment.id, filer, { role: 'owner', reason: 'other' });

      const mine = await send('GET', '/api/users/me/comments?size=100', author);
      const own = (mine.json().data.content as OwnComment[]).find((c) => c.id === comment.id)!;
      expect(own.underReview).toBe(true);
      expect(own.notices).toEqual([
        {
          id: filed.id,
          role: 'owner',
          reason: 'other',
          quote: 'the heater never worked',
          explanation: 'The heater was serviced in May and works; the invoice is on file.',
          createdAt: filed.createdAt,
          answer: null,
          answeredAt: null,
          status: 'open',
          decidedAt: null,
        },
      ]);
      for (const identity of [filer.user.id, filer.user.email, 'Larry', 'larry_lord']) {
        expect(mine.body).not.toContain(identity);
      }
      // Comments without notices say so.
      const quiet = await commentBy(author);
      expect((await myComments(author)).find((c) => c.id === quiet.id)!.notices).toEqual([]);
    });

    it('answers once; anyone else is refused; the moderator reads the answer', async () => {
      const author = await signIn();
      const filer = await landlord();
      const comment = await commentBy(author);
      const elsewhere = await commentBy(author);
      const filed = await fileOk(comment.id, filer);

      expectFailure(await answer(comment.id, filed.id, filer), 403, 'FORBIDDEN');
      expectFailure(await answer(comment.id, filed.id, await signIn()), 403, 'FORBIDDEN');
      expectSignInRequired(await answer(comment.id, filed.id, null));
      expectFailure(await answer(elsewhere.id, filed.id, author), 404, 'NOT_FOUND');
      expectFailure(await answer(comment.id, UNKNOWN_ID, author), 404, 'NOT_FOUND');
      for (const payload of [
        {},
        { answer: ' ' },
        { answer: 'x'.repeat(1001) },
        { answer: 'a', x: 1 },
      ]) {
        const res = await send('POST', answerUrl(comment.id, filed.id), author, payload);
        expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
      }

      const first = await answer(comment.id, filed.id, author, ' It never worked; see my photos. ');
      expect(first.statusCode).toBe(200);
      expect(first.json().data as OwnNotice).toMatchObject({
        id: filed.id,
        answer: 'It never worked; see my photos.',
        answeredAt: expect.any(String),
        status: 'open',
      });
      expectFailure(
        await answer(comment.id, filed.id, author, 'Once more'),
        409,
        'NOTICE_ALREADY_ANSWERED',
        'You have already answered this notice.',
      );
      const [seen] = (await caseOf(comment.id)).notices!;
      expect(seen).toMatchObject({
        filer: filer.name,
        answer: 'It never worked; see my photos.',
        editedAt: null,
        quoteInText: true,
      });

      // Once decided, an unanswered notice takes no answer.
      const later = await commentBy(author);
      const decidedFirst = await fileOk(later.id, await landlord());
      expect((await decide(later.id, 'dismiss')).statusCode).toBe(200);
      expectFailure(await answer(later.id, decidedFirst.id, author), 409, 'CONFLICT');
    });

    it('notes an edit on the open notice for the moderator, with whether the passage is still there', async () => {
      const author = await signIn();
      const saved = await saveComment(t, author, { comment: TEXT });
      await fileOk(saved.id, await landlord());

      const edited = await editComment(t, author, saved.id, {
        comment: 'The heater was slow to warm up. The rent went up twice in one year.',
      });
      expect(edited.statusCode).toBe(200);
      expect((edited.json().data as OwnComment).notices).toEqual([
        expect.objectContaining({ status: 'open' }),
      ]);
      const [seen] = (await caseOf(saved.id)).notices!;
      expect(seen).toMatchObject({ editedAt: expect.any(String), quoteInText: false });
      expect((await details(saved.id)).underReview).toBe(true);
    });
  });

  describe('moderators', () => {
    it('find the comment in the queue, oldest notice first, with its notices in the case', async () => {
      const author = await signIn({ first_name: 'Ada' });
      const comment = await commentBy(author);
      const first = await landlord();
      const second = await landlord();
      await fileOk(comment.id, first);
      await fileOk(comment.id, second, { role: 'agent', quote: 'rent went up twice' });

      expect(await queueIds()).toContain(comment.id);
      const seen = await caseOf(comment.id);
      expect(seen.comment.underReview).toBe(true);
      expect(seen.notices!.map((n) => [n.role, n.filer, n.status])).toEqual([
        ['landlord', first.name, 'open'],
        ['agent', second.name, 'open'],
      ]);
      // Restore of a published comment keeps it: the notices are dismissed.
      expect((await decide(comment.id, 'restore', 'Nothing wrong')).statusCode).toBe(200);
      expect((await caseOf(comment.id)).notices!.map((n) => n.status)).toEqual([
        'dismissed',
        'dismissed',
      ]);
      expect(await queueIds()).not.toContain(comment.id);
    });
  });

  describe('accounts and comments going', () => {
    const deleteAccount = (user: SignedInUser, password: string) =>
      send('DELETE', '/api/users/me', user, { confirmation: 'DELETE', password });

    it("lists the notices an account filed in its export, and none in its author's", async () => {
      const author = await signIn();
      const filer = await landlord();
      const comment = await commentBy(author);
      const filed = await fileOk(comment.id, filer);
      const exported = async (user: SignedInUser) => {
        const response = await injectFrom(t, {
          method: 'GET',
          url: '/api/users/me/export',
          headers: bearer(user.accessToken),
        });
        expect(response.statusCode).toBe(200);
        const files = unzipSync(new Uint8Array(response.rawPayload));
        return strFromU8(files[ACCOUNT_EXPORT.dataFile]!);
      };

      const filersExport = JSON.parse(await exported(filer)) as AccountExport;
      expect(filersExport.notices).toEqual([filed]);
      const authorsText = await exported(author);
      expect((JSON.parse(authorsText) as AccountExport).notices).toEqual([]);
      expect(authorsText).not.toContain(filer.user.email);
      expect(authorsText).not.toContain(filer.user.id);
    });

    it("deletes an account's notices with it, and a comment's with the comment", async () => {
      const author = await signIn();
      const filer = await createSignedInUser(t);
      const stays = await landlord();
      const comment = await commentBy(author);
      const other = await commentBy(author);
      await fileOk(comment.id, filer);
      await fileOk(other.id, stays);

      expect((await deleteAccount(filer, filer.password!)).statusCode).toBe(200);
      expect(await noticesOf(comment.id)).toEqual([]);
      expect((await details(comment.id)).underReview).toBe(false);
      expect(await queueIds()).not.toContain(comment.id);

      const gone = await send('DELETE', commentUrl(other.id), author);
      expect(gone.statusCode).toBe(200);
      expect(await noticesOf(other.id)).toEqual([]);
    });
  });

  describe('indexes', () => {
    // Enough notices, most of them decided, for PostgreSQL's statistics to choose as it would.
    beforeAll(async () => {
      const author = await signIn();
      const comments: Array<{ id: string }> = [];
      for (let i = 0; i < 20; i += 1) comments.push(await commentBy(author));
      const accounts: SignedInUser[] = [];
      for (let i = 0; i < 30; i += 1) accounts.push(await signIn());
      const rows = comments.flatMap((comment, c) =>
        accounts.map((account, a) => ({
          id: randomUUID(),
          comment_id: comment.id,
          filer_id: account.user.id,
          role: 'landlord' as const,
          reason: 'other' as const,
          quote: 'heater',
          quote_key: 'heater',
          explanation: 'Seeded',
          status: (c * 30 + a) % 10 === 0 ? ('open' as const) : ('dismissed' as const),
          created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, c * 30 + a)).toISOString(),
        })),
      );
      await t.db.insertInto('comment_notices').values(rows).execute();
      if (TEST_DIALECT === 'postgres') await sql`analyze comment_notices`.execute(t.db);
    });

    it.each([
      [
        'whether comments are under review',
        (db: Db) => findCommentsUnderReview(db, [UNKNOWN_ID, UNKNOWN_ID.replace('0', '1')]),
        'comment_notices_open_comment_filer_unique',
      ],
      [
        "a filer's open notices",
        (db: Db) => countOpenNoticesOf(db, UNKNOWN_ID),
        'comment_notices_filer_id_idx',
      ],
      [
        'the queue',
        (db: Db) => findQueue(db, { limit: 21 }),
        'comment_notices_open_created_at_idx',
      ],
    ])('read %s by their index', async (_what, run, index) => {
      const [query] = await queriesOf(t.db, run);
      expect(await planOf(t.db, query!)).toContain(index);
    });
  });
});
