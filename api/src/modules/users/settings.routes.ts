import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import { AUTH_RATE_LIMITS, authRateLimit } from '../auth/auth.rate-limits';
import { getSettings, updateCurrentSettings } from './settings.service';

const tags = ['users'];

/** The signed-in user's /settings, kept with the account so every device reads the same. */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(
    app,
    'currentUserSettings',
    { tags, summary: "The signed-in user's settings" },
    async (request) => ok(await getSettings(app.db, request.user!.id)),
  );

  defineRoute(
    app,
    'updateCurrentUserSettings',
    {
      tags,
      summary: 'Change some settings (those left out stay as they are)',
      // Counted per route, with the same numbers as PUT /users/me.
      preValidation: authRateLimit(app, AUTH_RATE_LIMITS.updateProfile),
    },
    async (request) => ok(await updateCurrentSettings(app.db, request.user!.id, request.body)),
  );
};
