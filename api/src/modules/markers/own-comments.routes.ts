import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import { withPhotoAccess } from '../photos/photo-access';
import {
  answerOwnRepair,
  deleteOwnComment,
  editOwnComment,
  listMyComments,
} from './own-comments.service';
import { changePublication } from './publication.service';

const tags = ['markers'];

/** The author's own comments: their list, edit and delete. */
export const ownCommentsRoutes: FastifyPluginAsync = async (app) => {
  const deps = (log: { warn(object: object, message: string): void }) => ({
    db: app.db,
    storage: app.storage,
    log,
  });

  defineRoute(
    app,
    'myComments',
    {
      tags: ['users'],
      summary: "The signed-in user's own comments, newest first",
      description:
        'Pass the nextCursor of a page as `cursor` for the next one. Every own comment, held ' +
        'and hidden ones too, with their moderation state and the notices filed on them.',
    },
    async (request) => {
      const page = await listMyComments(app.db, request.user!.id, request.query);
      const signed = page.content.map((comment) => withPhotoAccess(comment, app.photoUrlKey));
      return ok({ ...page, content: signed });
    },
  );

  // Signed in, then a verified email (as for saving one): both before the body is read.
  defineRoute(
    app,
    'updateMarkerComment',
    {
      tags,
      summary:
        'The author changes their comment: type, unit, text, photos (signed in, verified email)',
      description:
        'Only the fields sent change. `photoUrls` is the whole new list (at most 3): photos ' +
        'left out are deleted with their files; new ones must be your own unused uploads. ' +
        'Answers the comment with its notices; an edit while a notice is open is noted on it ' +
        'for the moderator. 403 FORBIDDEN for a comment of someone else.',
    },
    async (request) => {
      const { id } = request.params;
      const edited = await editOwnComment(deps(request.log), request.user!.id, id, request.body);
      return ok(withPhotoAccess(edited, app.photoUrlKey));
    },
  );

  defineRoute(
    app,
    'answerRepairFollowUp',
    {
      tags,
      summary: 'The author answers "Was it fixed?" for an item reported not met (signed in)',
      description:
        "For an item of their comment's checklist answered not-met: `fixed: true` with " +
        '`fixedOn` sets its days to fix (from the day the agent or landlord was told, which ' +
        '`toldOn` gives when the answer has none); `fixed: false` notes it was still not fixed ' +
        'today. The author is asked by their chosen channels REPAIR_FOLLOW_UP_DAYS after the ' +
        'report, and may answer at any time. Answers the whole checklist as its author sees ' +
        'it. 403 FORBIDDEN for a comment of someone else; 404 when it has no answer for the ' +
        'item.',
    },
    async (request) => {
      return ok(await answerOwnRepair(app.db, request.user!.id, request.params, request.body));
    },
  );

  defineRoute(
    app,
    'changeCommentPublication',
    {
      tags,
      summary: 'The author changes when their comment is published (signed in, verified email)',
      description:
        "publish 'now' publishes it at once (\"I have moved out\"); 'when-moved-out' waits for " +
        "moveOutDate, or for 'now'; 'after-random-delay' draws a new time 7–30 days ahead. " +
        'Only before it is public: 409 ALREADY_PUBLISHED for a published or hidden comment ' +
        '(delete it to take it down). A held comment keeps waiting for a moderator. ' +
        '403 FORBIDDEN for a comment of someone else.',
    },
    async (request) => {
      const { id } = request.params;
      const changed = await changePublication(app.db, request.user!.id, id, request.body);
      return ok(withPhotoAccess(changed, app.photoUrlKey));
    },
  );

  defineRoute(
    app,
    'deleteMarkerComment',
    {
      tags,
      summary: 'The author deletes their comment and its photos (signed in, verified email)',
      description: '403 FORBIDDEN for a comment of someone else.',
    },
    async (request) => {
      await deleteOwnComment(deps(request.log), request.user!.id, request.params.id);
      return ok(null);
    },
  );
};
