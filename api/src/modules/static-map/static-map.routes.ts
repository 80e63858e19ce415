import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/route';
import { binary, mediaResponse } from '../../http/schemas';
import { MapCache } from './map-cache';
import { StaticMaps } from './static-map.service';
import { TileSource } from './tile-source';

/**
 * A map picture of a point, drawn by us from TILE_URL tiles (no vendor key needed). The
 * details dialog asks for one map per opened comment; a drawn map is cached, a new one costs
 * tile fetches and an image composite: the `read` class.
 */
export const staticMapRoutes: FastifyPluginAsync = async (app) => {
  const maps = new StaticMaps(
    new TileSource(app.config.tileUrl),
    app.config.tileUrl,
    new MapCache(app.config.staticMapCacheDir, app.config.staticMapCacheMaxBytes),
  );

  defineRoute(
    app,
    'staticMap',
    {
      tags: ['maps'],
      summary: 'A PNG map of a point with a pin (public, cached)',
      responses: { 200: mediaResponse('The map', { 'image/png': binary<Buffer>('PNG') }) },
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
