import { randomUUID } from 'node:crypto';
import {
  LIMITS,
  LIST_SORTS,
  type ListMarkerCommentsParams,
  type ListSort,
  type MarkerCommentsPage,
  type NewCommentPayload,
  type SavedMarkerComment,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import { toIsoTimestamp } from '../../db/timestamps';
import type { MarkerCommentRow } from '../../db/types';
import { BadRequestError, NotFoundError, ValidationError } from '../../errors';
import { countAllMarkerComments } from './clusters.repository';
import { commentPublished, heldColumns, publishingChecks } from './comment-hooks';
import { newFieldColumns } from './comment-fields';
import { checkChecklistAnswers } from '../conditions/checklists.service';
import { checkRent } from '../conditions/rents.service';
import { saveRecord } from '../conditions/renter-record';
import { attachPhotos, findPhotosByNames } from '../photos/photos.repository';
import { lookUpAddress, placeComment, type CommentPlace } from '../buildings/building-placement';
import { publishingOf, releasedStatus, scheduleOf, type ExactColumns } from './publication';
import { keepWithheldDetails, publicColumnsOf } from './publication.service';
import {
  mayRead,
  presentComment,
  presentComments,
  type Reader,
  type ViewerId,
} from './comment-view';
import { applyFilters, readsRows, type AppliedFilters } from './filters';
import {
  countCommentsInBuildings,
  countMarkerComments,
  findMarkerCommentById,
  findMarkerCommentsByIds,
  findMarkerCommentsByLikes,
  findMarkerCommentsInTimeOrder,
  findPositionsInBoxes,
  insertMarkerComment,
  type PositionRow,
} from './markers.repository';
import type { BoundingBox, Point } from '../geo/distance';
import { NO_ADDRESS_LOOKUP, type AddressLookup } from '../geo/address-lookup';
import { boxAround, centreOf, distanceFrom } from '../geo/nearest';

// Where they lived before comment-view.ts; other modules import them from here.
export { normalizePhotoUrls, toSavedMarkerComment } from './comment-view';

export type PageRequest = ListMarkerCommentsParams;

/** One place in a sort's order: its key (time as ISO text, distance, or likes) and id. */
interface Ranked {
  key: string | number;
  id: string;
}

/** Where a page ended, as the cursor carries it. */
interface ListPosition extends Ranked {
  sort: ListSort;
}

/**
 * A page of the list, in the requested sort, with the filters applied in SQL. Nothing here
 * reads every row: the whole list's total is the cluster grid's top cells, a box's total (or
 * one narrowed by time or text) is counted up to LIMITS.markerCountCap, and `cursor` pages on
 * from where the previous page ended (keyset): newest and oldest at the same cost at any
 * depth, nearest by boxes grown around the point until they hold the page. Most liked walks
 * the (like_count, id) index the same way. `viewer` decides likedByMe, byMe and the authors.
 */
export async function listMarkerComments(
  db: Db,
  request: PageRequest,
  viewer: ViewerId = null,
): Promise<MarkerCommentsPage> {
  const size = Math.min(request.size, LIMITS.markerListMaxPageSize);
  const sort = request.sort ?? 'newest';
  const box = request.bbox === undefined ? undefined : parseBoundingBox(request.bbox);
  const near = sort === 'nearest' ? nearPoint(request.near, box) : undefined;
  const after = request.cursor === undefined ? undefined : decodeCursor(request.cursor, sort);
  const filters: AppliedFilters = {
    ...applyFilters(request),
    building: request.building ?? null,
    latestPerBuilding: request.group === 'building',
  };
  // One row more than the page tells whether another page follows.
  const want: Want = { limit: size + 1, offset: after ? 0 : request.page * size, after };

  const cap = LIMITS.markerCountCap;
  let total: number;
  let totalCapped = false;
  // The rows in the box, when they were read to count them.
  let inBox: PositionRow[] | undefined;
  if (!box && !readsRows(filters)) {
    total = await countAllMarkerComments(db, filters);
  } else if (box && filters.latestPerBuilding) {
    // Grouped, counting the cards costs as much as finding them (a probe for every row in
    // the box, which an index alone cannot count): one read does both.
    const found = await findPositionsInBoxes(db, [box], filters, cap + 1);
    totalCapped = found.length > cap;
    total = Math.min(found.length, cap);
    if (!totalCapped) inBox = found;
  } else {
    const counted = await countMarkerComments(db, { box, filters }, cap + 1);
    totalCapped = counted > cap;
    total = Math.min(counted, cap);
  }
  // A box with few rows is read whole by position and ordered here.
  if (box && !totalCapped) inBox ??= await findPositionsInBoxes(db, [box], filters);

  let rows: MarkerCommentRow[];
  if (near) {
    rows = await byIds(db, await findNearest(db, { near, box, inBox, filters, want }));
  } else if (inBox) {
    rows = await byIds(db, page(inBox.map(sort === 'liked' ? byLikes : byTime), sort, want));
  } else if (sort === 'liked') {
    const likes = after && { likeCount: Number(after.key), id: after.id };
    rows = await findMarkerCommentsByLikes(db, { ...want, after: likes, box, filters });
  } else {
    const time = after && { createdAt: String(after.key), id: after.id };
    rows = await findMarkerCommentsInTimeOrder(db, {
      ...want,
      after: time,
      newestFirst: sort === 'newest',
      box,
      filters,
    });
  }

  const content = rows.slice(0, size);
  const last = content.at(-1);
  const grouped = filters.latestPerBuilding
    ? { buildingCounts: await countInBuildings(db, content, filters) }
    : {};
  return {
    ...grouped,
    content: await presentComments(db, content, viewer),
    page: request.page,
    size,
    totalElements: total,
    totalPages: Math.ceil(total / size),
    totalCapped,
    nextCursor:
      rows.length > size && last
        ? encodeCursor({
            sort,
            id: last.id,
            key: near
              ? distanceFrom(near, last)
              : sort === 'liked'
                ? Number(last.like_count)
                : toIsoTimestamp(last.created_at),
          })
        : null,
  };
}

/**
 * How many comments the filters keep in each building of a page grouped by building (its
 * newest stands for them all), by building id.
 */
async function countInBuildings(
  db: Db,
  rows: MarkerCommentRow[],
  filters: AppliedFilters,
): Promise<Record<string, number>> {
  const buildings = [...new Set(rows.flatMap((row) => row.building_id ?? []))];
  const counts = await countCommentsInBuildings(db, buildings, {
    ...filters,
    latestPerBuilding: false,
  });
  return Object.fromEntries(counts.map(({ buildingId, count }) => [buildingId, count]));
}

interface Want {
  limit: number;
  offset: number;
  after?: ListPosition;
}

const byTime = (row: PositionRow): Ranked => ({
  key: toIsoTimestamp(row.created_at),
  id: row.id,
});

const byLikes = (row: PositionRow): Ranked => ({ key: Number(row.like_count), id: row.id });

/** a before b in the sort's order: newest and most liked are the descending ones. */
function compareIn(sort: ListSort, a: Ranked, b: Ranked): number {
  const ascending =
    a.key !== b.key ? (a.key < b.key ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  return sort === 'newest' || sort === 'liked' ? -ascending : ascending;
}

/** The page `want` asks for out of `rows` (any order), as ids in the sort's order. */
function page(rows: Ranked[], sort: ListSort, { limit, offset, after }: Want): string[] {
  return rows
    .filter((row) => !after || compareIn(sort, row, after) > 0)
    .sort((a, b) => compareIn(sort, a, b))
    .slice(offset, offset + limit)
    .map((row) => row.id);
}

/** The rows of these ids, in this order. */
async function byIds(db: Db, ids: string[]): Promise<MarkerCommentRow[]> {
  const found = new Map((await findMarkerCommentsByIds(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** The first search box around the point: about a city block. */
const NEAREST_FIRST_RADIUS = 0.002;

/**
 * The page of the rows nearest to `near`: ordered here when the box's rows were read whole
 * (`inBox`), else found in boxes grown around it (the (lat, lon) index reads each), each
 * holding every row within its radius, until one holds the page or covers the world. A box
 * grows by what the last one found suggests (4× the rows wanted per found row's area), so a
 * sparse region takes few rounds. A cursor starts the search at its distance; the rows
 * nearer than it are read again and skipped, so a deep page costs more.
 */
async function findNearest(
  db: Db,
  {
    near,
    box,
    inBox,
    filters,
    want,
  }: {
    near: Point;
    box?: BoundingBox;
    inBox?: PositionRow[];
    filters: AppliedFilters;
    want: Want;
  },
): Promise<string[]> {
  const rank = (row: PositionRow): Ranked => ({ key: distanceFrom(near, row), id: row.id });
  if (inBox) return page(inBox.map(rank), 'nearest', want);
  const needed = want.offset + want.limit;
  // The search starts at the cursor's distance and widens a ring beyond it.
  const base = want.after ? Number(want.after.key) : 0;
  let step = NEAREST_FIRST_RADIUS;
  for (;;) {
    const radius = base + step;
    const search = boxAround(near, radius);
    const boxes = [search, box].filter((b): b is BoundingBox => b !== undefined && b !== null);
    const ranked = (await findPositionsInBoxes(db, boxes, filters))
      .map(rank)
      .filter((row) => !search || Number(row.key) <= radius);
    const found = page(ranked, 'nearest', { ...want, offset: 0, limit: needed });
    if (!search || found.length >= needed) return found.slice(want.offset);
    step *= Math.min(16, Math.max(2, Math.sqrt((4 * needed) / Math.max(1, found.length))));
  }
}

const NEAR_FORMAT =
  "Query parameter 'near' must be lat,lon with a latitude from -90 to 90 and a longitude " +
  'from -180 to 180.';
const NEAR_REQUIRED =
  "Query parameter 'near' is required with sort=nearest when there is no bbox (without it, " +
  "the bbox's centre is used).";

/** Where sort=nearest measures from: `near`, else the box's centre. */
function nearPoint(near: string | undefined, box: BoundingBox | undefined): Point {
  if (near === undefined) {
    if (!box) throw new ValidationError(NEAR_REQUIRED);
    return centreOf(box);
  }
  const [lat, lon] = near.split(',').map(Number) as [number, number];
  if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180)) throw new ValidationError(NEAR_FORMAT);
  return { lat, lon };
}

const CURSOR_INVALID = "Query parameter 'cursor' must be a nextCursor this list returned.";

/** The cursor: base64url of [sort, key, id], opaque to clients. */
export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.sort, position.key, position.id])).toString(
    'base64url',
  );
}

