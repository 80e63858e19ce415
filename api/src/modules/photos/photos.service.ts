import { randomBytes, randomUUID } from 'node:crypto';
import { limitFunction } from 'p-limit';
import { photoUrl, type UploadedPhoto } from 'shared/contract';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/kysely';
import { nowTimestamp } from '../../db/timestamps';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { ObjectStorage, StoredObject } from '../../plugins/storage/object-storage';
import { STORAGE_KEY_PATTERN } from '../../plugins/storage/object-storage';
import { assertPhotoQuota, recordPhotoUpload } from './photo-quota';
import { processPhoto } from './image-processing';
import { photoHashColumns } from './perceptual-hash';
import {
  deletePhotoById,
  deleteUnattachedPhotosBefore,
  findKnownFileNames,
  findPhotoByName,
  insertPhoto,
} from './photos.repository';
import { findFileVisibility } from './photo-access';

export interface PhotosDeps {
  db: Db;
  storage: ObjectStorage;
  config: Pick<AppConfig, 'photoBaseUrl' | 'uploadGraceSeconds' | 'uploadOrphanGraceSeconds'>;
  log?: { warn(object: object, message: string): void };
}

/**
 * Image work is CPU and memory heavy: at most this many photos are decoded at once; the
 * others wait their turn (a burst of uploads cannot take all memory).
 */
const MAX_CONCURRENT_IMAGE_JOBS = 2;
const processPhotoInTurn = limitFunction(processPhoto, { concurrency: MAX_CONCURRENT_IMAGE_JOBS });

export function isPhotoFileName(name: string): boolean {
  return STORAGE_KEY_PATTERN.test(name);
}

/**
 * Checks, cleans and stores one uploaded photo for this user. The files and the row are
 * written together: if the row cannot be written, the files are removed again.
 */
export async function storeUploadedPhoto(
  deps: PhotosDeps,
  userId: string,
  bytes: Buffer,
): Promise<UploadedPhoto> {
  await assertPhotoQuota(deps.db, userId);
  const processed = await processPhotoInTurn(bytes);
  // Counted once the file is accepted as a photo: a refused file costs no quota.
  await recordPhotoUpload(deps.db, userId);
  const base = randomBytes(16).toString('hex');
  const name = `${base}.jpg`;
  const thumbnailName = `${base}-thumb.jpg`;
  const id = randomUUID();

  try {
    await deps.storage.put(name, processed.display.data, processed.display.contentType);
    await deps.storage.put(
      thumbnailName,
      processed.thumbnail.data,
      processed.thumbnail.contentType,
    );
    await insertPhoto(deps.db, {
      id,
      name,
      thumbnail_name: thumbnailName,
      user_id: userId,
      content_type: processed.display.contentType,
      bytes: processed.display.data.length,
      width: processed.display.width,
      height: processed.display.height,
      ...photoHashColumns(processed.perceptualHash),
      created_at: nowTimestamp(),
    });
  } catch (error) {
    await removeFiles(deps, [name, thumbnailName]);
    throw error;
  }
  return {
    id,
    name,
    url: photoUrl(name, deps.config.photoBaseUrl),
    thumbnailUrl: photoUrl(thumbnailName, deps.config.photoBaseUrl),
  };
}

/**
 * Only the uploader may delete a photo, and only while no saved comment uses it: a saved
 * comment's photos are part of what everyone sees, so they go only with the comment.
 */
export async function deleteUploadedPhoto(
  deps: PhotosDeps,
  userId: string,
  fileName: string,
): Promise<void> {
  const photo = isPhotoFileName(fileName) ? await findPhotoByName(deps.db, fileName) : undefined;
  if (!photo) throw new NotFoundError('There is no photo with this name.');
  if (photo.user_id !== userId)
    throw new ForbiddenError('Only the person who uploaded a photo can delete it.');
  if (photo.marker_comment_id !== null || (await deletePhotoById(deps.db, photo.id)) === 0) {
    throw new ConflictError(
      'This photo belongs to a saved comment and cannot be deleted on its own.',
      'PHOTO_IN_USE',
    );
  }
  await removeFiles(deps, [photo.name, photo.thumbnail_name]);
}

const NO_SUCH_PHOTO = 'There is no photo with this name.';

/**
 * Whether this file may be served: a photo row names it (not what a killed upload left
 * behind, waiting for the sweep), and it is public or the request is signed for it
 * (photo-access.ts). 404 otherwise, the same answer for a photo that exists but is not
 * published: to others, a hidden comment's photos do not exist.
 */
export async function assertPhotoFileReadable(
  deps: Pick<PhotosDeps, 'db'>,
  name: string,
  { signed }: { signed: boolean },
): Promise<void> {
  const visibility = isPhotoFileName(name) ? await findFileVisibility(deps.db, name) : undefined;
  if (!visibility || !(visibility.public || signed)) throw new NotFoundError(NO_SUCH_PHOTO);
}

/** A stored photo or thumbnail by file name, when it may be served; else 404. */
export async function readPhotoFile(
  deps: PhotosDeps,
  name: string,
  access: { signed: boolean } = { signed: false },
): Promise<StoredObject> {
  await assertPhotoFileReadable(deps, name, access);
  const stored = await deps.storage.get(name);
  if (!stored) throw new NotFoundError(NO_SUCH_PHOTO);
  return stored;
}

/**
 * Deletes photos that were uploaded but never became part of a comment within the grace
 * period (a dialog closed without saving, a tab that died). Returns how many went.
 */
export async function cleanUpUnattachedPhotos(
  deps: PhotosDeps,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.uploadGraceSeconds * 1000).toISOString();
  let removed = 0;
  for (;;) {
    const batch = await deleteUnattachedPhotosBefore(deps.db, { cutoff, limit: 100 });
    await removeFiles(
      deps,
      batch.flatMap((photo) => [photo.name, photo.thumbnail_name]),
    );
    removed += batch.length;
    if (batch.length < 100) return removed;
  }
}

/**
 * Deletes stored files that no photo row names and that are older than the orphan grace
 * period: an upload writes its two files first and its row last, so a process killed in
 * between leaves files nobody can reach. Younger files may belong to an upload still on its
 * way to its row and are left alone; so is anything in the store the API did not name.
 * Returns how many files went.
 */
export async function sweepOrphanFiles(deps: PhotosDeps, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.uploadOrphanGraceSeconds * 1000);
  let removed = await deps.storage.removeUnfinishedWrites(cutoff);
  for await (const page of deps.storage.list({ pageSize: ORPHAN_SWEEP_PAGE_SIZE })) {
    const old = page.filter((entry) => entry.lastModified < cutoff).map((entry) => entry.key);
    if (old.length === 0) continue;
    const known = await findKnownFileNames(deps.db, old);
    const orphans = old.filter((name) => !known.has(name));
    await removeFiles(deps, orphans);
    removed += orphans.length;
  }
  return removed;
}

/** Keys checked against the database at once (two parameters each). */
const ORPHAN_SWEEP_PAGE_SIZE = 500;

/** Deletes stored files; a file that cannot be deleted is logged, not an error. */
export async function removeFiles(
  deps: Pick<PhotosDeps, 'storage' | 'log'>,
  names: string[],
): Promise<void> {
  const results = await Promise.allSettled(names.map((name) => deps.storage.delete(name)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      // The row is gone; a left-over file is harmless and only costs space.
      deps.log?.warn(
        { err: result.reason, file: names[index] },
        'Could not delete a stored photo file',
      );
    }
  });
}
