import { MODERATION_LIMITS, type PhotoMatchSchema } from 'shared/contract';
import type { Static } from 'typebox';
import type { Db } from '../../db/kysely';
import { presentComments, type ViewerId } from '../markers/comment-view';
import { findMarkerCommentById, findMarkerCommentsByIds } from '../markers/markers.repository';
import { hammingDistance, REUSED_PHOTO_MAX_DISTANCE } from '../photos/perceptual-hash';
import { metresBetween, type Point } from '../geo/distance';
import {
  findPhotoHashesOfComment,
  findHashesByBandProbes,
  findPublishedPhotosWithHashes,
  type HashedPhoto,
} from './publishing-checks.repository';

export type PhotoMatch = Static<typeof PhotoMatchSchema>;

export interface ReusedPhoto {
  photoName: string;
  matchedPhotoName: string;
  matchedCommentId: string;
  distance: number;
  metresApart: number;
}

/**
 * The published photos of other accounts that these photos reuse: a perceptual hash within
 * REUSED_PHOTO_MAX_DISTANCE bits, on a comment further than
 * MODERATION_LIMITS.reusedPhotoMinDistanceMetres from `place` (the same photo of the same
 * building, posted by a neighbour, is not a scam). Closest hash first. The candidates come
 * from the hash's band probes: every photo within 7 bits, most within 8 to 10
 * (bench/perceptual-hash.bench.js measures how many).
 */
export async function findReusedPhotos(
  db: Db,
  {
    authorId,
    place,
    photos,
    exceptCommentId,
  }: {
    authorId: string;
    place: Point;
    photos: HashedPhoto[];
    exceptCommentId?: string;
  },
): Promise<ReusedPhoto[]> {
  if (photos.length === 0) return [];
  const near = (
    await findHashesByBandProbes(
      db,
      photos.map((photo) => photo.perceptual_hash),
    )
  ).filter((hash) =>
    photos.some(
      (photo) => hammingDistance(photo.perceptual_hash, hash) <= REUSED_PHOTO_MAX_DISTANCE,
    ),
  );
  const published = await findPublishedPhotosWithHashes(db, authorId, near);
  const found: ReusedPhoto[] = [];
  for (const photo of photos) {
    for (const other of published) {
      if (other.marker_comment_id === exceptCommentId) continue;
      const distance = hammingDistance(photo.perceptual_hash, other.perceptual_hash);
      if (distance > REUSED_PHOTO_MAX_DISTANCE) continue;
      const metresApart = metresBetween(place, other);
      if (metresApart <= MODERATION_LIMITS.reusedPhotoMinDistanceMetres) continue;
      found.push({
        photoName: photo.name,
        matchedPhotoName: other.name,
        matchedCommentId: other.marker_comment_id,
        distance,
        metresApart,
      });
    }
  }
  return found.sort((a, b) => a.distance - b.distance || a.metresApart - b.metresApart);
}

/**
 * What the moderation case view shows beside a comment: each of its photos that matches a
 * photo published by another account elsewhere, with that earlier comment.
 */
export async function findPhotoMatches(
  db: Db,
  commentId: string,
  viewer: ViewerId = null,
): Promise<PhotoMatch[]> {
  const comment = await findMarkerCommentById(db, commentId);
  if (!comment?.user_id) return [];
  const reused = await findReusedPhotos(db, {
    authorId: comment.user_id,
    place: comment,
    photos: await findPhotoHashesOfComment(db, commentId),
    exceptCommentId: commentId,
  });
  if (reused.length === 0) return [];
  const rows = await findMarkerCommentsByIds(db, [
    ...new Set(reused.map((match) => match.matchedCommentId)),
  ]);
  const comments = new Map(
    (await presentComments(db, rows, viewer)).map((presented) => [presented.id, presented]),
  );
  return reused.flatMap((match) => {
    const matched = comments.get(match.matchedCommentId);
    return matched
      ? [
          {
            photoUrl: match.photoName,
            matchedPhotoUrl: match.matchedPhotoName,
            distance: match.distance,
            metresApart: Math.round(match.metresApart),
            comment: matched,
          },
        ]
      : [];
  });
}
