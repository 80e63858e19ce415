import type { FastifyPluginAsync } from 'fastify';
import { toLocationModel } from 'shared/contract';
import { nowTimestamp } from '../../db/timestamps';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import { createGeocodingService } from './geocoder';
import { bundledGazetteer } from './providers/offline/gazetteer';

const tags = ['geo'];

/**
 * Place search, reverse lookup and the Location model: the browser never calls a geocoder.
 * Each route is in the `read` class: a person typing a suburb (the browser waits for a pause)
 * or clicking about the map sends a few a minute, a busy one a few dozen; the class leaves room
 * for several people behind one address while a script that walks the gazetteer or the
 * upstream geocoder is slowed down.
 */
export const geoRoutes: FastifyPluginAsync = async (app) => {
  const geocoding = createGeocodingService(app.config.geocoder, app.db, app.log);

  // A listening server indexes the gazetteer before its first search, not during it.
  if (app.config.geocoder.provider !== 'nominatim') {
    app.addHook('onListen', async () => {
      setImmediate(() => bundledGazetteer());
    });
  }

  defineRoute(
    app,
    'searchPlaces',
    {
      tags,
      summary: 'Places matching a query, in Australia (Nominatim-compatible results)',
      description:
        'Suburbs and postcodes from the bundled gazetteer; street addresses from the ' +
        'Nominatim-compatible service when one is configured and reachable. Without it, a ' +
        "street address is answered with its suburb's localities and " +
        "`notice: 'street-level-unavailable'`.",
    },
    async (request) => {
      const { places, notice } = await geocoding.find(request.query.q, request.query.limit);
      return { ...ok(places), ...(notice ? { notice } : {}) };
    },
  );

  defineRoute(
    app,
    'reversePlace',
    { tags, summary: 'The place at a latitude and longitude' },
    async (request) => ok(await geocoding.reverse(request.query.lat, request.query.lon)),
  );

  defineRoute(
    app,
    'reverseLocation',
    {
      tags,
      summary: 'The Location model of the place at a latitude and longitude',
    },
    async (request) => {
      const place = await geocoding.reverse(request.query.lat, request.query.lon);
      return ok(toLocationModel(place, nowTimestamp()));
    },
  );
};
