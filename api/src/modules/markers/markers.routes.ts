import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { ListMarkerCommentsQuery, MarkerCommentsPageSchema } from './markers.schemas';
import { listMarkerComments } from './markers.service';

export const markersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/marker/marker-comments/list',
    {
      schema: {
        tags: ['markers'],
        summary: 'Saved marker comments, newest first (public)',
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
};
