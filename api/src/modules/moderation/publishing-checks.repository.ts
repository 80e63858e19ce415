import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/kysely';
import { nowTimestamp } from '../../db/timestamps';
import type { CommentStatus } from 'shared/contract';
import type { MarkerCommentRow } from '../../db/types';
import type { BoundingBox } from '../geo/distance';
import { bandProbes, hashBands } from '../photos/perceptual-hash';

// The reads of the checks before publishing: quotas, duplicates, reused photos and
// the comments already published at a place.

export interface HashedPhoto {
  name: string;
  perceptual_hash: string;
}

function photoHashes(db: Db) {
  return db.selectFrom('photos').select(['name', 'perceptual_hash']);
}

/** The photos `query` picks that have a hash (photos uploaded before hashing have none). */
async function hashedOnly(query: ReturnType<typeof photoHashes>): Promise<HashedPhoto[]> {
  const rows = await query.where('perceptual_hash', 'is not', null).execute();
  return rows.filter((row): row is HashedPhoto => row.perceptual_hash !== null);
}

/** These photos' hashes. */
export async function findPhotoHashes(db: Db, names: string[]): Promise<HashedPhoto[]> {
  if (names.length === 0) return [];
  return hashedOnly(photoHashes(db).where('name', 'in', names));
}

/** A comment's own photos with their hashes. */
export async function findPhotoHashesOfComment(db: Db, commentId: string): Promise<HashedPhoto[]> {
  return hashedOnly(photoHashes(db).where('marker_comment_id', '=', commentId));
}

export interface PublishedPhotoHash extends HashedPhoto {
  marker_comment_id: string;
  lat: number;
  lon: number;
}

const BAND_COLUMNS = ['hash_band0', 'hash_band1', 'hash_band2', 'hash_band3'] as const;

/**
 * The distinct stored hashes that the band probes of `hashes` find (perceptual-hash.ts: some
 * band equal or one bit away), of any photo: the candidates whose exact distance the caller
 * compares. One read of each band's partial index (hash_bandN, perceptual_hash) for its 17
 * values per hash, index only: at a million random hashes about a thousand entries, and no
 * photo row.
 */
export async function findHashesByBandProbes(db: Db, hashes: string[]): Promise<string[]> {
  if (hashes.length === 0) return [];
  const probes = BAND_COLUMNS.map(() => new Set<number>());
  for (const hash of hashes) {
    hashBands(hash).forEach((value, band) => {
      for (const probe of bandProbes(value)) probes[band]!.add(probe);
    });
  }
  const [first, ...rest] = BAND_COLUMNS.map((column, band) =>
    db
      .selectFrom('photos')
      .select('perceptual_hash')
      .where(column, 'in', [...probes[band]!])
      .where('perceptual_hash', 'is not', null),
  );
  const rows = await rest.reduce((query, next) => query.union(next), first!).execute();
  return rows.flatMap((row) => (row.perceptual_hash === null ? [] : [row.perceptual_hash]));
}

/**
 * The photos with one of these hashes on a published comment by anyone but `exceptUserId`,
 * with the comment's point; read by the first band's index.
 */
export async function findPublishedPhotosWithHashes(
  db: Db,
  exceptUserId: string,
  hashes: string[],
): Promise<PublishedPhotoHash[]> {
  if (hashes.length === 0) return [];
  const rows = await db
    .selectFrom('photos')
    .innerJoin('marker_comments', 'marker_comments.id', 'photos.marker_comment_id')
    .select([
      'photos.name',
      'photos.perceptual_hash',
      'photos.marker_comment_id',
      'marker_comments.lat',
      'marker_comments.lon',
    ])
    .where('photos.hash_band0', 'in', [...new Set(hashes.map((hash) => hashBands(hash)[0]!))])
    .where('photos.perceptual_hash', 'in', hashes)
    .where('marker_comments.status', '=', 'published')
    .where('marker_comments.user_id', '<>', exceptUserId)
    .execute();
  return rows as PublishedPhotoHash[];
}

/**
 * The created_at of the user's newest comments since `since`, newest first, at most `limit`:
 * their count is the quota used, the last one says when a slot frees.
 */
export async function findCommentTimesSince(
  db: Db,
  { userId, since, limit }: { userId: string; since: string; limit: number },
): Promise<Array<Date | string>> {
  // A coarse comment's row shows the month: its real time is in comment_withheld_details.
  const written = sql<
    Date | string
  >`coalesce(${sql.ref('w.created_at')}, ${sql.ref('m.created_at')})`;
  const rows = await db
    .selectFrom('marker_comments as m')
    .leftJoin('comment_withheld_details as w', 'w.comment_id', 'm.id')
    .select(written.as('written_at'))
    .where('m.user_id', '=', userId)
    .where(written, '>=', since)
    .orderBy('written_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.written_at);
}

export interface PlaceQuery {
  fullAddress: string;
  unitNumber: string;
  /** The box around the point that holds every comment within the radius. */
  box: BoundingBox;
}

/**
 * Comments at the same address and unit, or whose point is inside the box (the caller keeps
 * those within the radius), newest first. `userId` narrows to one author (duplicates);
 * `publishedOnly` to what everyone may read (the same-place list).
 */
export async function findCommentsAtPlace(
  db: Db,
  place: PlaceQuery,
  { userId, publishedOnly, limit }: { userId?: string; publishedOnly: boolean; limit: number },
): Promise<MarkerCommentRow[]> {
  const { box } = place;
  let query = db
    .selectFrom('marker_comments')
    .selectAll()
    .where((eb) => {
      const inLon =
        box.minLon <= box.maxLon
          ? eb.and([eb('lon', '>=', box.minLon), eb('lon', '<=', box.maxLon)])
          : eb.or([eb('lon', '>=', box.minLon), eb('lon', '<=', box.maxLon)]);
      const inBox = eb.and([eb('lat', '>=', box.minLat), eb('lat', '<=', box.maxLat), inLon]);
      if (place.fullAddress === '') return inBox;
      return eb.or([
        eb.and([
          eb('full_address', '=', place.fullAddress),
          eb('unit_number', '=', place.unitNumber),
        ]),
        inBox,
      ]);
    });
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  if (publishedOnly) query = query.where('status', '=', 'published');
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The audit log's line for a comment held before publishing: the system's action. */
export async function insertHoldLogEntry(
  db: Db,
  {
    commentId,
    authorId,
    reasons,
    fromStatus,
  }: { commentId: string; authorId: string; reasons: string; fromStatus: CommentStatus | null },
): Promise<void> {
  await db
    .insertInto('moderation_log')
    .values({
      id: randomUUID(),
      created_at: nowTimestamp(),
      action: 'hold',
      actor_id: null,
      actor_name: 'RentMap',
      comment_id: commentId,
      target_user_id: authorId,
      reason: reasons,
      from_status: fromStatus,
      to_status: 'held',
    })
    .execute();
}
