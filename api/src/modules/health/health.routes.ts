import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthStatusSchema, pathUnderApi, ROUTES } from 'shared/contract';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { checkHealth } from './health.service';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    pathUnderApi(ROUTES.health),
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness, database and Redis check',
        description:
          'Answers within seconds, even when a dependency is silent. 200 when the database ' +
          "answers ('degraded' when Redis does not: the API works without it); 503 " +
          'SERVICE_UNAVAILABLE with Retry-After when the database does not, the message ' +
          'naming what is down.',
        response: {
          200: SuccessResponse(HealthStatusSchema),
          503: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await checkHealth({ db: app.db, redis: app.redis }));
    },
  );
};
