import type { FastifyPluginAsync } from 'fastify';
import { CLUSTER_GRID, LIMITS } from 'shared/contract';
import { ok } from '../../http/schemas';
import { defineRoute } from '../../http/route';
import { createAddressLookup } from '../geo/address-lookup';
import { findClustersInView } from './clusters.service';
import { withPhotoAccess } from '../photos/photo-access';
import { ROW_FILTER_ALLOW_LIST } from './filters';
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

const tags = ['markers'];

export const markersRoutes: FastifyPluginAsync = async (app) => {
  // What the geocoder and the G-NAF address service know of a new comment's street address.
  const addresses = createAddressLookup(app.config, app.db, app.log);

  defineRoute(
    app,
    'listMarkerComments',
    {
      tags,
      summary:
        'Saved marker comments, newest, oldest, nearest or most liked first, optionally in a viewport and filtered (public)',
      description:
        'Pass the nextCursor of a page as `cursor` for the next one (newest and oldest: the same cost ' +
        'at any depth). The filters (types, photos, within, q) are those of GET /api/marker/clusters. ' +
        `With a bbox, or a within or q filter, totalElements counts up to ${LIMITS.markerCountCap} ` +
        'and totalCapped says there are more.' +
        OPTIONAL_TOKEN,
      rateLimit: ROW_FILTER_ALLOW_LIST,
    },
    async (request, reply) => {
      reply.headers(PER_VIEWER);
      return ok(await listMarkerComments(app.db, request.query, request.user?.id ?? null));
    },
  );

  defineRoute(
    app,
    'markerComment',
    {
      tags,
      summary: 'One saved marker comment (public)',
      description:
        OPTIONAL_TOKEN.trim() +
        ' A held or hidden comment is 404, except to its author and moderators, who get it ' +
        'with its moderation state and signed addresses of its photos.',
    },
    async (request, reply) => {
      reply.headers(PER_VIEWER);
      const comment = await getMarkerComment(app.db, request.params.id, request.user ?? null);
      return ok(withPhotoAccess(comment, app.photoUrlKey));
    },
  );

  defineRoute(
    app,
    'markerClusters',
    {
      tags,
      summary: 'Every saved pin in a view: clusters with their counts and single pins (public)',
      description:
        `The view is cut into ${CLUSTER_GRID.cellPx}-pixel cells at the zoom (a coarser grid when it ` +
        `would cover more than ${CLUSTER_GRID.maxCells} cells); each non-empty cell is one pin or one ` +
        'cluster. The counts add up to every saved pin the filters keep in the cells the view touches ' +
        '(types and photos cost nothing more; within and q read the matching pins of the view).',
      rateLimit: ROW_FILTER_ALLOW_LIST,
    },
    async (request) => ok(await findClustersInView(app.db, request.query)),
  );

  defineRoute(
    app,
    'createMarker',
    {
      tags,
      summary:
        'Save a comment about a place, with up to 3 uploaded photos (signed in, verified email)',
      description:
        '403 EMAIL_NOT_VERIFIED until the account has verified its email; 400 PLACE_REQUIRED ' +
        'for the point 0,0 or a blank fullAddress (no place was chosen on the map).',
    },
    async (request) => {
      const saved = await createMarkerComment(app.db, request.user!.id, request.body, addresses);
      // Held for moderation: its author still sees its photos.
      return ok(withPhotoAccess(saved, app.photoUrlKey));
    },
  );
};
