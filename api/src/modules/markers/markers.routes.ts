import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { rejectUnknownFields } from '../../http/strict-body';
import {
  ListMarkerCommentsQuery,
  MarkerCommentsPageSchema,
  NewCommentBody,
  SavedMarkerCommentSchema,
} from './markers.schemas';
import { createMarkerComment, listMarkerComments } from './markers.service';

export const markersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/marker/marker-comments/list',
    {
      schema: {
        tags: ['markers'],
        summary: 'Saved marker comments, newest first, optionally in a viewport (public)',
        querystring: ListMarkerCommentsQuery,
        response: {
          200: SuccessResponse(MarkerCommentsPageSchema),
          400: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ok(await listMarkerComments(app.db, request.query)),
  );

  app.post(
    '/marker',
    {
      onRequest: app.authenticate,
      preValidation: rejectUnknownFields(NewCommentBody),
      config: { rateLimit: { max: 100, timeWindow: '1 minute' } },
      schema: {
        tags: ['markers'],
        summary: 'Save a comment about a place, with up to 3 uploaded photos (signed in)',
        body: NewCommentBody,
        response: {
          200: SuccessResponse(SavedMarkerCommentSchema),
          400: ErrorResponse,
          401: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ok(await createMarkerComment(app.db, request.user!.id, request.body)),
  );
};
