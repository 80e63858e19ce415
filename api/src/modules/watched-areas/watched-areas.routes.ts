import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  NewWatchedAreaBody,
  pathUnderApi,
  ROUTES,
  UpdateWatchedAreaBody,
  WATCHED_AREA_LIMITS,
  WatchedAreaListSchema,
  WatchedAreaParams,
  WatchedAreaSchema,
} from 'shared/contract';
import { Type } from 'typebox';
import { TooManyAttemptsError } from '../../errors';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { rejectUnknownFields } from '../../http/strict-body';
import {
  createWatchedArea,
  deleteWatchedArea,
  listWatchedAreas,
  updateWatchedArea,
  type WatchedAreasDeps,
} from './watched-areas.service';

/**
 * New areas per signed-in account (counted after `authenticate`, so the key is the account,
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
const failures = {
  400: ErrorResponse,
  401: ErrorResponse,
  404: ErrorResponse,
  ...commonErrorResponses,
};
const NOT_YOURS = "Another user's area is a 404 NOT_FOUND, as a missing one is.";

/** A signed-in user's watched areas: list, create, rename, pause, delete (issue 17). */
export const watchedAreasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: WatchedAreasDeps = {
    db: app.db,
    publicBaseUrl: app.config.publicBaseUrl ?? `http://localhost:${app.config.port}`,
  };
  const perMinute = { rateLimit: { max: 100, timeWindow: '1 minute' } };

  app.get(
    pathUnderApi(ROUTES.watchedAreas),
    {
      onRequest: app.authenticate,
      config: perMinute,
      schema: {
        tags,
        summary: "The signed-in user's watched areas, newest first",
        description: `All of them (at most ${WATCHED_AREA_LIMITS.perUser}), paused ones too.`,
        response: {
          200: SuccessResponse(WatchedAreaListSchema),
          401: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) => ok({ content: await listWatchedAreas(deps, request.user!.id) }),
  );

  app.post(
    pathUnderApi(ROUTES.createWatchedArea),
    {
      onRequest: app.authenticate,
      preValidation: rejectUnknownFields(NewWatchedAreaBody),
      preHandler: createRateLimit(app),
      schema: {
        tags,
        summary: 'Watch an area: the map view, a suburb or a radius around a place (signed in)',
        description:
          'A `view` or `suburb` sends `bounds` (south < north, at most ' +
          `${WATCHED_AREA_LIMITS.maxSpanDegrees} degrees each way, west > east across the ` +
          'antimeridian); a `radius` sends `center` and `radiusMetres` and the API works out ' +
          'its bounds. `filters` default to every type, with or without photos. 409 ' +
          `WATCHED_AREA_LIMIT past ${WATCHED_AREA_LIMITS.perUser} areas; at most ` +
          `${CREATE_AREA_RATE_LIMIT.max} creates an hour per user.`,
        body: NewWatchedAreaBody,
        response: {
          201: SuccessResponse(WatchedAreaSchema),
          400: ErrorResponse,
          401: ErrorResponse,
          409: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const area = await createWatchedArea(deps, request.user!.id, request.body);
      return reply.code(201).send(ok(area));
    },
  );

  app.patch(
    pathUnderApi(ROUTES.updateWatchedArea),
    {
      onRequest: app.authenticate,
      preValidation: rejectUnknownFields(UpdateWatchedAreaBody),
      config: perMinute,
      schema: {
        tags,
        summary: 'Rename, pause or resume an own watched area, or turn its emails on or off',
        description: `Only the fields sent change. ${NOT_YOURS}`,
        params: WatchedAreaParams,
        body: UpdateWatchedAreaBody,
        response: { 200: SuccessResponse(WatchedAreaSchema), ...failures },
      },
    },
    async (request) =>
      ok(await updateWatchedArea(deps, request.user!.id, request.params.id, request.body)),
  );

  app.delete(
    pathUnderApi(ROUTES.deleteWatchedArea),
    {
      onRequest: app.authenticate,
      config: perMinute,
      schema: {
        tags,
        summary: 'Stop watching an area: delete it (signed in)',
        description: `Its feed link stops working. ${NOT_YOURS}`,
        params: WatchedAreaParams,
        response: { 200: SuccessResponse(Type.Null()), ...failures },
      },
    },
    async (request) => {
      await deleteWatchedArea(deps, request.user!.id, request.params.id);
      return ok(null);
    },
  );
};