/** The position a cursor holds; 400 when it is not one, or was made for another sort. */
export function decodeCursor(cursor: string, sort: ListSort): ListPosition {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new ValidationError(CURSOR_INVALID);
  }
  if (!Array.isArray(value) || value.length !== 3) throw new ValidationError(CURSOR_INVALID);
  const [made, key, id] = value as unknown[];
  if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new ValidationError(CURSOR_INVALID);
  }
  if (made !== sort) {
    if (!(LIST_SORTS as readonly unknown[]).includes(made)) {
      throw new ValidationError(CURSOR_INVALID);
    }
    throw new ValidationError(
      `Query parameter 'cursor' belongs to sort=${String(made)}, not sort=${sort}: ` +
        'start again from the first page.',
    );
  }
  if (sort === 'nearest') {
    if (typeof key !== 'number' || !Number.isFinite(key) || key < 0) {
      throw new ValidationError(CURSOR_INVALID);
    }
    return { sort, key, id };
  }
  if (sort === 'liked') {
    if (typeof key !== 'number' || !Number.isSafeInteger(key) || key < 0) {
      throw new ValidationError(CURSOR_INVALID);
    }
    return { sort, key, id };
  }
  if (typeof key !== 'string' || Number.isNaN(Date.parse(key))) {
    throw new ValidationError(CURSOR_INVALID);
  }
  return { sort, key: new Date(key).toISOString(), id };
}

