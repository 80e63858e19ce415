import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/kysely';
import type { NewPhotoRow, PhotoRow } from '../../db/types';
import { findTimesSince } from '../../db/quota-times';

type Executor = Db;

export async function insertPhoto(db: Executor, row: NewPhotoRow): Promise<void> {
  await db.insertInto('photos').values(row).execute();
}

export async function findPhotoByName(db: Executor, name: string): Promise<PhotoRow | undefined> {
  return db.selectFrom('photos').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function deletePhotoById(db: Executor, id: string): Promise<number> {
  const result = await db
    .deleteFrom('photos')
    .where('id', '=', id)
    // Never a photo a comment took meanwhile.
    .where('marker_comment_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Gives these of the user's own, still unattached photos to a comment. Returns how many it
 * took: fewer than asked means some name is not the user's, already used, or gone.
 */
export async function attachPhotos(
  db: Executor,
  { names, userId, markerCommentId }: { names: string[]; userId: string; markerCommentId: string },
): Promise<number> {
  if (names.length === 0) return 0;
  const result = await db
    .updateTable('photos')
    .set({ marker_comment_id: markerCommentId })
    .where('name', 'in', names)
    .where('user_id', '=', userId)
    .where('marker_comment_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Removes (and returns) unattached photos uploaded before the cutoff, at most `limit`. */
export async function deleteUnattachedPhotosBefore(
  db: Executor,
  { cutoff, limit }: { cutoff: string; limit: number },
): Promise<Array<Pick<PhotoRow, 'name' | 'thumbnail_name'>>> {
  const ids = db
    .selectFrom('photos')
    .select('id')
    .where('marker_comment_id', 'is', null)
    .where('created_at', '<', cutoff)
    .orderBy('created_at')
    .limit(limit);
  return (
    db
      .deleteFrom('photos')
      .where('id', 'in', ids)
      // Checked again by the delete itself: a comment may have taken one in between.
      .where('marker_comment_id', 'is', null)
      .returning(['name', 'thumbnail_name'])
      .execute()
  );
}

export async function findPhotosByNames(db: Executor, names: string[]): Promise<PhotoRow[]> {
  if (names.length === 0) return [];
  return db.selectFrom('photos').selectAll().where('name', 'in', names).execute();
}

/** Which of these stored file names a photo row names (as its display file or thumbnail). */
export async function findKnownFileNames(db: Executor, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('photos')
    .select(['name', 'thumbnail_name'])
    .where((eb) => eb.or([eb('name', 'in', names), eb('thumbnail_name', 'in', names)]))
    .execute();
  return new Set(rows.flatMap((row) => [row.name, row.thumbnail_name]));
}

/** Whether a photo row names this file (both columns are unique, so this is an index look-up). */
export async function isKnownFileName(db: Executor, name: string): Promise<boolean> {
  const row = await db
    .selectFrom('photos')
    .select('id')
    .where((eb) => eb.or([eb('name', '=', name), eb('thumbnail_name', '=', name)]))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The created_at of the user's newest uploads since `since` (deleted photos still count),
 * newest first, at most `limit`: their count is the quota used, the last one says when a slot
 * frees.
 */
export function findPhotoUploadTimesSince(
  db: Executor,
  window: { userId: string; since: string; limit: number },
): Promise<Array<Date | string>> {
  return findTimesSince(db, 'photo_uploads', window);
}

/**
 * Logs one upload, and removes everyone's uploads from before `forgetBefore`, which no quota
 * reads any more: the log holds about a day of uploads, and each prune reads only what it
 * removes (photo_uploads_created_at_idx).
 */
export async function insertPhotoUpload(
  db: Executor,
  { userId, createdAt, forgetBefore }: { userId: string; createdAt: string; forgetBefore: string },
): Promise<void> {
  await db.deleteFrom('photo_uploads').where('created_at', '<', forgetBefore).execute();
  await db
    .insertInto('photo_uploads')
    .values({ id: randomUUID(), user_id: userId, created_at: createdAt })
    .execute();
}
