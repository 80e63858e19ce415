import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  AppointModeratorBody,
  MarkerCommentParams,
  ModerationCaseSchema,
  ModerationDecisionBody,
  ModerationLogEntrySchema,
  ModerationLogPageSchema,
  ModerationQueuePageSchema,
  ModerationQueueQuery,
  MODERATION_LIMITS,
  pathUnderApi,
  ReportBody,
  ReportReceiptSchema,
  ROUTES,
  SavedMarkerCommentSchema,
  TEXTS,
  type ModerationCase,
} from 'shared/contract';
import { ForbiddenError } from '../../errors';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { rejectUnknownFields } from '../../http/strict-body';
import { requireVerifiedEmail } from '../../plugins/verified-publisher';
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

const ONLY_MODERATORS = 'Only moderators can do this.';

/** preHandler after `authenticate`: 403 FORBIDDEN for a signed-in account that moderates not. */
async function requireModerator(request: FastifyRequest): Promise<void> {
  if (!request.user?.isModerator) throw new ForbiddenError(ONLY_MODERATORS);
}

const readerOf = (request: FastifyRequest): Reader => request.user!;

const moderatorFailures = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  ...commonErrorResponses,
};

/** Reports, review requests, and the moderators' queue, cases, decisions, log and appointments. */
export const moderationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const signed = (moderationCase: ModerationCase): ModerationCase => ({
    ...moderationCase,
    comment: withPhotoAccess(moderationCase.comment, app.photoUrlKey),
  });

  app.post(
    pathUnderApi(ROUTES.reportMarkerComment),
    {
      onRequest: [
        app.authenticate,
        requireVerifiedEmail(TEXTS.moderation.reportNeedsVerifiedEmail),
      ],
      preValidation: rejectUnknownFields(ReportBody),
      preHandler: userRateLimit(app, REPORT_RATE_LIMIT),
      schema: {
        tags: ['moderation'],
        summary: 'Report a published comment to the moderators (signed in)',
        description:
          'Once per account and comment: 409 ALREADY_REPORTED after that. Needs an account ' +
          'with a verified email (403 EMAIL_NOT_VERIFIED): reports cost a moderator time, so ' +
          "throwaway accounts must not file them. 'other' needs details; your own comment " +
          `cannot be reported (400). At most ${MODERATION_LIMITS.reportsPerHour} reports an ` +
          'hour per account (429).',
        params: MarkerCommentParams,
        body: ReportBody,
        response: {
          200: SuccessResponse(ReportReceiptSchema),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      await reportComment(app.db, readerOf(request), request.params.id, request.body);
      return ok({ reported: true as const });
    },
  );

  app.post(
    pathUnderApi(ROUTES.requestCommentReview),
    {
      onRequest: [app.authenticate],
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['moderation'],
        summary: 'The author asks a moderator to review their hidden comment (once)',
        description:
          '409 CONFLICT when the comment is not hidden, 409 REVIEW_ALREADY_REQUESTED the second ' +
          'time; 403 for a comment of someone else. Answers the comment with its moderation state.',
        params: MarkerCommentParams,
        response: {
          200: SuccessResponse(SavedMarkerCommentSchema),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const comment = await requestReview(app.db, readerOf(request), request.params.id);
      return ok(withPhotoAccess(comment, app.photoUrlKey));
    },
  );

  app.get(
    pathUnderApi(ROUTES.moderationQueue),
    {
      onRequest: [app.authenticate],
      preHandler: requireModerator,
      schema: {
        tags: ['moderation'],
        summary: 'The moderation queue: reported, held and review-requested comments (moderators)',
        description:
          'Oldest first (since the first open report, the hold, or the review request); pass ' +
          'nextCursor as `cursor` for the next page.',
        querystring: ModerationQueueQuery,
        response: { 200: SuccessResponse(ModerationQueuePageSchema), ...moderatorFailures },
      },
    },
    async (request) => {
      const page = await getModerationQueue(app.db, readerOf(request), request.query);
      return ok({ ...page, content: page.content.map(signed) });
    },
  );

  app.get(
    pathUnderApi(ROUTES.moderationCase),
    {
      onRequest: [app.authenticate],
      preHandler: requireModerator,
      schema: {
        tags: ['moderation'],
        summary: 'One comment as a moderator decides on it: reports, author, photos (moderators)',
        params: MarkerCommentParams,
        response: {
          200: SuccessResponse(ModerationCaseSchema),
          404: ErrorResponse,
          ...moderatorFailures,
        },
      },
    },
    async (request) =>
      ok(signed(await getModerationCase(app.db, readerOf(request), request.params.id))),
  );

  app.post(
    pathUnderApi(ROUTES.moderateComment),
    {
      onRequest: [app.authenticate],
      preHandler: requireModerator,
      preValidation: rejectUnknownFields(ModerationDecisionBody),
      schema: {
        tags: ['moderation'],
        summary: 'Hide, restore or dismiss, with a reason (moderators)',
        description:
          'hide and restore set the status and keep the reason for the author; every decision ' +
          'closes the open reports and answers a review request. One audit log line each.',
        params: MarkerCommentParams,
        body: ModerationDecisionBody,
        response: {
          200: SuccessResponse(ModerationCaseSchema),
          404: ErrorResponse,
          ...moderatorFailures,
        },
      },
    },
    async (request) =>
      ok(signed(await decideOnComment(app.db, readerOf(request), request.params.id, request.body))),
  );

  app.get(
    pathUnderApi(ROUTES.moderationLog),
    {
      onRequest: [app.authenticate],
      preHandler: requireModerator,
      schema: {
        tags: ['moderation'],
        summary: 'The moderation audit log, newest first (moderators)',
        description: 'Who did what, when and why; kept when comments and accounts go.',
        querystring: ModerationQueueQuery,
        response: { 200: SuccessResponse(ModerationLogPageSchema), ...moderatorFailures },
      },
    },
    async (request) => ok(await getModerationLog(app.db, request.query)),
  );

  app.post(
    pathUnderApi(ROUTES.appointModerator),
    {
      onRequest: [app.authenticate],
      preHandler: requireModerator,
      preValidation: rejectUnknownFields(AppointModeratorBody),
      schema: {
        tags: ['moderation'],
        summary: 'Make the account with this email a moderator (moderators)',
        description: '404 when no account has the email; 409 when it moderates already.',
        body: AppointModeratorBody,
        response: {
          200: SuccessResponse(ModerationLogEntrySchema),
          404: ErrorResponse,
          409: ErrorResponse,
          ...moderatorFailures,
        },
      },
    },
    async (request) => ok(await appointModerator(app.db, readerOf(request), request.body.email)),
  );
};
