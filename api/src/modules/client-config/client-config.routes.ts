import type { FastifyPluginAsync } from 'fastify';
import type { ClientConfig } from 'shared/contract';
import type { AppConfig } from '../../config';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';

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
export const clientConfigRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(
    app,
    'clientConfig',
    { tags: ['system'], summary: 'Client configuration (map tiles, Google sign-in)' },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return ok(clientConfigOf(app.config));
    },
  );
};
