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
        summary: 'Liveness and database check',
        response: {
          200: SuccessResponse(HealthStatusSchema),
          503: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await checkHealth(app.db));
    },
  );
};
