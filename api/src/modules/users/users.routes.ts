import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pathUnderApi, ROUTES, UpdateUserBody, UserSchema } from 'shared/contract';
import { rejectUnknownFields } from '../../http/strict-body';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { AUTH_RATE_LIMITS, authRateLimit } from '../auth/auth.rate-limits';
import { getCurrentUser, updateCurrentUser } from './users.service';

const failures = { 401: ErrorResponse, ...commonErrorResponses };
const tags = ['users'];

/** The signed-in user's own account (SPEC.md §7 GET/PUT /users/me). */
export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    pathUnderApi(ROUTES.currentUser),
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The signed-in user',
        response: { 200: SuccessResponse(UserSchema), ...failures },
      },
    },
    async (request) => ok(await getCurrentUser(app.db, request.user!.id)),
  );

  app.put(
    pathUnderApi(ROUTES.updateCurrentUser),
    {
      preValidation: [
        authRateLimit(app, AUTH_RATE_LIMITS.updateProfile),
        rejectUnknownFields(UpdateUserBody),
      ],
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Change first name, last name, username, budget range or room type (the email cannot be changed)',
        body: UpdateUserBody,
        response: {
          200: SuccessResponse(UserSchema),
          400: ErrorResponse,
          409: ErrorResponse,
          ...failures,
        },
      },
    },
    async (request) => ok(await updateCurrentUser(app.db, request.user!.id, request.body)),
  );
};
