import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MODERATION_LIMITS,
  pathUnderApi,
  ROUTES,
  SamePlaceCommentsSchema,
  SamePlaceQuery,
} from 'shared/contract';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { ROW_FILTER_RATE_LIMIT } from '../markers/filters';
import { findSamePlaceComments } from './same-place.service';

/** Every request reads rows, like a filtered list request: the list's filtered budget. */
const SAME_PLACE_RATE_LIMIT = {
  max: ROW_FILTER_RATE_LIMIT.max,
  timeWindow: ROW_FILTER_RATE_LIMIT.timeWindow,
};

export const samePlaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    pathUnderApi(ROUTES.samePlaceComments),
    {
      onRequest: [app.identify],
      config: { rateLimit: SAME_PLACE_RATE_LIMIT },
      schema: {
        tags: ['markers'],
        summary: 'The comments already published at a place, while writing a new one (public)',
        description:
          'Published comments at the same fullAddress and unitNumber (a missing unitNumber is ' +
          `no unit), or within ${MODERATION_LIMITS.samePlaceRadiusMetres} m of lat/lon, newest ` +
          `first, at most ${MODERATION_LIMITS.samePlaceMaxComments}. Without fullAddress only ` +
          'the distance counts. A bearer token is optional: with one, likedByMe and byMe are ' +
          "this user's and authors who show their name to signed-in users are named.",
        querystring: SamePlaceQuery,
        response: {
          200: SuccessResponse(SamePlaceCommentsSchema),
          400: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      // The answer depends on who asks (likedByMe, byMe, author names), as the list's does.
      reply.headers({ 'cache-control': 'private, no-cache', vary: 'Authorization' });
      return ok(await findSamePlaceComments(app.db, request.query, request.user?.id ?? null));
    },
  );
};
