import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CLUSTER_GRID,
  LIMITS,
  ListMarkerCommentsQuery,
  MarkerClustersQuery,
  MarkerClustersSchema,
  MarkerCommentParams,
  MarkerCommentsPageSchema,
  NewCommentBody,
  pathUnderApi,
  ROUTES,
  SavedMarkerCommentSchema,
} from 'shared/contract';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { rejectUnknownFields } from '../../http/strict-body';
import { findClustersInView } from './clusters.service';
import { withPhotoAccess } from '../photos/photo-access';
import { ROW_FILTER_RATE_LIMIT } from './filters';
import { createMarkerComment, getMarkerComment, listMarkerComments } from './markers.service';

/**
 * Comments now answer who asks (likedByMe, byMe, an author shown to signed-in viewers only):
 * no shared cache may keep one person's answer for another, and a browser asks again.
 */
const PER_VIEWER = { 'cache-control': 'private, no-cache', vary: 'Authorization' } as const;

const OPTIONAL_TOKEN =
  " A bearer token is optional: with one, likedByMe and byMe are this user's and authors " +
  'who show their name to signed-in users are named; without one (or with one that is no ' +
  'longer valid) the answer is what anyone sees.';

export const markersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    pathUnderApi(ROUTES.listMarkerComments),
    {
      onRequest: [app.identify],
      config: { rateLimit: ROW_FILTER_RATE_LIMIT },
      schema: {
        tags: ['markers'],
        summary:
          'Saved marker comments, newest, oldest, nearest or most liked first, optionally in a viewport and filtered (public)',
        description:
          'Pass the nextCursor of a page as `cursor` for the next one (newest and oldest: the same cost ' +
          'at any depth). The filters (types, photos, within, q) are those of GET /api/marker/clusters. ' +
          `With a bbox, or a within or q filter, totalElements counts up to ${LIMITS.markerCountCap} ` +
          'and totalCapped says there are more.' +
          OPTIONAL_TOKEN,
        querystring: ListMarkerCommentsQuery,
        response: {
          200: SuccessResponse(MarkerCommentsPageSchema),
          400: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.headers(PER_VIEWER);
      return ok(await listMarkerComments(app.db, request.query, request.user?.id ?? null));
    },
  );

  app.get(
    pathUnderApi(ROUTES.markerComment),
    {
      onRequest: [app.identify],
      schema: {
        tags: ['markers'],
        summary: 'One saved marker comment (public)',
        description:
          OPTIONAL_TOKEN.trim() +
          ' A held or hidden comment is 404, except to its author and moderators, who get it ' +
          'with its moderation state and signed addresses of its photos.',
        params: MarkerCommentParams,
        response: {
          200: SuccessResponse(SavedMarkerCommentSchema),
          400: ErrorResponse,
          404: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      reply.headers(PER_VIEWER);
      const comment = await getMarkerComment(app.db, request.params.id, request.user ?? null);
      return ok(withPhotoAccess(comment, app.photoUrlKey));
    },
  );

  app.get(
    pathUnderApi(ROUTES.markerClusters),
    {
      config: { rateLimit: ROW_FILTER_RATE_LIMIT },
      schema: {
        tags: ['markers'],
        summary: 'Every saved pin in a view: clusters with their counts and single pins (public)',
        description:
          `The view is cut into ${CLUSTER_GRID.cellPx}-pixel cells at the zoom (a coarser grid when it ` +
          `would cover more than ${CLUSTER_GRID.maxCells} cells); each non-empty cell is one pin or one ` +
          'cluster. The counts add up to every saved pin the filters keep in the cells the view touches ' +
          '(types and photos cost nothing more; within and q read the matching pins of the view).',
        querystring: MarkerClustersQuery,
        response: {
          200: SuccessResponse(MarkerClustersSchema),
          400: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ok(await findClustersInView(app.db, request.query)),
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
    async (request) => {
      const saved = await createMarkerComment(app.db, request.user!.id, request.body);
      // Held for moderation: its author still sees its photos.
      return ok(withPhotoAccess(saved, app.photoUrlKey));
    },
  );
};
