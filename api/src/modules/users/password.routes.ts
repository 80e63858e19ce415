import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthResultSchema, ChangePasswordBody, pathUnderApi, ROUTES } from 'shared/contract';
import { rejectUnknownFields } from '../../http/strict-body';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { AUTH_RATE_LIMITS, authRateLimit } from '../auth/auth.rate-limits';
import { PasswordChange } from '../auth/password-change.service';
import { sessionServiceOf } from '../auth/session.service';
import { SignInGuard } from '../auth/sign-in-guard';

/** POST /users/me/password: the signed-in user changes their password (/profile). */
export const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const passwords = new PasswordChange({
    db: app.db,
    sessions: sessionServiceOf(app),
    signInGuard: new SignInGuard(
      { redis: app.redis, keyPrefix: app.config.redis?.keyPrefix ?? '' },
      app.log,
    ),
  });

  app.post(
    pathUnderApi(ROUTES.changePassword),
    {
      preValidation: [
        authRateLimit(app, AUTH_RATE_LIMITS.changePassword),
        rejectUnknownFields(ChangePasswordBody),
      ],
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary:
          'Change the password with the current one; ends every other session and answers a new session for this one',
        body: ChangePasswordBody,
        response: {
          200: SuccessResponse(AuthResultSchema),
          400: ErrorResponse,
          401: ErrorResponse,
          ...commonErrorResponses,
        },
      },
    },
    async (request) =>
      ok(await passwords.change(request.user!.id, request.body, { ip: normalizeIP(request.ip) })),
  );
};
