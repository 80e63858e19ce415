import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MODERATION_LIMITS, TEXTS, type ModerationCase } from 'shared/contract';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import type { Reader } from '../markers/comment-view';
import { withPhotoAccess } from '../photos/photo-access';
import { userRateLimit } from '../users/account-data.rate-limits';
import {
  appointModerator,
  decideOnComment,
  getModerationCase,
  getModerationLog,
  getModerationQueue,
  reportComment,
  requestReview,
} from './moderation.service';

/** Reports one account may send, all comments together (README "Moderation"). */
export const REPORT_RATE_LIMIT = { max: MODERATION_LIMITS.reportsPerHour, timeWindow: 3_600_000 };

const readerOf = (request: FastifyRequest): Reader => request.user!;

const tags = ['moderation'];

/**
 * Reports, review requests, and the moderators' queue, cases, decisions, log and appointments.
 * The moderators' routes check the moderator at `onRequest` (their access), before the query
 * or body is read: a non-moderator gets 403 whatever they send.
 */
export const moderationRoutes: FastifyPluginAsync = async (app) => {
  const signed = (moderationCase: ModerationCase): ModerationCase => ({
    ...moderationCase,
    comment: withPhotoAccess(moderationCase.comment, app.photoUrlKey),
  });

  defineRoute(
    app,
    'reportMarkerComment',
    {
      tags,
      summary: 'Report a published comment to the moderators (signed in)',
      description:
        'Once per account and comment: 409 ALREADY_REPORTED after that. Needs an account ' +
        'with a verified email (403 EMAIL_NOT_VERIFIED): reports cost a moderator time, so ' +
        "throwaway accounts must not file them. 'other' needs details; your own comment " +
        `cannot be reported (400). At most ${MODERATION_LIMITS.reportsPerHour} reports an ` +
        'hour per account (429).',
      notVerified: TEXTS.moderation.reportNeedsVerifiedEmail,
      preHandler: userRateLimit(app, REPORT_RATE_LIMIT),
    },
    async (request) => {
      await reportComment(app.db, readerOf(request), request.params.id, request.body);
      return ok({ reported: true as const });
    },
  );

  defineRoute(
    app,
    'requestCommentReview',
    {
      tags,
      summary: 'The author asks a moderator to review their hidden comment (once)',
      description:
        '409 CONFLICT when the comment is not hidden, 409 REVIEW_ALREADY_REQUESTED the second ' +
        'time; 403 for a comment of someone else. Answers the comment with its moderation state.',
    },
    async (request) => {
      const comment = await requestReview(app.db, readerOf(request), request.params.id);
      return ok(withPhotoAccess(comment, app.photoUrlKey));
    },
  );

  defineRoute(
    app,
    'moderationQueue',
    {
      tags,
      summary:
        'The moderation queue: reported, held, review-requested comments and comments under ' +
        'notice (moderators)',
      description:
        'Oldest first (since the first open report or notice, the hold, or the review ' +
        'request); pass nextCursor as `cursor` for the next page.',
    },
    async (request) => {
      const page = await getModerationQueue(app.db, readerOf(request), request.query);
      return ok({ ...page, content: page.content.map(signed) });
    },
  );

  defineRoute(
    app,
    'moderationCase',
    {
      tags,
      summary:
        'One comment as a moderator decides on it: reports, notices, author, photos (moderators)',
    },
    async (request) =>
      ok(signed(await getModerationCase(app.db, readerOf(request), request.params.id))),
  );

  defineRoute(
    app,
    'moderateComment',
    {
      tags,
      summary: 'Hide, restore or dismiss, with a reason (moderators)',
      description:
        'hide and restore set the status and keep the reason for the author; every decision ' +
        'closes the open reports and answers a review request. Open notices close too: a hide ' +
        'upholds them, restore and dismiss dismiss them (the comment is kept), and each filer ' +
        'is mailed the outcome. One audit log line each.',
    },
    async (request) =>
      ok(
        signed(
          await decideOnComment(
            app.db,
            readerOf(request),
            request.params.id,
            request.body,
            app.mailer,
          ),
        ),
      ),
  );

  defineRoute(
    app,
    'moderationLog',
    {
      tags,
      summary: 'The moderation audit log, newest first (moderators)',
      description: 'Who did what, when and why; kept when comments and accounts go.',
    },
    async (request) => ok(await getModerationLog(app.db, request.query)),
  );

  defineRoute(
    app,
    'appointModerator',
    {
      tags,
      summary: 'Make the account with this email a moderator (moderators)',
      description: '404 when no account has the email; 409 when it moderates already.',
    },
    async (request) => ok(await appointModerator(app.db, readerOf(request), request.body.email)),
  );
};
