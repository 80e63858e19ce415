import { TEXTS, type SavedMarkerComment } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { toIsoTimestamp } from '../../db/timestamps';
import type { MarkerCommentRow } from '../../db/types';
import { findAuthors, findLikedAmong, type AuthorRow } from './likes.repository';

/** Who is reading: the signed-in user's id, or null when signed out. */
export type ViewerId = string | null;

/**
 * The author as this viewer may see them. 'public': their name (first and last, else either,
 * else the username); 'friends': the same to signed-in viewers only (the product has no
 * friends, so "friends" are the signed-in renters); 'private', an unknown value, or no author
 * (an account removed): 'A renter'. The author sees what everyone else sees.
 */
export function authorName(author: AuthorRow | undefined, viewer: ViewerId): string {
  const anonymous = TEXTS.markers.aRenter;
  if (!author) return anonymous;
  const visible =
    author.profile_visibility === 'public' ||
    (author.profile_visibility === 'friends' && viewer !== null);
  if (!visible) return anonymous;
  const name = [author.first_name, author.last_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name || author.username?.trim() || anonymous;
}

/**
 * A comment as anyone signed out sees it, before its author is looked up: the payload's own
 * fields, the count, no author name. `presentComments` adds what depends on the viewer.
 */
export function toSavedMarkerComment(row: MarkerCommentRow): SavedMarkerComment {
  return {
    id: row.id,
    lat: row.lat,
    lon: row.lon,
    comment: row.comment,
    fullAddress: row.full_address,
    unitNumber: row.unit_number,
    region: row.region,
    city: row.city,
    country: row.country,
    postcode: row.postcode,
    locationType: row.location_type,
    mapSource: row.map_source,
    createdDate: toIsoTimestamp(row.created_at),
    modifiedDate: toIsoTimestamp(row.updated_at),
    photoUrls: normalizePhotoUrls(row.photo_urls),
    // PostgreSQL may hand integers back as strings through some drivers' settings.
    likeCount: Number(row.like_count ?? 0),
    likedByMe: false,
    author: TEXTS.markers.aRenter,
    byMe: false,
  };
}

/**
 * The comments as this viewer sees them: the author's name as their profile visibility
 * allows, whether the viewer likes each and wrote each. Two indexed reads for a whole page
 * (authors by id, the viewer's likes by (comment, user)), whatever its size.
 */
export async function presentComments(
  db: Db,
  rows: MarkerCommentRow[],
  viewer: ViewerId,
): Promise<SavedMarkerComment[]> {
  if (rows.length === 0) return [];
  const authorIds = [...new Set(rows.flatMap((row) => (row.user_id ? [row.user_id] : [])))];
  const [authors, liked] = await Promise.all([
    findAuthors(db, authorIds),
    viewer === null
      ? new Set<string>()
      : findLikedAmong(
          db,
          viewer,
          rows.map((row) => row.id),
        ),
  ]);
  const byId = new Map(authors.map((author) => [author.id, author]));
  return rows.map((row) => ({
    ...toSavedMarkerComment(row),
    likedByMe: liked.has(row.id),
    author: authorName(row.user_id ? byId.get(row.user_id) : undefined, viewer),
    byMe: viewer !== null && row.user_id === viewer,
  }));
}

export async function presentComment(
  db: Db,
  row: MarkerCommentRow,
  viewer: ViewerId,
): Promise<SavedMarkerComment> {
  const [presented] = await presentComments(db, [row], viewer);
  return presented!;
}

/** The stored JSON list of file names; anything else reads as an empty list (SPEC.md §3). */
export function normalizePhotoUrls(stored: string): string {
  try {
    const value: unknown = JSON.parse(stored);
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      return JSON.stringify(value);
    }
  } catch {
    // fall through
  }
  return '[]';
}
