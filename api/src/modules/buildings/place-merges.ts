import { randomUUID } from 'node:crypto';
import { MERGE_MAX_METRES, type PlaceMerge } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { toIsoTimestamp } from '../../db/timestamps';
import type { PlaceMergeRow } from '../../db/types';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { metresBetween } from '../geo/distance';
import { findBuilding, findUnit } from './buildings.repository';
import {
  findCommentPlaces,
  findMergesOfBuilding,
  findPlaceMergeForUpdate,
  findUnitsOfBuilding,
  insertPlaceMerge,
  markSplit,
  moveComment,
  moveUnits,
  setBuildingMergedInto,
  setUnitMergedInto,
  type CommentPlaceRow,
} from './place-merges.repository';

// Moderators merge two buildings, or two units of one building, that are the same, and split a
// wrong merge. A merge moves the comments (and, for buildings, the units) and records where
// each was, so that a split puts back exactly that; the merged building or unit stays, marked
// merged_into, so its links keep answering (findCurrentBuilding). Each runs in the caller's
// transaction, with its audit log line (moderation).

/** What a merge moved: each comment's place before it, and the units it gave or merged. */
interface Moved {
  comments: CommentPlaceRow[];
  /** Units of the building that joined, given to the other one (no unit there had their key). */
  units: string[];
  /** Units of the building that joined merged into the other's unit of the same key. */
  mergedUnits: Array<[from: string, into: string]>;
}

/** Who merges, why and when. */
export interface MergeAct {
  reason: string;
  actorName: string;
  at: string;
}

export function toPlaceMerge(row: PlaceMergeRow): PlaceMerge {
  return {
    id: row.id,
    kind: row.kind,
    fromId: row.from_id,
    intoId: row.into_id,
    commentCount: row.comment_count,
    reason: row.reason,
    by: row.actor_name,
    at: toIsoTimestamp(row.created_at),
    splitAt: row.split_at === null ? null : toIsoTimestamp(row.split_at),
  };
}

/**
 * Merges building `fromId` into `intoId` (within MERGE_MAX_METRES): its comments and units
 * join the other; a unit whose key the other building has already is merged into that one.
 */
export async function mergeBuildings(
  db: Db,
  fromId: string,
  intoId: string,
  act: MergeAct,
): Promise<PlaceMergeRow> {
  const from = await findBuilding(db, fromId);
  if (!from) throw new NotFoundError('This building does not exist.');
  const into = await findBuilding(db, intoId);
  if (!into || into.merged_into !== null) {
    throw new BadRequestError(
      'The building to merge into does not exist, or was merged into another: choose that one.',
      'UNKNOWN_BUILDING',
    );
  }
  if (from.id === into.id) throw new BadRequestError('A building cannot be merged into itself.');
  if (from.merged_into !== null) {
    throw new ConflictError('This building was merged into another already.');
  }
  const metres = Math.round(metresBetween(from, into));
  if (metres > MERGE_MAX_METRES) {
    throw new BadRequestError(
      `The two buildings are ${metres} m apart, more than ${MERGE_MAX_METRES} m: they are not ` +
        'one building.',
      'BUILDING_TOO_FAR',
    );
  }
  const comments = await findCommentPlaces(db, { buildingId: from.id });
  const keysThere = new Map(
    (await findUnitsOfBuilding(db, into.id)).map((unit) => [unit.unit_key, unit.id]),
  );
  const moved: Moved = { comments, units: [], mergedUnits: [] };
  for (const unit of await findUnitsOfBuilding(db, from.id)) {
    const same = keysThere.get(unit.unit_key);
    if (same === undefined) moved.units.push(unit.id);
    else if (unit.merged_into === null) moved.mergedUnits.push([unit.id, same]);
  }
  for (const [unit, same] of moved.mergedUnits) await setUnitMergedInto(db, unit, same);
  await moveUnits(db, moved.units, into.id);
  const unitNow = new Map(moved.mergedUnits);
  const mapped = (unit: string | null) => (unit === null ? null : (unitNow.get(unit) ?? unit));
  for (const comment of comments) {
    await moveComment(db, {
      id: comment.id,
      building_id: into.id,
      unit_id: mapped(comment.unit_id),
      withheld_unit_id: mapped(comment.withheld_unit_id),
    });
  }
  await setBuildingMergedInto(db, from.id, into.id);
  return recordMerge(db, { kind: 'buildings', fromId, intoId, buildingId: into.id, moved }, act);
}

