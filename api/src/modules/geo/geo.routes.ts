import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CoordinatesQuery,
  GeoPlaceSchema,
  GeoSearchAnswerSchema,
  GeoSearchQuery,
  LocationModelSchema,
  toLocationModel,
} from 'shared/contract';
import { nowTimestamp } from '../../db/timestamps';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { createGeocodingService } from './geocoder';
import { bundledGazetteer } from './providers/offline/gazetteer';

/**
 * Requests a minute per address on each geo route. A person typing a suburb (the browser
 * waits for a pause) or clicking about the map sends a few a minute, a busy one a few dozen;
 * this leaves room for several people behind one address while a script that walks the
 * gazetteer or the upstream geocoder is slowed down.
 */
export const GEO_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/** Place search, reverse lookup and the Location model: the browser never calls a geocoder. */
export const geoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const geocoding = createGeocodingService(app.config.geocoder, app.db, app.log);

  // A listening server indexes the gazetteer before its first search, not during it.
  if (app.config.geocoder.provider !== 'nominatim') {
    app.addHook('onListen', async () => {
      setImmediate(() => bundledGazetteer());
    });
  }

  const errors = { 400: ErrorResponse, ...commonErrorResponses, 503: ErrorResponse };

  app.get(
    '/geo/search',
    {
      config: { rateLimit: GEO_RATE_LIMIT },
      schema: {
        tags: ['geo'],
        summary: 'Places matching a query, in Australia (Nominatim-compatible results)',
        description:
          'Suburbs and postcodes from the bundled gazetteer; street addresses from the ' +
          'Nominatim-compatible service when one is configured and reachable. Without it, a ' +
          "street address is answered with its suburb's localities and " +
          "`notice: 'street-level-unavailable'`.",
        querystring: GeoSearchQuery,
        response: { 200: GeoSearchAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { places, notice } = await geocoding.find(request.query.q, request.query.limit);
      return { ...ok(places), ...(notice ? { notice } : {}) };
    },
  );

  app.get(
    '/geo/reverse',
    {
      config: { rateLimit: GEO_RATE_LIMIT },
      schema: {
        tags: ['geo'],
        summary: 'The place at a latitude and longitude',
        querystring: CoordinatesQuery,
        response: { 200: SuccessResponse(GeoPlaceSchema), 404: ErrorResponse, ...errors },
      },
    },
    async (request) => ok(await geocoding.reverse(request.query.lat, request.query.lon)),
  );

  app.get(
    '/locations/reverse',
    {
      config: { rateLimit: GEO_RATE_LIMIT },
      schema: {
        tags: ['geo'],
        summary: 'The Location model (SPEC.md §3) of the place at a latitude and longitude',
        querystring: CoordinatesQuery,
        response: { 200: SuccessResponse(LocationModelSchema), 404: ErrorResponse, ...errors },
      },
    },
    async (request) => {
      const place = await geocoding.reverse(request.query.lat, request.query.lon);
      return ok(toLocationModel(place, nowTimestamp()));
    },
  );
};
