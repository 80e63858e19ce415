import { randomUUID } from 'node:crypto';
import {
  LIMITS,
  type NewCommentPayload,
  type Page,
  type SavedMarkerComment,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import { nowTimestamp, toIsoTimestamp } from '../../db/timestamps';
import type { MarkerCommentRow } from '../../db/types';
import { BadRequestError, ValidationError } from '../../errors';
import { attachPhotos, findPhotosByNames } from '../photos/photos.repository';
import {
  countMarkerComments,
  findMarkerCommentsPage,
  insertMarkerComment,
  type BoundingBox,
} from './markers.repository';

export interface PageRequest {
  /** 0-based page number. */
  page: number;
  /** Requested page size; capped at LIMITS.markerListMaxPageSize. */
  size: number;
  /** `minLon,minLat,maxLon,maxLat`: only markers inside this viewport. */
  bbox?: string;
}

export async function listMarkerComments(
  db: Db,
  request: PageRequest,
): Promise<Page<SavedMarkerComment>> {
  const size = Math.min(request.size, LIMITS.markerListMaxPageSize);
  const box = request.bbox === undefined ? undefined : parseBoundingBox(request.bbox);
  const [totalElements, rows] = await Promise.all([
    countMarkerComments(db, box),
    findMarkerCommentsPage(db, { limit: size, offset: request.page * size, box }),
  ]);
  return {
    content: rows.map(toSavedMarkerComment),
    page: request.page,
    size,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
  };
}

const BBOX_FORMAT =
  "Query parameter 'bbox' must be minLon,minLat,maxLon,maxLat with longitudes from -180 to 180, " +
  'latitudes from -90 to 90 and minLat not above maxLat.';

export function parseBoundingBox(bbox: string): BoundingBox {
  const [minLon, minLat, maxLon, maxLat] = bbox.split(',').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const lonOk = (lon: number) => Number.isFinite(lon) && lon >= -180 && lon <= 180;
  const latOk = (lat: number) => Number.isFinite(lat) && lat >= -90 && lat <= 90;
  if (!lonOk(minLon) || !lonOk(maxLon) || !latOk(minLat) || !latOk(maxLat) || minLat > maxLat) {
    throw new ValidationError(BBOX_FORMAT);
  }
  return { minLon, minLat, maxLon, maxLat };
}

export const PLACE_REQUIRED_MESSAGE = 'Choose a place on the map before saving a comment.';

/**
 * A comment is about a place someone chose on the map: never the point 0,0 (what a client
 * without a place used to send) and never without an address. Any other point on Earth,
 * the equator and the prime meridian included, is a place; so is one whose address lookup
 * failed (the client then sends a fallback text, not a blank).
 */
export function assertRealPlace(payload: Pick<NewCommentPayload, 'coordinates' | 'fullAddress'>) {
  const { lat, lon } = payload.coordinates;
  if ((lat === 0 && lon === 0) || payload.fullAddress.trim() === '') {
    throw new BadRequestError(PLACE_REQUIRED_MESSAGE, 'PLACE_REQUIRED');
  }
}

/**
 * Saves a signed-in user's comment with the photos they uploaded for it. The comment and
 * the photos' link to it are written in one transaction: either all of it is saved or none.
 */
export async function createMarkerComment(
  db: Db,
  userId: string,
  payload: NewCommentPayload,
): Promise<SavedMarkerComment> {
  assertRealPlace(payload);
  const photoNames = payload.photoUrls ?? [];
  const now = nowTimestamp();
  return db.transaction().execute(async (trx) => {
    await checkPhotos(trx, userId, photoNames);
    const row = await insertMarkerComment(trx, {
      id: randomUUID(),
      user_id: userId,
      lat: payload.coordinates.lat,
      lon: payload.coordinates.lon,
      comment: payload.comment.trim(),
      full_address: payload.fullAddress.trim(),
      unit_number: payload.unitNumber.trim(),
      region: payload.region.trim(),
      city: payload.city.trim(),
      country: payload.country.trim(),
      postcode: payload.postcode.trim(),
      location_type: payload.locationType,
      map_source: payload.mapSource,
      photo_urls: JSON.stringify(photoNames),
      created_at: now,
      updated_at: now,
    });
    const attached = await attachPhotos(trx, {
      names: photoNames,
      userId,
      markerCommentId: row.id,
    });
    // Another request took one of them between the check and now: undo everything.
    if (attached !== photoNames.length) {
      throw new ValidationError('One of the photos is already used by another comment.');
    }
    return toSavedMarkerComment(row);
  });
}

async function checkPhotos(db: Db, userId: string, names: string[]): Promise<void> {
  if (names.length === 0) return;
  const found = new Map((await findPhotosByNames(db, names)).map((photo) => [photo.name, photo]));
  for (const name of names) {
    const photo = found.get(name);
    if (!photo) {
      throw new ValidationError(`Photo '${name}' was not found. Upload it again.`);
    }
    if (photo.user_id !== userId) {
      throw new ValidationError(`Photo '${name}' was not uploaded by you.`);
    }
    if (photo.marker_comment_id !== null) {
      throw new ValidationError(`Photo '${name}' is already used by another comment.`);
    }
  }
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
