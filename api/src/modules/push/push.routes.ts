import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  pathUnderApi,
  PushPublicKeySchema,
  PushSubscriptionBody,
  PushSubscriptionResultSchema,
  RemovePushSubscriptionBody,
  ReplacePushSubscriptionBody,
  ROUTES,
} from 'shared/contract';
import { rejectUnknownFields } from '../../http/strict-body';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { AUTH_RATE_LIMITS, authRateLimit } from '../auth/auth.rate-limits';
import {
  addPushSubscription,
  removePushSubscription,
  replacePushSubscription,
} from './push.service';

const tags = ['users'];
const signedIn = { 400: ErrorResponse, 401: ErrorResponse, ...commonErrorResponses };

/**
 * The key may change only when ops set another pair (every subscription then ends), so an
 * hour's cache is safe and spares a request on every visit to /settings.
 */
const PUBLIC_KEY_CACHE = 'public, max-age=3600';

/**
 * Web Push: the VAPID public key, the signed-in user's browser subscriptions, and the service
 * worker's report that the browser's subscription changed.
 */
export const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    pathUnderApi(ROUTES.pushPublicKey),
    {
      schema: {
        tags: ['system'],
        summary: 'The VAPID public key browsers subscribe to Web Push alerts with',
        response: { 200: SuccessResponse(PushPublicKeySchema), ...commonErrorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_KEY_CACHE);
      return ok({ publicKey: app.push.publicKey });
    },
  );

  app.post(
    pathUnderApi(ROUTES.addPushSubscription),
    {
      preValidation: authRateLimit(app, AUTH_RATE_LIMITS.updateProfile),
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Turn alerts on in this browser (its PushSubscription's JSON)",
        body: PushSubscriptionBody,
        response: { 201: SuccessResponse(PushSubscriptionResultSchema), ...signedIn },
      },
    },
    async (request, reply) => {
      const result = await addPushSubscription(
        app.db,
        request.user!.id,
        request.body,
        app.config.pushServiceHosts,
      );
      return reply.code(201).send(ok(result));
    },
  );

  app.delete(
    pathUnderApi(ROUTES.removePushSubscription),
    {
      preValidation: [
        authRateLimit(app, AUTH_RATE_LIMITS.updateProfile),
        rejectUnknownFields(RemovePushSubscriptionBody),
      ],
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Turn alerts off in this browser',
        body: RemovePushSubscriptionBody,
        response: {
          200: SuccessResponse(PushSubscriptionResultSchema),
          404: ErrorResponse,
          ...signedIn,
        },
      },
    },
    async (request) =>
      ok(await removePushSubscription(app.db, request.user!.id, request.body.endpoint)),
  );

  app.post(
    pathUnderApi(ROUTES.replacePushSubscription),
    {
      // By client address: there is no user, and each try costs a database read.
      preValidation: [
        authRateLimit(app, AUTH_RATE_LIMITS.updateProfile),
        rejectUnknownFields(ReplacePushSubscriptionBody),
      ],
      schema: {
        tags,
        summary:
          "The browser changed this browser's subscription: move its alerts to the new one " +
          "(no token: the old subscription's auth secret proves it)",
        body: ReplacePushSubscriptionBody,
        response: {
          200: SuccessResponse(PushSubscriptionResultSchema),
          400: ErrorResponse,
          404: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) =>
      ok(await replacePushSubscription(app.db, request.body, app.config.pushServiceHosts)),
  );
};
