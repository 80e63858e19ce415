import type { FastifyPluginAsync } from 'fastify';
import { MODERATION_LIMITS } from 'shared/contract';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import { userRateLimit } from '../users/account-data.rate-limits';
import { answerNotice, fileNotice, type NoticeDeps } from './notices.service';

/** Notices one account may file a day, all comments together (docs/api.md "Moderation"). */
export const NOTICE_RATE_LIMIT = {
  max: MODERATION_LIMITS.noticesPerDay,
  timeWindow: 24 * 3_600_000,
};

const NOTICE_NEEDS_VERIFIED_EMAIL = 'Please verify your email address before filing a notice.';

const tags = ['moderation'];

/** A landlord's, agent's or owner's notice on a comment, and its author's answer. */
export const noticeRoutes: FastifyPluginAsync = async (app) => {
  const deps: NoticeDeps = {
    db: app.db,
    mailer: app.mailer,
    publicBaseUrl: app.config.publicBaseUrl ?? `http://localhost:${app.config.port}`,
  };

  defineRoute(
    app,
    'fileCommentNotice',
    {
      tags,
      summary: 'A landlord, agent or owner objects to a passage of a published comment',
      description:
        'The comment stays published, marked `underReview`, until a moderator keeps it or ' +
        'hides it. Its author is mailed the passage, the reason and the explanation, and the ' +
        "role: never who filed. `quote` must be in the comment's text (case and spacing " +
        'aside), else 400 VALIDATION_ERROR; your own comment: 400; a comment that is not ' +
        'published: 404. 409 NOTICE_ALREADY_FILED while your notice on it is open, 409 ' +
        'NOTICE_ALREADY_DISMISSED for a passage a moderator already let stand, 409 NOTICE_LIMIT ' +
        `with ${MODERATION_LIMITS.openNoticesPerAccount} of yours open. Needs a verified ` +
        `email (403 EMAIL_NOT_VERIFIED). At most ${MODERATION_LIMITS.noticesPerDay} a day per ` +
        'account, refused ones included (429 with Retry-After).',
      notVerified: NOTICE_NEEDS_VERIFIED_EMAIL,
      preHandler: userRateLimit(app, NOTICE_RATE_LIMIT),
    },
    async (request) => ok(await fileNotice(deps, request.user!, request.params.id, request.body)),
  );

  defineRoute(
    app,
    'answerCommentNotice',
    {
      tags,
      summary: "The comment's author answers a notice on it, once, for the moderator",
      description:
        '409 NOTICE_ALREADY_ANSWERED the second time, 409 CONFLICT once a moderator decided; ' +
        "403 for someone else's comment, 404 for a notice that is not on this comment. The " +
        'author may also edit the comment (PATCH): the open notices note the edit.',
    },
    async (request) => {
      const { id, noticeId } = request.params;
      return ok(await answerNotice(app.db, request.user!, id, noticeId, request.body.answer));
    },
  );
};
