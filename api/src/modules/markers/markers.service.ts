import { randomUUID } from 'node:crypto';
import {
  LIMITS,
  type MarkerCommentsPage,
  type NewCommentPayload,
  type SavedMarkerComment,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import { nowTimestamp, toIsoTimestamp } from '../../db/timestamps';
import type { MarkerCommentRow } from '../../db/types';
import { BadRequestError, NotFoundError, ValidationError } from '../../errors';
import { countAllMarkerComments } from './clusters.repository';
import { attachPhotos, findPhotosByNames } from '../photos/photos.repository';
import {
  countMarkerCommentsInBox,
  findMarkerCommentById,
  findMarkerCommentsByIds,
  findNewestMarkerComments,
  findPositionsInBox,
  insertMarkerComment,
  type BoundingBox,
  type ListPosition,
} from './markers.repository';

export interface PageRequest {
  /** 0-based page number (read by offset; `cursor` is the fast way on). */
  page: number;
  /** Requested page size; capped at LIMITS.markerListMaxPageSize. */
  size: number;
  /** `minLon,minLat,maxLon,maxLat`: only markers inside this viewport. */
  bbox?: string;
  /** The previous page's nextCursor. */
  cursor?: string;
}

/**
 * A page of the list, newest first. Nothing here reads every row: the whole list's total is
 * the cluster grid's top cell, a box's total is counted up to LIMITS.markerCountCap, and
 * `cursor` pages on from where the previous page ended (keyset), at the same cost at any
 * depth.
 */
export async function listMarkerComments(
  db: Db,
  request: PageRequest,
): Promise<MarkerCommentsPage> {
  const size = Math.min(request.size, LIMITS.markerListMaxPageSize);
  const box = request.bbox === undefined ? undefined : parseBoundingBox(request.bbox);
  const after = request.cursor === undefined ? undefined : decodeCursor(request.cursor);
  // One row more than the page tells whether another page follows.
  const want = { limit: size + 1, offset: after ? 0 : request.page * size, after };

  let total: number;
  let totalCapped = false;
  let rows: MarkerCommentRow[];
  if (!box) {
    [total, rows] = await Promise.all([
      countAllMarkerComments(db),
      findNewestMarkerComments(db, want),
    ]);
  } else {
    const cap = LIMITS.markerCountCap;
    const inBox = await countMarkerCommentsInBox(db, box, cap + 1);
    totalCapped = inBox > cap;
    total = Math.min(inBox, cap);
    rows = totalCapped
      ? await findNewestMarkerComments(db, { ...want, box })
      : await findNewestInSmallBox(db, box, want);
  }

  const content = rows.slice(0, size);
  const last = content.at(-1);
  return {
    content: content.map(toSavedMarkerComment),
    page: request.page,
    size,
    totalElements: total,
    totalPages: Math.ceil(total / size),
    totalCapped,
    nextCursor:
      rows.length > size && last
        ? encodeCursor({ createdAt: toIsoTimestamp(last.created_at), id: last.id })
        : null,
  };
}

/** A box with at most LIMITS.markerCountCap rows: found by position, ordered here. */
async function findNewestInSmallBox(
  db: Db,
  box: BoundingBox,
  { limit, offset, after }: { limit: number; offset: number; after?: ListPosition },
): Promise<MarkerCommentRow[]> {
  const newestFirst = (await findPositionsInBox(db, box))
    .map((row) => ({ id: row.id, createdAt: toIsoTimestamp(row.created_at) }))
    .filter((row) => !after || comparePositions(row, after) < 0)
    .sort((a, b) => comparePositions(b, a))
    .slice(offset, offset + limit);
  const byId = new Map(
    (
      await findMarkerCommentsByIds(
        db,
        newestFirst.map((row) => row.id),
      )
    ).map((row) => [row.id, row]),
  );
  return newestFirst.flatMap((row) => byId.get(row.id) ?? []);
}

function comparePositions(a: ListPosition, b: ListPosition): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const CURSOR_INVALID = "Query parameter 'cursor' must be a nextCursor this list returned.";

/** The cursor: base64url of [createdAt, id], opaque to clients. */
export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string): ListPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new ValidationError(CURSOR_INVALID);
  }
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'string' &&
    !Number.isNaN(Date.parse(value[0])) &&
    /^[0-9a-f-]{36}$/.test(value[1])
  ) {
    return { createdAt: new Date(value[0]).toISOString(), id: value[1] };
  }
  throw new ValidationError(CURSOR_INVALID);
}

/** One saved comment by id, or 404. */
export async function getMarkerComment(db: Db, id: string): Promise<SavedMarkerComment> {
  const row = await findMarkerCommentById(db, id);
  if (!row) throw new NotFoundError('This comment does not exist or was removed.');
  return toSavedMarkerComment(row);
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
