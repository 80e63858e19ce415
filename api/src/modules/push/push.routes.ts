import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import { AUTH_RATE_LIMITS, authRateLimit } from '../auth/auth.rate-limits';
import {
  addPushSubscription,
  removePushSubscription,
  replacePushSubscription,
} from './push.service';

const tags = ['users'];

/**
 * The key may change only when ops set another pair (every subscription then ends), so an
 * hour's cache is safe and spares a request on every visit to /settings.
 */
const PUBLIC_KEY_CACHE = 'public, max-age=3600';

/**
 * Web Push: the VAPID public key, the signed-in user's browser subscriptions, and the service
 * worker's report that the browser's subscription changed.
 */
export const pushRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(
    app,
    'pushPublicKey',
    {
      tags: ['system'],
      summary: 'The VAPID public key browsers subscribe to Web Push alerts with',
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_KEY_CACHE);
      return ok({ publicKey: app.push.publicKey });
    },
  );

  defineRoute(
    app,
    'addPushSubscription',
    {
      tags,
      summary: "Turn alerts on in this browser (its PushSubscription's JSON)",
      preValidation: authRateLimit(app, AUTH_RATE_LIMITS.updateProfile),
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

  defineRoute(
    app,
    'removePushSubscription',
    {
      tags,
      summary: 'Turn alerts off in this browser',
      preValidation: authRateLimit(app, AUTH_RATE_LIMITS.updateProfile),
    },
    async (request) =>
      ok(await removePushSubscription(app.db, request.user!.id, request.body.endpoint)),
  );

  defineRoute(
    app,
    'replacePushSubscription',
    {
      tags,
      summary:
        "The browser changed this browser's subscription: move its alerts to the new one " +
        "(no token: the old subscription's auth secret proves it)",
      // By client address: there is no user, and each try costs a database read.
      preValidation: authRateLimit(app, AUTH_RATE_LIMITS.updateProfile),
    },
    async (request) =>
      ok(await replacePushSubscription(app.db, request.body, app.config.pushServiceHosts)),
  );
};
