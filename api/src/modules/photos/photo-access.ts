import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  parsePhotoNames,
  PHOTO_FILES_PATH,
  photoThumbnailName,
  type SavedMarkerComment,
} from 'shared/contract';
import type { Db } from '../../db/kysely';

/**
 * Who may fetch a photo file. Photos are fetched by <img>, which sends no bearer token, so
 * the file route cannot tell who asks. The photos of a published comment (and an upload not
 * yet part of any comment, for its uploader's dialog) are public; those of a held or hidden
 * comment are 404 on the public address for everyone, and its author and moderators, who
 * read the comment through a signed-in route, are given signed addresses of them
 * (moderation.photos): the file name and an expiry, keyed with a secret derived from the
 * token signing key. An address stays valid for an hour or two (the same one within an
 * hour, so a browser can cache it), and works for that file only.
 */

/** Signed addresses are made for whole hours: valid from one to two hours. */
const SIGNED_URL_PERIOD_SECONDS = 3600;

function signature(key: Buffer, name: string, expires: number): string {
  return createHmac('sha256', key).update(`${name}\n${expires}`).digest('base64url');
}

/** A signed address of the file `name`, valid until the end of the next whole hour. */
export function signedPhotoPath(key: Buffer, name: string, now = Date.now()): string {
  const period = Math.floor(now / 1000 / SIGNED_URL_PERIOD_SECONDS);
  const expires = (period + 2) * SIGNED_URL_PERIOD_SECONDS;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signature(key, name, expires),
  });
  return `${PHOTO_FILES_PATH}${encodeURIComponent(name)}?${query}`;
}

export interface PhotoSignature {
  expires?: string;
  signature?: string;
}

/**
 * Seconds the signed address stays valid, or null when it is not a valid, unexpired
 * signature of this file (missing, altered, for another file, or expired).
 */
export function signedSecondsLeft(
  key: Buffer,
  name: string,
  { expires, signature: given }: PhotoSignature,
  now = Date.now(),
): number | null {
  if (expires === undefined || given === undefined || !/^\d{1,12}$/.test(expires)) return null;
  const left = Number(expires) - Math.floor(now / 1000);
  if (left <= 0) return null;
  const expected = Buffer.from(signature(key, name, Number(expires)));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return left;
}

/**
 * The comment with signed addresses of its photos when it is not published (its author or a
 * moderator reads it); a published one is returned as it is.
 */
export function withPhotoAccess<Comment extends SavedMarkerComment>(
  comment: Comment,
  key: Buffer,
  now = Date.now(),
): Comment {
  if (!comment.moderation) return comment;
  const photos = parsePhotoNames(comment.photoUrls).map((name) => ({
    name,
    url: signedPhotoPath(key, name, now),
    thumbnailUrl: signedPhotoPath(key, photoThumbnailName(name), now),
  }));
  return { ...comment, moderation: { ...comment.moderation, photos } };
}

/**
 * Whether the file is one of a photo row's, and whether anyone may read it: false for a
 * photo of a comment that is not published. undefined for a file no photo row names.
 */
export async function findFileVisibility(
  db: Db,
  name: string,
): Promise<{ public: boolean } | undefined> {
  const row = await db
    .selectFrom('photos')
    .leftJoin('marker_comments', 'marker_comments.id', 'photos.marker_comment_id')
    .select('marker_comments.status')
    .where((eb) => eb.or([eb('photos.name', '=', name), eb('photos.thumbnail_name', '=', name)]))
    .executeTakeFirst();
  if (!row) return undefined;
  return { public: row.status === null || row.status === 'published' };
}
