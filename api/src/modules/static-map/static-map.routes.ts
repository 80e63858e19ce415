import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIMITS } from 'shared';
import { Type } from 'typebox';
import { commonErrorResponses, ErrorResponse } from '../../http/schemas';
import { StaticMaps } from './static-map.service';
import { TileSource } from './tile-source';
import { MAX_LATITUDE } from './web-mercator';

const StaticMapQuery = Type.Object({
  lat: Type.Number({ minimum: -MAX_LATITUDE, maximum: MAX_LATITUDE }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
  zoom: Type.Integer({ minimum: 1, maximum: 18, default: LIMITS.staticMap.zoom }),
  width: Type.Integer({ minimum: 64, maximum: 1024, default: LIMITS.staticMap.width }),
  height: Type.Integer({ minimum: 64, maximum: 1024, default: LIMITS.staticMap.height }),
});

/** A map picture of a point, drawn by us from TILE_URL tiles (no vendor key needed). */
export const staticMapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const maps = new StaticMaps(
    new TileSource(app.config.tileUrl),
    app.config.tileUrl,
    app.config.staticMapCacheDir,
  );

  app.get(
    '/static-map',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['maps'],
        summary: 'A PNG map of a point with a pin (public, cached)',
        querystring: StaticMapQuery,
        produces: ['image/png'],
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'PNG' }),
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
