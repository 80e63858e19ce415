import type { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/route';
import { binary, mediaResponse } from '../../http/schemas';
import { ACCOUNT_DATA_RATE_LIMITS, ipRateLimit, userRateLimit } from './account-data.rate-limits';
import { collectAccountData, exportArchive, exportFileName } from './export.service';

/** GET /users/me/export: a copy of everything the product holds about the user (APP 12). */
export const exportRoutes: FastifyPluginAsync = async (app) => {
  const limits = ACCOUNT_DATA_RATE_LIMITS.export;
  defineRoute(
    app,
    'exportCurrentUser',
    {
      tags: ['users'],
      summary: 'Download your data: a ZIP of rentmap-export.json, your photos and a README',
      description:
        'Account, profile preferences, settings, comments, likes, photos (the files under ' +
        'photos/) and sign-ins; README.txt says what each part holds. Streamed; ' +
        `${limits.user.max} per hour per account.`,
      // The answer is a file, not the JSON envelope.
      responses: {
        200: mediaResponse(
          'The ZIP, as an attachment',
          { 'application/zip': binary<Readable>('ZIP') },
          {
            'content-disposition': {
              type: 'string',
              description: 'attachment; filename="rentmap-export-<date>.zip"',
              required: true,
            },
          },
        ),
      },
      preValidation: ipRateLimit(app, limits),
      preHandler: userRateLimit(app, limits.user),
    },
    async (request, reply) => {
      const now = new Date();
      const data = await collectAccountData(app.db, request.user!.id, now);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
        .header('cache-control', 'no-store')
        .send(exportArchive({ db: app.db, storage: app.storage, log: request.log }, data));
    },
  );
};
