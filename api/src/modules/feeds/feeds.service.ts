import {
  FEED_LIMITS,
  LIMITS,
  LOCATION_TYPES,
  TEXTS,
  type CommentsFeedParams,
  type OpenDataParams,
  type SavedMarkerComment,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import { toIsoTimestamp } from '../../db/timestamps';
import type { WatchedAreaRow } from '../../db/types';
import { NotFoundError } from '../../errors';
import { listMarkerComments } from '../markers/markers.service';
import { metresBetween } from '../geo/distance';
import { findAreaByFeedToken } from './feeds.repository';

/**
 * Feeds and open data read the public list itself (listMarkerComments, signed out, newest
 * first): the same query, the same published-only rule, the same author names. Nothing here
 * reads comments on its own.
 */

/** The newest comments of a view + filter, as anyone signed out sees them in the list. */
export async function newestInView(
  db: Db,
  query: CommentsFeedParams & { building?: string },
  limit: number = FEED_LIMITS.feedEntries,
): Promise<SavedMarkerComment[]> {
  const page = await listMarkerComments(db, { ...query, page: 0, size: limit, sort: 'newest' });
  return page.content;
}

export interface AreaFeed {
  id: string;
  name: string;
  /** The area's view + filter, as the list's query. */
  query: CommentsFeedParams;
  updatedAt: string;
  comments: SavedMarkerComment[];
}

/** Pages of the box a radius area reads at most, to fill its feed with comments in the circle. */
const RADIUS_MAX_PAGES = 5;

/**
 * The feed of the watched area whose feed token this is (the token is its only credential):
 * its bounds and filters; a radius area's box read page by page, keeping the comments inside
 * its circle. 404 for a token no area has.
 */
export async function areaFeed(db: Db, token: string): Promise<AreaFeed> {
  const area = await findAreaByFeedToken(db, token);
  if (!area) throw new NotFoundError('This feed does not exist: its watched area was deleted.');
  const query = areaQuery(area);
  const limit = FEED_LIMITS.feedEntries;
  const circle = circleOf(area);
  let comments: SavedMarkerComment[];
  if (area.building_id !== null) {
    comments = await newestInView(db, { ...query, building: area.building_id }, limit);
  } else if (!circle) {
    comments = await newestInView(db, query, limit);
  } else {
    // The circle fills about π/4 of its box: a page or two of the box holds the feed.
    comments = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < RADIUS_MAX_PAGES && comments.length < limit; pages += 1) {
      const page = await listMarkerComments(db, {
        ...query,
        page: 0,
        size: LIMITS.markerListMaxPageSize,
        sort: 'newest',
        ...(cursor !== undefined && { cursor }),
      });
      comments.push(
        ...page.content.filter((comment) => metresBetween(circle.center, comment) <= circle.metres),
      );
      if (page.nextCursor === null) break;
      cursor = page.nextCursor;
    }
    comments = comments.slice(0, limit);
  }
  return {
    id: area.id,
    name: area.name,
    query,
    updatedAt: toIsoTimestamp(area.updated_at),
    comments,
  };
}

/** An area's bounds and filters as the list's query parameters. */
export function areaQuery(
  area: Pick<WatchedAreaRow, 'west' | 'south' | 'east' | 'north' | 'types' | 'photos'>,
): CommentsFeedParams {
  const types = storedTypes(area.types);
  return {
    bbox: [area.west, area.south, area.east, area.north].join(','),
    ...(types.length > 0 && { types: types.join(',') }),
    ...(Boolean(area.photos) && { photos: true }),
  };
}

function storedTypes(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    if (Array.isArray(value)) return LOCATION_TYPES.filter((type) => value.includes(type));
  } catch {
    // fall through: every type
  }
  return [];
}

function circleOf(
  area: Pick<WatchedAreaRow, 'center_lat' | 'center_lon' | 'radius_m'>,
): { center: { lat: number; lon: number }; metres: number } | null {
  if (area.center_lat === null || area.center_lon === null || area.radius_m === null) return null;
  return {
    center: { lat: Number(area.center_lat), lon: Number(area.center_lon) },
    metres: Number(area.radius_m),
  };
}

export interface OpenDataPage {
  comments: SavedMarkerComment[];
  /** The list's cursor of the page after this one; null on the last page. */
  nextCursor: string | null;
}

/** A page of a view + filter for the GeoJSON export, newest first, paged with the list's cursor. */
export async function openDataPage(db: Db, query: OpenDataParams): Promise<OpenDataPage> {
  const { cursor, size, ...view } = query;
  const page = await listMarkerComments(db, {
    ...view,
    page: 0,
    size,
    sort: 'newest',
    ...(cursor !== undefined && { cursor }),
  });
  return { comments: page.content, nextCursor: page.nextCursor };
}

/**
 * The author's name as open data gives it: the name the public list shows, or null where
 * the list shows 'A renter' (a private or friends-only profile, or an account removed).
 */
export function publicAuthorName(comment: Pick<SavedMarkerComment, 'author'>): string | null {
  return comment.author === TEXTS.markers.aRenter ? null : comment.author;
}
