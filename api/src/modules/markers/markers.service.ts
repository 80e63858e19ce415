import { LIMITS, type Page, type SavedMarkerComment } from 'shared';
import type { Db } from '../../db/kysely';
import { toIsoTimestamp } from '../../db/timestamps';
import type { MarkerCommentRow } from '../../db/types';
import { countMarkerComments, findMarkerCommentsPage } from './markers.repository';

export const DEFAULT_MARKER_PAGE_SIZE = 20;

export interface PageRequest {
  /** 0-based page number. */
  page: number;
  /** Requested page size; capped at LIMITS.markerListMaxPageSize. */
  size: number;
}

export async function listMarkerComments(
  db: Db,
  request: PageRequest,
): Promise<Page<SavedMarkerComment>> {
  const size = Math.min(request.size, LIMITS.markerListMaxPageSize);
  const [totalElements, rows] = await Promise.all([
    countMarkerComments(db),
    findMarkerCommentsPage(db, { limit: size, offset: request.page * size }),
  ]);
  return {
    content: rows.map(toSavedMarkerComment),
    page: request.page,
    size,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
  };
}

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
  };
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
