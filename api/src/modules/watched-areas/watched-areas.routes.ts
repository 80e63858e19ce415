import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { WATCHED_AREA_LIMITS } from 'shared/contract';
import { TooManyAttemptsError } from '../../errors';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import {
  createWatchedArea,
  deleteWatchedArea,
  listWatchedAreas,
  updateWatchedArea,
  type WatchedAreasDeps,
} from './watched-areas.service';

/**
 * New areas per signed-in account (counted after the access check, so the key is the account,
 * not the address): far more than a person adding and deleting areas needs, few enough that a
 * script cannot churn feed tokens. Refused creates (the per-user limit) count too.
 */
export const CREATE_AREA_RATE_LIMIT = { max: 30, timeWindow: '1 hour' } as const;

function createRateLimit(app: FastifyInstance) {
  const limiter = app.createRateLimit({
    ...CREATE_AREA_RATE_LIMIT,
    keyGenerator: (request: FastifyRequest) => `watched-areas user ${request.user?.id ?? ''}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw new TooManyAttemptsError(result.ttlInSeconds);
  };
}

const tags = ['users'];
const NOT_YOURS = "Another user's area is a 404 NOT_FOUND, as a missing one is.";

/**
 * A signed-in user's watched areas: list, create, rename, pause, delete. Reads, edits and
 * deletes are in the `write` class per address; creates count per account instead.
 */
export const watchedAreasRoutes: FastifyPluginAsync = async (app) => {
  const deps: WatchedAreasDeps = {
    db: app.db,
    publicBaseUrl: app.config.publicBaseUrl ?? `http://localhost:${app.config.port}`,
  };

  defineRoute(
    app,
    'watchedAreas',
    {
      tags,
      summary: "The signed-in user's watched areas, newest first",
      description: `All of them (at most ${WATCHED_AREA_LIMITS.perUser}), paused ones too.`,
    },
    async (request) => ok({ content: await listWatchedAreas(deps, request.user!.id) }),
  );

  defineRoute(
    app,
    'createWatchedArea',
    {
      tags,
      summary: 'Watch an area: the map view, a suburb or a radius around a place (signed in)',
      description:
        'A `view` or `suburb` sends `bounds` (south < north, at most ' +
        `${WATCHED_AREA_LIMITS.maxSpanDegrees} degrees each way, west > east across the ` +
        'antimeridian); a `radius` sends `center` and `radiusMetres` and the API works out ' +
        'its bounds. `filters` default to every type, with or without photos, whatever a ' +
        "comment's checklist says (`notMet` false). 409 " +
        `WATCHED_AREA_LIMIT past ${WATCHED_AREA_LIMITS.perUser} areas; at most ` +
        `${CREATE_AREA_RATE_LIMIT.max} creates an hour per user.`,
      preHandler: createRateLimit(app),
    },
    async (request, reply) => {
      const area = await createWatchedArea(deps, request.user!.id, request.body);
      return reply.code(201).send(ok(area));
    },
  );

  defineRoute(
    app,
    'updateWatchedArea',
    {
      tags,
      summary: 'Rename, pause or resume an own watched area, or turn its emails on or off',
      description: `Only the fields sent change; the filters stay as saved. ${NOT_YOURS}`,
    },
    async (request) =>
      ok(await updateWatchedArea(deps, request.user!.id, request.params.id, request.body)),
  );

  defineRoute(
    app,
    'deleteWatchedArea',
    {
      tags,
      summary: 'Stop watching an area: delete it (signed in)',
      description: `Its feed link stops working. ${NOT_YOURS}`,
    },
    async (request) => {
      await deleteWatchedArea(deps, request.user!.id, request.params.id);
      return ok(null);
    },
  );
};
