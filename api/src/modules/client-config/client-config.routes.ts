import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientConfigSchema, pathUnderApi, ROUTES, type ClientConfig } from 'shared/contract';
import type { AppConfig } from '../../config';
import { commonErrorResponses, ok, SuccessResponse } from '../../http/schemas';

/** What the browser is told: here, and written into the page it is served (web/boot-data). */
export function clientConfigOf(config: AppConfig): ClientConfig {
  return {
    tileUrl: config.tileUrl,
    tileAttribution: config.tileAttribution,
    ...(config.googleClientId ? { googleClientId: config.googleClientId } : {}),
    ...(config.photoBaseUrl ? { photoBaseUrl: config.photoBaseUrl } : {}),
  };
}

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
      reply.header('cache-control', 'no-cache');
      return ok(clientConfigOf(app.config));
    },
  );
};
