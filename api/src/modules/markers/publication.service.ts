import type { PublicationChangePayload, SavedMarkerComment } from 'shared/contract';
import type { Db } from '../../db/kysely';
import type { MarkerCommentRow } from '../../db/types';
import { ConflictError } from '../../errors';
import { findBuilding } from '../buildings/buildings.repository';
import { commentPublished } from './comment-hooks';
import { presentComment } from './comment-view';
import { ownComment } from './own-comment';
import {
  coarseColumns,
  NOT_SCHEDULED,
  releasedStatus,
  scheduleOf,
  type ExactColumns,
} from './publication';
import { updateComment } from './own-comments.repository';
import { deleteWithheldDetails, saveWithheldDetails } from './withheld-details.repository';

// The reads and writes that apply the publishing rules (publication.ts): the public columns
// of a coarse comment, its author's exact version, and the scheduled comments' release.

/**
 * The public columns of a comment with these exact ones: the coarse version (in its
 * building) or the exact columns themselves.
 */
export async function publicColumnsOf(
  db: Db,
  exact: ExactColumns,
  { coarse, buildingId }: { coarse: boolean; buildingId: string | null },
) {
  if (!coarse) return { ...exact, coarse: 0 as const };
  const building = buildingId === null ? undefined : await findBuilding(db, buildingId);
  return { ...coarseColumns(exact, building), coarse: 1 as const };
}

/**
 * Keeps what a coarse comment's public version withholds (its exact columns), or drops it
 * once the comment is exact again. In the transaction that writes the comment's row.
 */
export async function keepWithheldDetails(
  db: Db,
  commentId: string,
  exact: ExactColumns,
  coarse: boolean,
): Promise<void> {
  if (coarse) await saveWithheldDetails(db, { comment_id: commentId, ...exact });
  else await deleteWithheldDetails(db, commentId);
}

/** Publishes a comment whose time came, or whose author published it: alerts hear of it. */
async function publish(trx: Db, id: string): Promise<MarkerCommentRow | undefined> {
  const row = await trx
    .updateTable('marker_comments')
    .set({ status: 'published', ...NOT_SCHEDULED })
    .where('id', '=', id)
    .where('status', '=', 'scheduled')
    .returningAll()
    .executeTakeFirst();
  // Its first publication: a comment is scheduled only before it was ever public.
  if (row) await commentPublished.run(trx, id, 'created');
  return row;
}

/** How many due comments one round publishes at most (the next round takes the rest). */
const PUBLISH_BATCH = 200;

/**
 * Publishes the scheduled comments whose time has come, each in its own transaction (its
 * alerts queued with it). Safe with many API instances: a comment is published by the one
 * that changes its status. Returns how many this call published.
 */
export async function publishDueComments(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .selectFrom('marker_comments')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('publish_at', '<=', now.toISOString())
    .orderBy('publish_at')
    .limit(PUBLISH_BATCH)
    .execute();
  let published = 0;
  for (const { id } of due) {
    if (await db.transaction().execute((trx) => publish(trx, id))) published += 1;
  }
  return published;
}

/**
 * The author changes when their comment is published: now (also "I have moved out"), when
 * they move out, or after a random delay. Only before it is public: a published or hidden
 * comment is 409 ALREADY_PUBLISHED (deleting it withdraws it). A held comment keeps waiting
 * for its moderator, with the new schedule.
 */
export async function changePublication(
  db: Db,
  userId: string,
  id: string,
  payload: PublicationChangePayload,
  now = new Date(),
): Promise<SavedMarkerComment> {
  const schedule = scheduleOf(payload.publish, payload.moveOutDate, now);
  const row = await db.transaction().execute(async (trx) => {
    const current = await ownComment(trx, userId, id);
    if (current.status === 'published' || current.status === 'hidden') {
      throw new ConflictError(
        'This comment is public already. Delete it to take it down.',
        'ALREADY_PUBLISHED',
      );
    }
    if (current.status === 'scheduled' && releasedStatus(schedule, now) === 'published') {
      return (await publish(trx, id))!;
    }
    return updateComment(trx, id, schedule);
  });
  return presentComment(db, row, userId);
}
