import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ListMarkerCommentsQuery,
  MarkerCommentsPageSchema,
  NewCommentBody,
  pathUnderApi,
  ROUTES,
  SavedMarkerCommentSchema,
} from 'shared/contract';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { rejectUnknownFields } from '../../http/strict-body';
import { createMarkerComment, listMarkerComments } from './markers.service';

export const markersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    pathUnderApi(ROUTES.listMarkerComments),
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
    pathUnderApi(ROUTES.createMarker),
    {
      // Signed in, then a verified email: both before the body is looked at.
      onRequest: [app.authenticate, app.requireVerifiedEmail],
      preValidation: rejectUnknownFields(NewCommentBody),
      config: { rateLimit: { max: 100, timeWindow: '1 minute' } },
      schema: {
        tags: ['markers'],
        summary:
          'Save a comment about a place, with up to 3 uploaded photos (signed in, verified email)',
        description:
          '403 EMAIL_NOT_VERIFIED until the account has verified its email; 400 PLACE_REQUIRED ' +
          'for the point 0,0 or a blank fullAddress (no place was chosen on the map).',
        body: NewCommentBody,
        response: {
          200: SuccessResponse(SavedMarkerCommentSchema),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ok(await createMarkerComment(app.db, request.user!.id, request.body)),
  );
};
