import type { FastifyPluginAsync } from 'fastify';
import { MOVE_IN_KIT } from 'shared/contract';
import { defineRoute } from '../../http/route';
import { binary, mediaResponse } from '../../http/schemas';
import { ipRateLimit, userRateLimit } from '../users/account-data.rate-limits';
import { moveInKitFileName } from './move-in-kit';
import { collectMoveInKit, moveInKitArchive } from './move-in-kit.service';

const HOUR = 60 * 60_000;

/**
 * A kit reads every photo of its comment and lays out a PDF: far heavier than a read of the
 * comment. A tenant downloads one a few times (one per comment, again after an answer to
 * "Was it fixed?"), so an account gets 30 an hour; an address 60, for a shared household.
 */
export const MOVE_IN_KIT_RATE_LIMITS = {
  ip: { max: 60, timeWindow: HOUR },
  user: { max: 30, timeWindow: HOUR },
} as const;

/** GET …/{id}/move-in-kit: a comment's record as a ZIP for its author's condition report. */
export const moveInKitRoutes: FastifyPluginAsync = async (app) => {
  const limits = MOVE_IN_KIT_RATE_LIMITS;
  defineRoute(
    app,
    'downloadMoveInKit',
    {
      tags: ['markers'],
      summary: "The author's move-in kit for their comment: a ZIP with a PDF and the photos",
      description:
        `${MOVE_IN_KIT.reportFile} (the checklist with each item's source, the days the ` +
        'agent or landlord was told and fixed, the winter measurements, the rent and its ' +
        'increases, the photos with their upload days; A4), the photos as stored under ' +
        `${MOVE_IN_KIT.photosFolder} named <n>-<upload day>, ${MOVE_IN_KIT.recordFile} (the ` +
        'comment as the account export lists it, exact address and unit included) and ' +
        `${MOVE_IN_KIT.readmeFile}. Any comment of the author's, published or not yet. ` +
        '403 FORBIDDEN for a comment of someone else. ' +
        `${limits.user.max} per hour per account, ${limits.ip.max} per address.`,
      // The answer is a file, not the JSON envelope.
      responses: {
        200: mediaResponse(
          'The ZIP, as an attachment',
          { 'application/zip': binary<Buffer>('ZIP') },
          {
            'content-disposition': {
              type: 'string',
              description: `attachment; filename="${MOVE_IN_KIT.fileNamePrefix}-<date>.zip"`,
              required: true,
            },
          },
        ),
      },
      preValidation: ipRateLimit(app, limits),
      preHandler: userRateLimit(app, limits.user),
    },
    async (request, reply) => {
      const deps = { db: app.db, storage: app.storage, log: request.log };
      const kit = await collectMoveInKit(deps, request.user!.id, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${moveInKitFileName(kit.madeAt)}"`)
        .header('cache-control', 'no-store')
        .send(await moveInKitArchive(kit));
    },
  );
};
