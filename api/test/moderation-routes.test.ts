import {
  MODERATION_LIMITS,
  TEXTS,
  type ModerationCase,
  type ModerationLogEntry,
  type SavedMarkerComment,
} from 'shared/contract';
import { insertMarkerComment } from './factories/marker-comment.factory';
import { bearer, createSignedInUser, type SignedInUser } from './helpers/auth';
import { useTestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const reportUrl = (id: string) => `/api/marker/marker-comments/${id}/reports`;
const reviewUrl = (id: string) => `/api/marker/marker-comments/${id}/review`;
const caseUrl = (id: string) => `/api/moderation/comments/${id}`;
const actionsUrl = (id: string) => `/api/moderation/comments/${id}/actions`;

describe('moderation routes', () => {
  const t = useTestApp();
  let moderator: SignedInUser;

  const signIn = (overrides = {}) => createSignedInUser(t, { password: null, ...overrides });
  const send = (
    method: 'GET' | 'POST',
    url: string,
    user?: SignedInUser,
    payload?: Record<string, unknown>,
  ) =>
    t.app.inject({
      method,
      url,
      headers: user ? bearer(user.accessToken) : {},
      ...(payload !== undefined && { payload }),
    });
  const report = (id: string, user: SignedInUser, payload: Record<string, unknown> = {}) =>
    send('POST', reportUrl(id), user, { reason: 'offensive', ...payload });
  const decide = (id: string, decision: string, reason = 'Checked against the rules') =>
    send('POST', actionsUrl(id), moderator, { decision, reason });
  const commentBy = (user: SignedInUser, overrides = {}) =>
    insertMarkerComment(t.db, { user_id: user.user.id, ...overrides });
  const reportsOf = (commentId: string) =>
    t.db
      .selectFrom('comment_reports')
      .select(['reason', 'reporter_id', 'resolved_at'])
      .where('comment_id', '=', commentId)
      .execute();
  const logOf = async (): Promise<ModerationLogEntry[]> =>
    (await send('GET', '/api/moderation/log?size=100', moderator)).json().data.content;

  beforeAll(async () => {
    moderator = await signIn({ is_moderator: 1, first_name: 'Mo', last_name: 'Derator' });
  });

  describe('reports', () => {
    it('takes one report per reader and comment: 409 ALREADY_REPORTED the second time', async () => {
      const author = await signIn();
      const reader = await signIn();
      const comment = await commentBy(author);

      const first = await report(comment.id, reader, { reason: 'spam-or-scam' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ success: true, data: { reported: true } });

      const again = await report(comment.id, reader, { reason: 'offensive' });
      expectFailure(again, 409, 'ALREADY_REPORTED', 'You have already reported this comment.');
      expect(await reportsOf(comment.id)).toEqual([
        { reason: 'spam-or-scam', reporter_id: reader.user.id, resolved_at: null },
      ]);
      // Another reader still may.
      expect((await report(comment.id, await signIn())).statusCode).toBe(200);
    });

    it("needs details for 'other', refuses bad input and one's own comment, in the error shape", async () => {
      const author = await signIn();
      const reader = await signIn();
      const comment = await commentBy(author);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ reason: 'other' }, 'VALIDATION_ERROR'],
        [{ reason: 'other', details: '   ' }, 'VALIDATION_ERROR'],
        [{ reason: 'rude' }, 'VALIDATION_ERROR'],
        [{ reason: 'offensive', extra: 1 }, 'VALIDATION_ERROR'],
        [
          { reason: 'other', details: 'x'.repeat(MODERATION_LIMITS.reportDetailsMaxLength + 1) },
          'VALIDATION_ERROR',
        ],
      ];
      for (const [payload, code] of cases) {
        const res = await send('POST', reportUrl(comment.id), reader, payload);
        expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
        expect(res.json()).toMatchObject({ success: false, code });
      }
      const own = await report(comment.id, author);
      expect(own.statusCode).toBe(400);
      expect(own.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      const ok = await report(comment.id, reader, { reason: 'other', details: 'Made-up rent' });
      expect(ok.statusCode).toBe(200);
    });

    it('is 401 signed out, 404 for an unknown or unpublished comment, 400 for a bad id', async () => {
      const reader = await signIn();
      const author = await signIn();
      const held = await commentBy(author, { status: 'held' });
      expect(
        (await send('POST', reportUrl(held.id), undefined, { reason: 'offensive' })).statusCode,
      ).toBe(401);
      expect((await report(UNKNOWN_ID, reader)).statusCode).toBe(404);
      expect((await report(held.id, reader)).statusCode).toBe(404);
      expect((await report('not-a-uuid', reader)).statusCode).toBe(400);
    });

    it('needs a verified email (403 EMAIL_NOT_VERIFIED), recording nothing', async () => {
      const author = await signIn();
      const comment = await commentBy(author);
      const unverified = await signIn({ email_verified: 0 });
      const res = await report(comment.id, unverified);
      expectFailure(res, 403, 'EMAIL_NOT_VERIFIED', TEXTS.moderation.reportNeedsVerifiedEmail);
      expect(await reportsOf(comment.id)).toEqual([]);
    });

    it(`allows ${MODERATION_LIMITS.reportsPerHour} reports an hour per account, then 429`, async () => {
      const author = await signIn();
      const reader = await signIn();
      for (let i = 0; i < MODERATION_LIMITS.reportsPerHour; i += 1) {
        const comment = await commentBy(author);
        expect((await report(comment.id, reader)).statusCode).toBe(200);
      }
      const comment = await commentBy(author);
      const limited = await report(comment.id, reader);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Per account: another reader is not held back.
      expect((await report(comment.id, await signIn())).statusCode).toBe(200);
    });
  });

  describe('moderator-only routes', () => {
    const routes = (id: string): Array<['GET' | 'POST', string, Record<string, unknown>?]> => [
      ['GET', '/api/moderation/queue'],
      ['GET', caseUrl(id)],
      ['POST', actionsUrl(id), { decision: 'hide', reason: 'x' }],
      ['GET', '/api/moderation/log'],
      ['POST', '/api/moderation/moderators', { email: 'someone@example.com' }],
    ];

    it('answer 401 signed out and 403 FORBIDDEN to a signed-in account that does not moderate', async () => {
      const author = await signIn();
      const comment = await commentBy(author);
      for (const [method, url, payload] of routes(comment.id)) {
        const out = await send(method, url, undefined, payload);
        expect({ url, status: out.statusCode }).toEqual({ url, status: 401 });
        expect(out.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
        const forbidden = await send(method, url, author, payload);
        expect({ url, status: forbidden.statusCode }).toEqual({ url, status: 403 });
        expect(forbidden.json()).toEqual({
          success: false,
          code: 'FORBIDDEN',
          message: 'Only moderators can do this.',
        });
      }
      const stored = await t.db
        .selectFrom('marker_comments')
        .select('status')
        .where('id', '=', comment.id)
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe('published');
    });

    it('check the moderator before reading the request: bad input from anyone else is 403', async () => {
      // The access is checked at onRequest, before the body is parsed or the query validated:
      // someone who may not moderate learns nothing about what a valid request looks like.
      const author = await signIn();
      const comment = await commentBy(author);
      const badInput: Array<['GET' | 'POST', string, Record<string, unknown>?]> = [
        ['GET', '/api/moderation/queue?cursor=nope'],
        ['GET', '/api/moderation/log?size=0'],
        ['GET', caseUrl('not-a-uuid')],
        ['POST', actionsUrl(comment.id), { decision: 'delete', extra: true }],
        ['POST', '/api/moderation/moderators', { email: 'not an email', extra: true }],
      ];
      for (const [method, url, payload] of badInput) {
        const res = await send(method, url, author, payload);
        expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
    });

    it('refuse bad input with 400 and unknown comments with 404, in the error shape', async () => {
      const comment = await commentBy(await signIn());
      const bad: Array<Record<string, unknown>> = [
        { decision: 'delete', reason: 'x' },
        { decision: 'hide' },
        { decision: 'hide', reason: '   ' },
        { decision: 'hide', reason: 'x'.repeat(MODERATION_LIMITS.decisionReasonMaxLength + 1) },
        { decision: 'hide', reason: 'x', extra: true },
      ];
      for (const payload of bad) {
        const res = await send('POST', actionsUrl(comment.id), moderator, payload);
        expect({ payload, status: res.statusCode }).toEqual({ payload, status: 400 });
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      }
      expect((await send('GET', caseUrl(UNKNOWN_ID), moderator)).statusCode).toBe(404);
      expect((await decide(UNKNOWN_ID, 'hide')).statusCode).toBe(404);
      for (const url of ['/api/moderation/queue?cursor=nope', '/api/moderation/log?size=0']) {
        const res = await send('GET', url, moderator);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      }
    });
  });

  describe('the queue, a case and decisions', () => {
    it('lists reported, held and review-requested comments oldest first, paged, and a decision takes one out', async () => {
      // Each test of this file adds comments; this one reads the queue from its own start.
      const author = await signIn({ first_name: 'Ada', email: 'ada.queue@example.com' });
      const reader = await signIn({ username: 'rita' });
      const clear = await t.db.selectFrom('comment_reports').select('comment_id').execute();
      for (const { comment_id } of clear) await decide(comment_id, 'dismiss', 'Tidying up');
      const held = await t.db
        .selectFrom('marker_comments')
        .select('id')
        .where('status', '=', 'held')
        .execute();
      for (const { id } of held) await decide(id, 'restore', 'Tidying up');

      const reported = await commentBy(author, { created_at: '2026-01-01T00:00:00.000Z' });
      const heldOne = await commentBy(author, {
        status: 'held',
        hold_reasons: '["reused-photo"]',
        created_at: '2026-01-02T00:00:00.000Z',
      });
      const untouched = await commentBy(author);
      expect(
        (await report(reported.id, reader, { reason: 'personal-information', details: 'My name' }))
          .statusCode,
      ).toBe(200);

      const first = await send('GET', '/api/moderation/queue?size=1', moderator);
      expect(first.statusCode).toBe(200);
      const page1 = first.json().data as { content: ModerationCase[]; nextCursor: string | null };
      expect(page1.content.map((c) => c.comment.id)).toEqual([heldOne.id]);
      expect(page1.content[0]).toMatchObject({
        status: 'held',
        holdReasons: ['reused-photo'],
        reviewRequested: false,
        openReports: [],
        photoMatches: [],
      });
      expect(page1.content[0]!.comment.moderation).toMatchObject({ status: 'held' });
      expect(page1.nextCursor).toEqual(expect.any(String));
      const second = await send(
        'GET',
        `/api/moderation/queue?size=1&cursor=${page1.nextCursor}`,
        moderator,
      );
      const page2 = second.json().data as { content: ModerationCase[]; nextCursor: string | null };
      expect(page2.content.map((c) => c.comment.id)).toEqual([reported.id]);
      expect(page2.nextCursor).toBeNull();
      const reportedCase = page2.content[0]!;
      expect(reportedCase.openReports).toEqual([
        {
          reason: 'personal-information',
          details: 'My name',
          createdAt: expect.any(String),
          reporter: 'rita',
        },
      ]);
      expect(reportedCase.author).toEqual({
        id: author.user.id,
        name: 'Ada',
        email: 'ada.queue@example.com',
        joinedAt: expect.any(String),
        comments: 3,
        hidden: 0,
        reportsReceived: 1,
      });
      const all = await send('GET', '/api/moderation/queue', moderator);
      expect((all.json().data.content as ModerationCase[]).map((c) => c.comment.id)).not.toContain(
        untouched.id,
      );

      // Dismiss: the reports close, the comment stays published, it leaves the queue.
      const dismissed = await decide(reported.id, 'dismiss', 'It is an opinion');
      expect(dismissed.statusCode).toBe(200);
      expect(dismissed.json().data).toMatchObject({ status: 'published', openReports: [] });
      const after = await send('GET', '/api/moderation/queue', moderator);
      expect((after.json().data.content as ModerationCase[]).map((c) => c.comment.id)).toEqual([
        heldOne.id,
      ]);
      // A new report after the decision opens it again.
      expect((await report(reported.id, await signIn())).statusCode).toBe(200);
      const reopened = await send('GET', caseUrl(reported.id), moderator);
      expect(reopened.json().data.openReports).toHaveLength(1);
    });

    it('records every action once, in the same transaction, and keeps the log after the comment goes', async () => {
      const author = await signIn();
      const comment = await commentBy(author);
      const hide = await decide(comment.id, 'hide', 'Names a neighbour');
      expect(hide.statusCode).toBe(200);
      const decided = hide.json().data as ModerationCase;
      expect(decided.status).toBe('hidden');
      expect(decided.history).toEqual([
        {
          id: expect.any(String),
          at: expect.any(String),
          action: 'hide',
          actor: { id: moderator.user.id, name: 'Mo Derator' },
          commentId: comment.id,
          targetUserId: author.user.id,
          reason: 'Names a neighbour',
          fromStatus: 'published',
          toStatus: 'hidden',
          mergeId: null,
        },
      ]);
      expect(Date.now() - Date.parse(decided.history[0]!.at)).toBeLessThan(60_000);
      const restore = await decide(comment.id, 'restore', 'Edited by the author');
      expect(restore.json().data.history.map((e: ModerationLogEntry) => e.action)).toEqual([
        'restore',
        'hide',
      ]);

      // The comment goes (its author deletes it): its log lines stay, by id.
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/marker/marker-comments/${comment.id}`,
        headers: bearer(author.accessToken),
      });
      expect(deleted.statusCode).toBe(200);
      const kept = (await logOf()).filter((entry) => entry.commentId === comment.id);
      expect(kept.map((entry) => entry.action)).toEqual(['restore', 'hide']);
      expect(kept[1]).toMatchObject({ reason: 'Names a neighbour', actor: { name: 'Mo Derator' } });
    });

    it('pages the log newest first', async () => {
      const comment = await commentBy(await signIn());
      await decide(comment.id, 'hide', 'one');
      await decide(comment.id, 'restore', 'two');
      const first = (await send('GET', '/api/moderation/log?size=1', moderator)).json().data;
      expect(first.content).toHaveLength(1);
      expect(first.content[0]).toMatchObject({ action: 'restore', reason: 'two' });
      const second = (
        await send('GET', `/api/moderation/log?size=1&cursor=${first.nextCursor}`, moderator)
      ).json().data;
      expect(second.content[0]).toMatchObject({ action: 'hide', reason: 'one' });
    });
  });

  describe('review requests', () => {
    it('lets the author of a hidden comment ask once; the request queues it until a decision', async () => {
      const author = await signIn();
      const other = await signIn();
      const comment = await commentBy(author);

      const notHidden = await send('POST', reviewUrl(comment.id), author);
      expect(notHidden.statusCode).toBe(409);
      expect(notHidden.json()).toMatchObject({ success: false, code: 'CONFLICT' });
      expect((await send('POST', reviewUrl(comment.id), other)).statusCode).toBe(403);
      expect((await send('POST', reviewUrl(comment.id))).statusCode).toBe(401);

      await decide(comment.id, 'hide', 'Offensive words');
      // To others a hidden comment does not exist.
      expect((await send('POST', reviewUrl(comment.id), other)).statusCode).toBe(404);

      const asked = await send('POST', reviewUrl(comment.id), author);
      expect(asked.statusCode).toBe(200);
      expect((asked.json().data as SavedMarkerComment).moderation).toMatchObject({
        status: 'hidden',
        reason: 'Offensive words',
        reviewRequested: true,
      });
      const queue = (await send('GET', '/api/moderation/queue?size=100', moderator)).json().data;
      const queued = (queue.content as ModerationCase[]).find((c) => c.comment.id === comment.id);
      expect(queued).toMatchObject({ status: 'hidden', reviewRequested: true });

      const twice = await send('POST', reviewUrl(comment.id), author);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ success: false, code: 'REVIEW_ALREADY_REQUESTED' });

      // The moderator upholds the hiding: the request is answered, and not made again.
      await decide(comment.id, 'hide', 'Still offensive');
      const answered = (await send('GET', caseUrl(comment.id), moderator)).json()
        .data as ModerationCase;
      expect(answered.reviewRequested).toBe(false);
      expect(answered.history.map((e) => e.action)).toEqual(['hide', 'request-review', 'hide']);
      expect(answered.history[1]).toMatchObject({
        actor: { id: author.user.id },
        fromStatus: 'hidden',
        toStatus: 'hidden',
      });
      const again = await send('POST', reviewUrl(comment.id), author);
      expect(again.json()).toMatchObject({ code: 'REVIEW_ALREADY_REQUESTED' });
    });
  });

  describe('appointing moderators', () => {
    it('makes the account with the email a moderator at once, with its log line; 404 and 409 otherwise', async () => {
      const newcomer = await signIn({ email: 'New.Mod@Example.com' });
      expect((await send('GET', '/api/users/me', newcomer)).json().data.isModerator).toBe(false);
      expect((await send('GET', '/api/moderation/queue', newcomer)).statusCode).toBe(403);

      const appointed = await send('POST', '/api/moderation/moderators', moderator, {
        email: 'new.mod@example.com',
      });
      expect(appointed.statusCode).toBe(200);
      expect(appointed.json().data).toMatchObject({
        action: 'appoint-moderator',
        actor: { id: moderator.user.id, name: 'Mo Derator' },
        targetUserId: newcomer.user.id,
        commentId: null,
      });
      expect((await send('GET', '/api/users/me', newcomer)).json().data.isModerator).toBe(true);
      expect((await send('GET', '/api/moderation/queue', newcomer)).statusCode).toBe(200);

      const again = await send('POST', '/api/moderation/moderators', moderator, {
        email: 'new.mod@example.com',
      });
      expect(again.statusCode).toBe(409);
      const nobody = await send('POST', '/api/moderation/moderators', moderator, {
        email: 'nobody@example.com',
      });
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });
  });
});
