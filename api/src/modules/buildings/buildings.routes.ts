import type { FastifyPluginAsync } from 'fastify';
import { SAME_BUILDING_METRES } from 'shared/contract';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import { findNearbyBuildings, getBuilding } from './buildings.service';

const tags = ['buildings'];

export const buildingsRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(
    app,
    'building',
    {
      tags,
      summary: 'A building: its address and its units with published comments (public)',
      description:
        'A building is one street address; its comments are the list with ' +
        '`?building={id}`. 404 for an unknown id and for a building none of whose comments ' +
        'is published. A building merged into another answers as that one (see `id`).',
    },
    async (request) => ok(await getBuilding(app.db, request.params.id)),
  );

  defineRoute(
    app,
    'nearbyBuildings',
    {
      tags,
      summary: 'The buildings near a point, nearest first (public)',
      description:
        `Buildings with a published comment within ${SAME_BUILDING_METRES} m of lat/lon: ` +
        'what a new comment at that point may be about.',
    },
    async (request) => ok(await findNearbyBuildings(app.db, request.query)),
  );
};
