import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StaticMapQuery } from 'shared/contract';
import { binary, commonErrorResponses, ErrorResponse, mediaResponse } from '../../http/schemas';
import { MapCache } from './map-cache';
import { StaticMaps } from './static-map.service';
import { TileSource } from './tile-source';

/**
 * Requests a minute per address. The details dialog asks for one map per opened comment;
 * a drawn map is cached, a new one costs tile fetches and an image composite.
 */
export const STATIC_MAP_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/** A map picture of a point, drawn by us from TILE_URL tiles (no vendor key needed). */
export const staticMapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const maps = new StaticMaps(
    new TileSource(app.config.tileUrl),
    app.config.tileUrl,
    new MapCache(app.config.staticMapCacheDir, app.config.staticMapCacheMaxBytes),
  );

  app.get(
    '/static-map',
    {
      config: { rateLimit: STATIC_MAP_RATE_LIMIT },
      schema: {
        tags: ['maps'],
        summary: 'A PNG map of a point with a pin (public, cached)',
        querystring: StaticMapQuery,
        response: {
          200: mediaResponse('The map', { 'image/png': binary<Buffer>('PNG') }),
          400: ErrorResponse,
          503: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const image = await maps.render(request.query);
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(image);
    },
  );
};
