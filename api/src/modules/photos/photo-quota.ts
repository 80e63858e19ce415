import type { Db } from '../../db/kysely';
import { enforceQuota, HOUR_MS, quotaOf } from '../users/publishing-quota';
import { findPhotoUploadTimesSince, insertPhotoUpload } from './photos.repository';

const PHOTO_QUOTA_WINDOW_MS = 24 * HOUR_MS;

/**
 * Photos uploaded per day (MODERATION_LIMITS.quotas): every upload counts, also one deleted
 * again before any comment used it (recordPhotoUpload), or delete-and-upload would be a way
 * around the quota.
 */
export async function assertPhotoQuota(db: Db, userId: string, now = Date.now()): Promise<void> {
  const { quota, isNew } = await quotaOf(db, userId, now);
  await enforceQuota((since, limit) => findPhotoUploadTimesSince(db, { userId, since, limit }), {
    limit: quota.photosPerDay,
    windowMs: PHOTO_QUOTA_WINDOW_MS,
    what: 'photos',
    per: 'a day',
    isNew,
    now,
  });
}

/** Counts an accepted upload towards the photo quota. */
export async function recordPhotoUpload(db: Db, userId: string, now = Date.now()): Promise<void> {
  await insertPhotoUpload(db, {
    userId,
    createdAt: new Date(now).toISOString(),
    forgetBefore: new Date(now - PHOTO_QUOTA_WINDOW_MS).toISOString(),
  });
}
