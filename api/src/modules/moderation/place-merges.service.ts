import type {
  ModerationLogAction,
  PlaceMerge,
  PlaceMergePayload,
  PlaceSplitPayload,
  UnplacedCommentsPage,
  UnplacedCommentsParams,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import { nowTimestamp } from '../../db/timestamps';
import type { PlaceMergeRow } from '../../db/types';
import {
  mergeBuildings,
  mergeUnits,
  splitMerge,
  toPlaceMerge,
  type MergeAct,
} from '../buildings/place-merges';
import { presentComments, type Reader } from '../markers/comment-view';
import { findUnplacedComments, insertLogEntry } from './moderation.repository';
import { actorOf, afterTime, timeCursor } from './moderation.service';

// A moderator's merges and splits of buildings and units (buildings/place-merges.ts does
// them), each with its audit log line in the same transaction; and the comments in no building.

async function withLogLine(
  db: Db,
  moderator: Reader,
  action: ModerationLogAction,
  reason: string,
  act: (trx: Db, merge: MergeAct) => Promise<PlaceMergeRow>,
): Promise<PlaceMerge> {
  const at = nowTimestamp();
  const why = reason.trim();
  const row = await db.transaction().execute(async (trx) => {
    const actor = await actorOf(trx, moderator.id);
    const merge = await act(trx, { reason: why, actorName: actor.name, at });
    await insertLogEntry(trx, { action, at, actor, reason: why, mergeId: merge.id });
    return merge;
  });
  return toPlaceMerge(row);
}

export function mergeBuilding(
  db: Db,
  moderator: Reader,
  id: string,
  { into, reason }: PlaceMergePayload,
): Promise<PlaceMerge> {
  return withLogLine(db, moderator, 'merge-buildings', reason, (trx, act) =>
    mergeBuildings(trx, id, into, act),
  );
}

export function mergeUnit(
  db: Db,
  moderator: Reader,
  id: string,
  { into, reason }: PlaceMergePayload,
): Promise<PlaceMerge> {
  return withLogLine(db, moderator, 'merge-units', reason, (trx, act) =>
    mergeUnits(trx, id, into, act),
  );
}

export function splitPlaceMerge(
  db: Db,
  moderator: Reader,
  id: string,
  { reason }: PlaceSplitPayload,
): Promise<PlaceMerge> {
  return withLogLine(db, moderator, 'split-merge', reason, (trx, act) => splitMerge(trx, id, act));
}

/** A page of the comments in no building, newest first, whatever their status. */
export async function getUnplacedComments(
  db: Db,
  moderator: Reader,
  { size, cursor }: UnplacedCommentsParams,
): Promise<UnplacedCommentsPage> {
  const rows = await findUnplacedComments(db, {
    limit: size + 1,
    after: afterTime(cursor, 'newest'),
  });
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    content: await presentComments(db, page, moderator.id),
    nextCursor: rows.length > size && last ? timeCursor('newest', last.created_at, last.id) : null,
  };
}
