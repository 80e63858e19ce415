import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientConfigSchema, pathUnderApi, ROUTES, type ClientConfig } from 'shared/contract';
import { commonErrorResponses, ok, SuccessResponse } from '../../http/schemas';

/** Run-time settings for the browser, so changing the tile service needs no rebuild. */
export const clientConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    pathUnderApi(ROUTES.clientConfig),
    {
      schema: {
        tags: ['system'],
        summary: 'Client configuration (map tiles, Google sign-in)',
        response: { 200: SuccessResponse(ClientConfigSchema), ...commonErrorResponses },
      },
    },
    async (_request, reply) => {
      const clientConfig: ClientConfig = {
        tileUrl: app.config.tileUrl,
        tileAttribution: app.config.tileAttribution,
        ...(app.config.googleClientId ? { googleClientId: app.config.googleClientId } : {}),
        ...(app.config.photoBaseUrl ? { photoBaseUrl: app.config.photoBaseUrl } : {}),
      };
      reply.header('cache-control', 'no-cache');
      return ok(clientConfig);
    },
  );
};
