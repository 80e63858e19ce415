import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EditCommentBody,
  MarkerCommentParams,
  MyCommentsPageSchema,
  MyCommentsQuery,
  pathUnderApi,
  ROUTES,
  SavedMarkerCommentSchema,
} from 'shared/contract';
import { Type } from 'typebox';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { rejectUnknownFields } from '../../http/strict-body';
import { withPhotoAccess } from '../photos/photo-access';
import { deleteOwnComment, editOwnComment, listMyComments } from './own-comments.service';

const tags = ['markers'];
const idFailures = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  ...commonErrorResponses,
};

/** The author's own comments: their list, edit and delete (issue 14). */
export const ownCommentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = (log: { warn(object: object, message: string): void }) => ({
    db: app.db,
    storage: app.storage,
    log,
  });

  app.get(
    pathUnderApi(ROUTES.myComments),
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "The signed-in user's own comments, newest first",
        description:
          'Pass the nextCursor of a page as `cursor` for the next one. Every own comment, held ' +
          'and hidden ones too, with their moderation state.',
        querystring: MyCommentsQuery,
        response: {
          200: SuccessResponse(MyCommentsPageSchema),
          400: ErrorResponse,
          401: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => {
      const page = await listMyComments(app.db, request.user!.id, request.query);
      const signed = page.content.map((comment) => withPhotoAccess(comment, app.photoUrlKey));
      return ok({ ...page, content: signed });
    },
  );

  app.patch(
    pathUnderApi(ROUTES.updateMarkerComment),
    {
      // Signed in, then a verified email (as for saving one): both before the body is read.
      onRequest: [app.authenticate, app.requireVerifiedEmail],
      preValidation: rejectUnknownFields(EditCommentBody),
      config: { rateLimit: { max: 100, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'The author changes their comment: type, unit, text, photos (signed in, verified email)',
        description:
          'Only the fields sent change. `photoUrls` is the whole new list (at most 3): photos ' +
          'left out are deleted with their files; new ones must be your own unused uploads. ' +
          '403 FORBIDDEN for a comment of someone else.',
        params: MarkerCommentParams,
        body: EditCommentBody,
        response: { 200: SuccessResponse(SavedMarkerCommentSchema), ...idFailures },
      },
    },
    async (request) => {
      const { id } = request.params;
      const edited = await editOwnComment(deps(request.log), request.user!.id, id, request.body);
      return ok(withPhotoAccess(edited, app.photoUrlKey));
    },
  );

  app.delete(
    pathUnderApi(ROUTES.deleteMarkerComment),
    {
      onRequest: [app.authenticate, app.requireVerifiedEmail],
      config: { rateLimit: { max: 100, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'The author deletes their comment and its photos (signed in, verified email)',
        description: '403 FORBIDDEN for a comment of someone else.',
        params: MarkerCommentParams,
        response: { 200: SuccessResponse(Type.Null()), ...idFailures },
      },
    },
    async (request) => {
      await deleteOwnComment(deps(request.log), request.user!.id, request.params.id);
      return ok(null);
    },
  );
};
