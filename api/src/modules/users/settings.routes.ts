import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pathUnderApi, ROUTES, SettingsSchema, UpdateSettingsBody } from 'shared/contract';
import { rejectUnknownFields } from '../../http/strict-body';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { AUTH_RATE_LIMITS, authRateLimit } from '../auth/auth.rate-limits';
import { getSettings, updateCurrentSettings } from './settings.service';

const failures = { 401: ErrorResponse, ...commonErrorResponses };
const tags = ['users'];

/** The signed-in user's /settings, kept with the account so every device reads the same. */
export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    pathUnderApi(ROUTES.currentUserSettings),
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in user's settings",
        response: { 200: SuccessResponse(SettingsSchema), ...failures },
      },
    },
    async (request) => ok(await getSettings(app.db, request.user!.id)),
  );

  app.put(
    pathUnderApi(ROUTES.updateCurrentUserSettings),
    {
      preValidation: [
        // Counted per route, with the same numbers as PUT /users/me.
        authRateLimit(app, AUTH_RATE_LIMITS.updateProfile),
        rejectUnknownFields(UpdateSettingsBody),
      ],
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Change some settings (those left out stay as they are)',
        body: UpdateSettingsBody,
        response: { 200: SuccessResponse(SettingsSchema), 400: ErrorResponse, ...failures },
      },
    },
    async (request) => ok(await updateCurrentSettings(app.db, request.user!.id, request.body)),
  );
};
