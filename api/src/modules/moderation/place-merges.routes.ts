import type { FastifyPluginAsync } from 'fastify';
import { MERGE_MAX_METRES } from 'shared/contract';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import { listMergesOfBuilding } from '../buildings/place-merges';
import { withPhotoAccess } from '../photos/photo-access';
import {
  getUnplacedComments,
  mergeBuilding,
  mergeUnit,
  splitPlaceMerge,
} from './place-merges.service';

const tags = ['moderation'];

/**
 * The moderators' routes for places: merge two buildings or two units that are the same,
 * split a wrong merge, a building's merge history, the comments in no building. Each checks
 * the moderator at `onRequest` (their access), before the body is read.
 */
export const placeMergesRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(
    app,
    'mergeBuilding',
    {
      tags,
      summary: 'Merge a building into another that is the same (moderators)',
      description:
        'Its comments and units join the other building (a unit whose key it has already is ' +
        'merged into that one); it stays, marked merged, so its page and links answer as the ' +
        `other one. 400 BUILDING_TOO_FAR beyond ${MERGE_MAX_METRES} m, UNKNOWN_BUILDING for ` +
        'an unknown or merged `into`; 409 when it is merged already. One audit log line.',
    },
    async (request) =>
      ok(await mergeBuilding(app.db, request.user!, request.params.id, request.body)),
  );

  defineRoute(
    app,
    'mergeUnit',
    {
      tags,
      summary: 'Merge a unit into another unit of the same building (moderators)',
      description:
        'Its comments join the other unit. 400 NOT_SAME_BUILDING for a unit of another ' +
        'building, UNKNOWN_UNIT for an unknown or merged `into`; 409 when merged already.',
    },
    async (request) => ok(await mergeUnit(app.db, request.user!, request.params.id, request.body)),
  );

  defineRoute(
    app,
    'splitPlaceMerge',
    {
      tags,
      summary: 'Split a wrong merge (moderators)',
      description:
        'The building or unit that joined stands on its own again, with the units and ' +
        'comments the merge moved (a comment its author moved since stays). 409 once split, ' +
        'or while what it joined is merged into something else.',
    },
    async (request) =>
      ok(await splitPlaceMerge(app.db, request.user!, request.params.id, request.body)),
  );

  defineRoute(
    app,
    'buildingMerges',
    {
      tags,
      summary: "A building's merges and splits (moderators)",
      description: 'Merges into it, out of it, and of its units, newest first.',
    },
    async (request) => ok({ content: await listMergesOfBuilding(app.db, request.params.id) }),
  );

  defineRoute(
    app,
    'unplacedComments',
    {
      tags,
      summary: 'The comments in no building (moderators)',
      description:
        'Comments whose address names no house number, whatever their status, newest first: ' +
        'what the placement could not put in a building.',
    },
    async (request) => {
      const page = await getUnplacedComments(app.db, request.user!, request.query);
      return ok({
        ...page,
        content: page.content.map((comment) => withPhotoAccess(comment, app.photoUrlKey)),
      });
    },
  );
};