/** Merges unit `fromId` into `intoId`, a unit of the same building: its comments join it. */
export async function mergeUnits(
  db: Db,
  fromId: string,
  intoId: string,
  act: MergeAct,
): Promise<PlaceMergeRow> {
  const from = await findUnit(db, fromId);
  if (!from) throw new NotFoundError('This unit does not exist.');
  const into = await findUnit(db, intoId);
  if (!into || into.merged_into !== null) {
    throw new BadRequestError(
      'The unit to merge into does not exist, or was merged into another: choose that one.',
      'UNKNOWN_UNIT',
    );
  }
  if (from.id === into.id) throw new BadRequestError('A unit cannot be merged into itself.');
  if (from.building_id !== into.building_id) {
    throw new BadRequestError(
      'The two units are in different buildings: merge the buildings first.',
      'NOT_SAME_BUILDING',
    );
  }
  if (from.merged_into !== null)
    throw new ConflictError('This unit was merged into another already.');
  const comments = await findCommentPlaces(db, { unitId: from.id });
  const mapped = (unit: string | null) => (unit === from.id ? into.id : unit);
  for (const comment of comments) {
    await moveComment(db, {
      ...comment,
      unit_id: mapped(comment.unit_id),
      withheld_unit_id: mapped(comment.withheld_unit_id),
    });
  }
  await setUnitMergedInto(db, from.id, into.id);
  const moved: Moved = { comments, units: [], mergedUnits: [] };
  return recordMerge(
    db,
    { kind: 'units', fromId, intoId, buildingId: into.building_id, moved },
    act,
  );
}

function recordMerge(
  db: Db,
  merge: Pick<PlaceMergeRow, 'kind'> & {
    fromId: string;
    intoId: string;
    buildingId: string;
    moved: Moved;
  },
  act: MergeAct,
): Promise<PlaceMergeRow> {
  return insertPlaceMerge(db, {
    id: randomUUID(),
    kind: merge.kind,
    from_id: merge.fromId,
    into_id: merge.intoId,
    building_id: merge.buildingId,
    moved: JSON.stringify(merge.moved),
    comment_count: merge.moved.comments.length,
    reason: act.reason,
    actor_name: act.actorName,
    created_at: act.at,
  });
}

/**
 * Splits a merge: the building or unit that joined is one in its own right again, with the
 * units and comments the merge moved (a comment its author moved since, or deleted, stays as
 * it is). 409 once split, or while what it joined is merged into something else (split that
 * first).
 */
export async function splitMerge(db: Db, id: string, act: MergeAct): Promise<PlaceMergeRow> {
  const merge = await findPlaceMergeForUpdate(db, id);
  if (!merge) throw new NotFoundError('This merge does not exist.');
  if (merge.split_at !== null) throw new ConflictError('This merge was split already.');
  const joined =
    merge.kind === 'buildings'
      ? await findBuilding(db, merge.into_id)
      : await findUnit(db, merge.into_id);
  if (joined?.merged_into) {
    throw new ConflictError(
      `The ${merge.kind === 'buildings' ? 'building' : 'unit'} it joined was merged into ` +
        'another since: split that merge first.',
    );
  }
  const moved = JSON.parse(merge.moved) as Moved;
  if (merge.kind === 'buildings') {
    await setBuildingMergedInto(db, merge.from_id, null);
    await moveUnits(db, moved.units, merge.from_id);
    for (const [unit] of moved.mergedUnits) await setUnitMergedInto(db, unit, null);
  } else {
    await setUnitMergedInto(db, merge.from_id, null);
  }
  const now = new Map(
    (
      await findCommentPlaces(
        db,
        merge.kind === 'buildings' ? { buildingId: merge.into_id } : { unitId: merge.into_id },
      )
    ).map((place) => [place.id, place]),
  );
  for (const before of moved.comments) {
    const current = now.get(before.id);
    if (current && stillWhereMerged(current, merge)) await moveComment(db, before);
  }
  return markSplit(db, merge.id, act.at);
}

/** Whether a comment is still where the merge put it (its author may have moved it since). */
function stillWhereMerged(place: CommentPlaceRow, merge: PlaceMergeRow): boolean {
  if (merge.kind === 'buildings') return place.building_id === merge.into_id;
  return place.unit_id === merge.into_id || place.withheld_unit_id === merge.into_id;
}

/** The merges into or out of a building and its units, newest first; 404 for no building. */
export async function listMergesOfBuilding(db: Db, buildingId: string): Promise<PlaceMerge[]> {
  if (!(await findBuilding(db, buildingId)))
    throw new NotFoundError('This building does not exist.');
  return (await findMergesOfBuilding(db, buildingId)).map(toPlaceMerge);
}
