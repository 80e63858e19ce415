import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { checkHealth } from './health.service';

const HealthStatus = Type.Object({
  status: Type.Literal('ok'),
  database: Type.Literal('ok'),
  version: Type.String(),
});

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: SuccessResponse(HealthStatus),
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
