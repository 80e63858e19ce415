import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ClientConfig } from 'shared/contract';
import { Type } from 'typebox';
import { commonErrorResponses, ok, SuccessResponse } from '../../http/schemas';

const ClientConfigSchema = Type.Object({
  tileUrl: Type.String({ description: 'XYZ tile URL template with {z}, {x} and {y}' }),
  tileAttribution: Type.String({ description: 'Attribution HTML for the tile service' }),
  googleClientId: Type.Optional(
    Type.String({ description: 'Google OAuth client id; absent when Google sign-in is off' }),
  ),
  photoBaseUrl: Type.Optional(
    Type.String({ description: 'Photo CDN base URL; absent: photos come from this API' }),
  ),
});

/** Run-time settings for the browser, so changing the tile service needs no rebuild. */
export const clientConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/config',
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
