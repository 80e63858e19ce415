import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import { AUTH_RATE_LIMITS, authRateLimit } from '../auth/auth.rate-limits';
import { PasswordChange } from '../auth/password-change.service';
import { sessionServiceOf } from '../auth/session.service';
import { SignInGuard } from '../auth/sign-in-guard';

/** POST /users/me/password: the signed-in user changes their password (/profile). */
export const passwordRoutes: FastifyPluginAsync = async (app) => {
  const passwords = new PasswordChange({
    db: app.db,
    sessions: sessionServiceOf(app),
    signInGuard: new SignInGuard(
      { redis: app.redis, keyPrefix: app.config.redis?.keyPrefix ?? '' },
      app.log,
    ),
  });

  defineRoute(
    app,
    'changePassword',
    {
      tags: ['users'],
      summary:
        'Change the password with the current one; ends every other session and answers a new session for this one',
      preValidation: authRateLimit(app, AUTH_RATE_LIMITS.changePassword),
    },
    async (request) =>
      ok(await passwords.change(request.user!.id, request.body, { ip: normalizeIP(request.ip) })),
  );
};
