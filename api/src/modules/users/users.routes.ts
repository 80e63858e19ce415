import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import { AUTH_RATE_LIMITS, authRateLimit } from '../auth/auth.rate-limits';
import { getCurrentUser, updateCurrentUser } from './users.service';

const tags = ['users'];

/** The signed-in user's own account (GET/PUT /users/me). */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, 'currentUser', { tags, summary: 'The signed-in user' }, async (request) =>
    ok(await getCurrentUser(app.db, request.user!.id)),
  );

  defineRoute(
    app,
    'updateCurrentUser',
    {
      tags,
      summary:
        'Change first name, last name, username, budget range or room type (the email cannot be changed)',
      preValidation: authRateLimit(app, AUTH_RATE_LIMITS.updateProfile),
    },
    async (request) => ok(await updateCurrentUser(app.db, request.user!.id, request.body)),
  );
};