/**
 * One saved comment by id as `reader` sees it, or 404: also for a held or hidden comment,
 * unless the reader is its author or a moderator (who see its moderation state).
 */
export async function getMarkerComment(
  db: Db,
  id: string,
  reader: Reader | null = null,
): Promise<SavedMarkerComment> {
  const row = await findMarkerCommentById(db, id);
  if (!row || !mayRead(row, reader)) {
    throw new NotFoundError('This comment does not exist or was removed.');
  }
  return presentComment(db, row, reader?.id ?? null);
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
  addresses: AddressLookup = NO_ADDRESS_LOOKUP,
): Promise<SavedMarkerComment> {
  assertRealPlace(payload);
  const checks = publishingChecks.get();
  const decision = await checks.checkNewComment(db, userId, payload);
  const photoNames = payload.photoUrls ?? [];
  const now = new Date();
  if (payload.checklist) checkChecklistAnswers(payload.checklist, photoNames, now);
  if (payload.rent) checkRent(payload.rent, now);
  const publishing = publishingOf(payload);
  const schedule = scheduleOf(publishing.publish, payload.moveOutDate, now);
  const scheduled = { ...schedule, status: releasedStatus(schedule, now) };
  const commentPlace: CommentPlace = {
    ...payload.coordinates,
    fullAddress: payload.fullAddress,
    city: payload.city,
    region: payload.region,
    postcode: payload.postcode,
    unitNumber: payload.unitNumber ?? '',
    ...(payload.buildingId !== undefined && { buildingId: payload.buildingId }),
    pointIsPrivate: publishing.coarse,
  };
  const known = await lookUpAddress(addresses, commentPlace);
  const saved = await db.transaction().execute(async (trx) => {
    await checkPhotos(trx, userId, photoNames);
    const placement = await placeComment(trx, commentPlace, known);
    const fields = newFieldColumns(payload);
    const exact: ExactColumns = {
      lat: payload.coordinates.lat,
      lon: payload.coordinates.lon,
      full_address: payload.fullAddress.trim(),
      unit_number: fields.unit_number,
      unit_id: placement.unitId,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    const id = randomUUID();
    const place = { coarse: publishing.coarse, buildingId: placement.buildingId };
    const row = await insertMarkerComment(trx, {
      id,
      user_id: userId,
      ...fields,
      building_id: placement.buildingId,
      region: payload.region.trim(),
      city: payload.city.trim(),
      country: payload.country.trim(),
      postcode: payload.postcode.trim(),
      map_source: payload.mapSource,
      photo_urls: JSON.stringify(photoNames),
      ...(await publicColumnsOf(trx, exact, place)),
      ...scheduled,
      ...heldColumns(decision),
    });
    await keepWithheldDetails(trx, id, exact, publishing.coarse);
    await saveRecord(trx, id, payload, {
      buildingId: placement.buildingId,
      region: payload.region,
      postcode: payload.postcode,
    });
    await checks.recordHold(trx, row, decision);
    // Watched areas hear of it once it is published (a held comment waits for a moderator,
    // a scheduled one for its time).
    if (row.status === 'published') await commentPublished.run(trx, row.id, 'created');
    const attached = await attachPhotos(trx, {
      names: photoNames,
      userId,
      markerCommentId: row.id,
    });
    // Another request took one of them between the check and now: undo everything.
    if (attached !== photoNames.length) {
      throw new ValidationError('One of the photos is already used by another comment.');
    }
    return row;
  });
  return presentComment(db, saved, userId);
}

/** The user's own uploads, not yet part of any comment (also what an edit may add). */
export async function checkPhotos(db: Db, userId: string, names: string[]): Promise<void> {
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
