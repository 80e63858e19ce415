import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import { listForPlace, presentList } from './condition-lists';

export const conditionsRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(
    app,
    'conditionList',
    {
      tags: ['conditions'],
      summary: "The condition checklist of a state's minimum standards (public)",
      description:
        'The items a renter answers with a comment (`checklist` of POST /api/marker), each ' +
        'citing the act or regulation it comes from, and the version of the list: the list ' +
        'of the state `state` names, else of the state `postcode` is in. A state or ' +
        'territory with no list yet gets the general one.',
    },
    async (request, reply) => {
      // The lists change with a release, never between two.
      reply.header('cache-control', 'public, max-age=3600');
      return ok(presentList(listForPlace(request.query)));
    },
  );
};
