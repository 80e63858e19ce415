import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { rejectUnknownFields } from '../../http/strict-body';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { AUTH_RATE_LIMITS, authRateLimit } from '../auth/auth.rate-limits';
import { UserSchema } from '../auth/auth.schemas';
import { getCurrentUser, updateCurrentUser } from './users.service';

const Nullable = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

const UpdateUserBody = Type.Object(
  {
    firstName: Nullable(200),
    lastName: Nullable(200),
    username: Nullable(100),
  },
  {
    // The email is read-only: sending it (or any unlisted field) is a 400, never ignored.
    additionalProperties: false,
    description: 'Fields left out stay as they are; an empty string or null clears one.',
  },
);

const failures = { 401: ErrorResponse, ...commonErrorResponses };
const tags = ['users'];

/** The signed-in user's own account (SPEC.md §7 GET/PUT /users/me). */
export const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/me',
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
    '/users/me',
    {
      preValidation: [
        authRateLimit(app, AUTH_RATE_LIMITS.updateProfile),
        rejectUnknownFields(UpdateUserBody),
      ],
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Change first name, last name or username (the email cannot be changed)',
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
