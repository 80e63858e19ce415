import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import { checkHealth } from './health.service';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(
    app,
    'health',
    {
      tags: ['system'],
      summary: 'Liveness, database and Redis check',
      description:
        'Answers within seconds, even when a dependency is silent. 200 when the database ' +
        "answers ('degraded' when Redis does not: the API works without it); 503 " +
        'SERVICE_UNAVAILABLE with Retry-After when the database does not, the message ' +
        'naming what is down.',
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await checkHealth({ db: app.db, redis: app.redis }));
    },
  );
};
