import type { FastifyPluginAsync } from 'fastify';
import { MODERATION_LIMITS } from 'shared/contract';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import { findSamePlaceComments } from './same-place.service';

export const samePlaceRoutes: FastifyPluginAsync = async (app) => {
  // Every request reads rows, like a filtered list request: the `read` class counts them all.
  defineRoute(
    app,
    'samePlaceComments',
    {
      tags: ['markers'],
      summary: 'The comments already published at a place, while writing a new one (public)',
      description:
        'Published comments at the same fullAddress and unitNumber (a missing unitNumber is ' +
        `no unit), or within ${MODERATION_LIMITS.samePlaceRadiusMetres} m of lat/lon, newest ` +
        `first, at most ${MODERATION_LIMITS.samePlaceMaxComments}. Without fullAddress only ` +
        'the distance counts. A bearer token is optional: with one, likedByMe and byMe are ' +
        "this user's and authors who show their name to signed-in users are named.",
    },
    async (request, reply) => {
      // The answer depends on who asks (likedByMe, byMe, author names), as the list's does.
      reply.headers({ 'cache-control': 'private, no-cache', vary: 'Authorization' });
      return ok(await findSamePlaceComments(app.db, request.query, request.user?.id ?? null));
    },
  );
};
