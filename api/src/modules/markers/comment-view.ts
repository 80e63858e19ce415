import {
  HOLD_REASONS,
  TEXTS,
  type CommentModeration,
  type HoldReason,
  type SavedMarkerComment,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import { toIsoTimestamp } from '../../db/timestamps';
import type { MarkerCommentRow, UserRow } from '../../db/types';
import { fieldValues } from './comment-fields';
import { checklistsOf } from '../conditions/checklists.service';
import { rentsOf } from '../conditions/rents.service';
import { findCommentsUnderReview } from './comment-notices.repository';
import { findAuthors, findLikedAmong, type AuthorRow } from './likes.repository';
import { exactVersion, scheduleView } from './publication';
import { findWithheldDetails } from './withheld-details.repository';

/** Who is reading: the signed-in user's id, or null when signed out. */
export type ViewerId = string | null;

/** A signed-in reader as far as moderation goes. */
export interface Reader {
  id: string;
  isModerator: boolean;
}

/**
 * Whether this reader may read the comment: a published one anyone may; one held or hidden,
 * only its author and moderators (to everyone else it does not exist).
 */
export function mayRead(
  row: Pick<MarkerCommentRow, 'status' | 'user_id'>,
  reader: Reader | null | undefined,
): boolean {
  if (row.status === 'published') return true;
  return !!reader && (reader.isModerator || row.user_id === reader.id);
}

/** The stored JSON list of hold reasons, anything unknown left out. */
export function parseHoldReasons(stored: string): HoldReason[] {
  try {
    const value: unknown = JSON.parse(stored);
    if (Array.isArray(value)) {
      return value.filter((item): item is HoldReason =>
        (HOLD_REASONS as readonly unknown[]).includes(item),
      );
    }
  } catch {
    // fall through
  }
  return [];
}

/**
 * A comment's state while it is not published, as its author and moderators see it (when it
 * waits for a time or for its author, when it goes public); undefined when published.
 */
export function moderationOf(
  row: Pick<
    MarkerCommentRow,
    | 'status'
    | 'hold_reasons'
    | 'moderation_reason'
    | 'review_requested_at'
    | 'publish_at'
    | 'awaits_move_out'
  >,
): CommentModeration | undefined {
  if (row.status === 'published') return undefined;
  const schedule = scheduleView(row);
  return {
    status: row.status,
    holdReasons: parseHoldReasons(row.hold_reasons),
    reason: row.status === 'hidden' ? row.moderation_reason : null,
    reviewRequested: row.review_requested_at !== null,
    ...(schedule && { schedule }),
  };
}

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
  return personName(author) ?? anonymous;
}

/** A person's name: first and last, else either, else the username; null when none is set. */
export function personName(
  person: Pick<UserRow, 'first_name' | 'last_name' | 'username'>,
): string | null {
  const name = [person.first_name, person.last_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name || person.username?.trim() || null;
}

/**
 * A comment as anyone signed out sees it, before its author is looked up: the payload's own
 * fields, the count, no author name. `presentComments` adds what depends on the viewer and
 * whether it is under review. A comment that is not published carries its moderation state:
 * only its author and moderators are ever given one (the reads keep to published rows for
 * everyone else).
 */
export function toSavedMarkerComment(row: MarkerCommentRow): SavedMarkerComment {
  const moderation = moderationOf(row);
  return {
    id: row.id,
    lat: row.lat,
    lon: row.lon,
    ...fieldValues(row),
    fullAddress: row.full_address,
    region: row.region,
    city: row.city,
    country: row.country,
    postcode: row.postcode,
    mapSource: row.map_source,
    buildingId: row.building_id,
    unitId: row.unit_id,
    coarse: Boolean(row.coarse),
    createdDate: toIsoTimestamp(row.created_at),
    modifiedDate: toIsoTimestamp(row.updated_at),
    photoUrls: normalizePhotoUrls(row.photo_urls),
    // PostgreSQL may hand integers back as strings through some drivers' settings.
    likeCount: Number(row.like_count ?? 0),
    likedByMe: false,
    author: TEXTS.markers.aRenter,
    byMe: false,
    underReview: false,
    ...(moderation && { moderation }),
  };
}

/**
 * The rows as their authors wrote them: a coarse row of `authorId`'s with its exact
 * columns. Everyone else's rows stay their public version.
 */
export async function authorsVersions(
  db: Db,
  rows: MarkerCommentRow[],
  authorId: string | null,
): Promise<MarkerCommentRow[]> {
  if (authorId === null) return rows;
  const own = rows.filter((row) => row.coarse && row.user_id === authorId);
  const withheld = await findWithheldDetails(
    db,
    own.map((row) => row.id),
  );
  return rows.map((row) =>
    exactVersion(row, row.user_id === authorId ? withheld.get(row.id) : undefined),
  );
}

/**
 * The comments as this viewer sees them: the author's name as their profile visibility
 * allows, whether the viewer likes each and wrote each, their own coarse comments as they
 * wrote them, which are under review (a notice open on them), their checklists, and their
 * rents exact or in bands as the rent rules let this viewer see them. Indexed reads for a
 * whole page (authors by id, the viewer's likes by (comment, user), the viewer's withheld
 * details, the open notices, checklists and rents by comment), whatever its size. Every
 * channel that answers comments as JSON comes through here, so each shows them alike.
 */
export async function presentComments(
  db: Db,
  publicRows: MarkerCommentRow[],
  viewer: ViewerId,
): Promise<SavedMarkerComment[]> {
  if (publicRows.length === 0) return [];
  const rows = await authorsVersions(db, publicRows, viewer);
  const authorIds = [...new Set(rows.flatMap((row) => (row.user_id ? [row.user_id] : [])))];
  const ids = rows.map((row) => row.id);
  const [authors, liked, underReview, checklists, rents] = await Promise.all([
    findAuthors(db, authorIds),
    viewer === null ? new Set<string>() : findLikedAmong(db, viewer, ids),
    findCommentsUnderReview(db, ids),
    checklistsOf(db, ids),
    rentsOf(db, rows, viewer),
  ]);
  const byId = new Map(authors.map((author) => [author.id, author]));
  return rows.map((row) => ({
    ...toSavedMarkerComment(row),
    likedByMe: liked.has(row.id),
    author: authorName(row.user_id ? byId.get(row.user_id) : undefined, viewer),
    byMe: viewer !== null && row.user_id === viewer,
    underReview: underReview.has(row.id),
    ...(checklists.has(row.id) && { checklist: checklists.get(row.id) }),
    ...(rents.has(row.id) && { rent: rents.get(row.id) }),
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

/** The stored JSON list of file names; anything else reads as an empty list. */
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
