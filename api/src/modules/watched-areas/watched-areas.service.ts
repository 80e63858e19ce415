import { randomBytes, randomUUID } from 'node:crypto';
import {
  ROUTES,
  WATCHED_AREA_LIMITS,
  type AreaBounds,
  type LocationType,
  type NewWatchedAreaPayload,
  type UpdateWatchedAreaPayload,
  type WatchedArea,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import { nowTimestamp, toIsoTimestamp } from '../../db/timestamps';
import type { WatchedAreaRow } from '../../db/types';
import { AppError, BadRequestError, NotFoundError, ValidationError } from '../../errors';
import { boundsProblem, radiusBounds } from './area-geometry';
import { BUILDING_AREA_METRES, watchedBuilding } from './watched-building';
import {
  countAreasOfUserForUpdate,
  deleteAreaOfUser,
  findAreasOfUser,
  insertArea,
  updateAreaOfUser,
} from './watched-areas.repository';

export interface WatchedAreasDeps {
  db: Db;
  /** Where the app is reached from outside: the feed links start with it. */
  publicBaseUrl: string;
}

// Another user's area answers exactly like a missing one: ids of others' areas never leak.
const NOT_FOUND = 'This watched area does not exist or was deleted.';

/**
 * An unguessable token (256 bits, URL-safe): the feed link and the unsubscribe link are all a
 * reader needs, so they must not be enumerable.
 */
const newToken = (): string => randomBytes(32).toString('base64url');

/** The feed's public address: `{publicBaseUrl}/api/feeds/areas/{feed_token}`. */
export function feedUrlOf(publicBaseUrl: string, feedToken: string): string {
  return `${publicBaseUrl}${ROUTES.areaFeed.path.replace(':token', encodeURIComponent(feedToken))}`;
}

function present(row: WatchedAreaRow, publicBaseUrl: string): WatchedArea {
  const radius = row.kind === 'radius' && row.center_lat !== null && row.center_lon !== null;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    bounds: { west: row.west, south: row.south, east: row.east, north: row.north },
    center: radius ? { lat: row.center_lat!, lon: row.center_lon! } : null,
    radiusMetres: radius ? row.radius_m : null,
    buildingId: row.building_id,
    filters: {
      types: JSON.parse(row.types) as LocationType[],
      photos: Boolean(row.photos),
      notMet: Boolean(row.not_met),
    },
    paused: Boolean(row.paused),
    emailAlerts: Boolean(row.email_alerts),
    feedUrl: feedUrlOf(publicBaseUrl, row.feed_token),
    createdAt: toIsoTimestamp(row.created_at),
    updatedAt: toIsoTimestamp(row.updated_at),
  };
}

/** The user's areas, newest first (at most WATCHED_AREA_LIMITS.perUser: no paging). */
export async function listWatchedAreas(
  deps: WatchedAreasDeps,
  userId: string,
): Promise<WatchedArea[]> {
  const rows = await findAreasOfUser(deps.db, userId);
  return rows.map((row) => present(row, deps.publicBaseUrl));
}

interface Place {
  bounds: AreaBounds;
  center: { lat: number; lon: number } | null;
  radiusMetres: number | null;
  buildingId: string | null;
}

/**
 * Where the area is, from what the kind needs: a radius is a centre and metres (its box
 * worked out here); a building is its id (a box around it); a view or a suburb is its box. Anything else sent is a mistake the
 * client should hear about rather than have ignored.
 */
async function placeOf(db: Db, payload: NewWatchedAreaPayload): Promise<Place> {
  if (payload.kind !== 'building' && payload.buildingId !== undefined) {
    throw new ValidationError(`A ${payload.kind} area takes no buildingId.`);
  }
  if (payload.kind === 'building') {
    if (payload.buildingId === undefined) {
      throw new ValidationError('A building area needs buildingId.');
    }
    if (payload.bounds || payload.center || payload.radiusMetres !== undefined) {
      throw new ValidationError('A building area takes buildingId, not bounds, center or radius.');
    }
    const building = await watchedBuilding.get()(db, payload.buildingId);
    if (!building) {
      throw new BadRequestError(
        'This building does not exist, or nobody has published a comment about it.',
        'UNKNOWN_BUILDING',
      );
    }
    return {
      bounds: radiusBounds(building, BUILDING_AREA_METRES),
      center: null,
      radiusMetres: null,
      buildingId: building.id,
    };
  }
  if (payload.kind === 'radius') {
    if (!payload.center || payload.radiusMetres === undefined) {
      throw new ValidationError('A radius area needs center and radiusMetres.');
    }
    if (payload.bounds) {
      throw new ValidationError('A radius area takes center and radiusMetres, not bounds.');
    }
    return {
      bounds: radiusBounds(payload.center, payload.radiusMetres),
      center: payload.center,
      radiusMetres: payload.radiusMetres,
      buildingId: null,
    };
  }
  if (!payload.bounds) throw new ValidationError(`A ${payload.kind} area needs bounds.`);
  if (payload.center || payload.radiusMetres !== undefined) {
    throw new ValidationError(`A ${payload.kind} area takes bounds, not center or radiusMetres.`);
  }
  const problem = boundsProblem(payload.bounds);
  if (problem) throw new ValidationError(problem);
  return { bounds: payload.bounds, center: null, radiusMetres: null, buildingId: null };
}

/** Saves a new area for the user, at most WATCHED_AREA_LIMITS.perUser of them. */
export async function createWatchedArea(
  deps: WatchedAreasDeps,
  userId: string,
  payload: NewWatchedAreaPayload,
): Promise<WatchedArea> {
  const place = await placeOf(deps.db, payload);
  const filters = payload.filters ?? { types: [], photos: false, notMet: false };
  const row = await deps.db.transaction().execute(async (trx) => {
    if ((await countAreasOfUserForUpdate(trx, userId)) >= WATCHED_AREA_LIMITS.perUser) {
      throw new AppError(
        409,
        'WATCHED_AREA_LIMIT',
        `You can watch at most ${WATCHED_AREA_LIMITS.perUser} areas. Delete one to add another.`,
      );
    }
    const now = nowTimestamp();
    return insertArea(trx, {
      id: randomUUID(),
      user_id: userId,
      name: payload.name.trim(),
      kind: payload.kind,
      ...place.bounds,
      center_lat: place.center?.lat ?? null,
      center_lon: place.center?.lon ?? null,
      radius_m: place.radiusMetres,
      building_id: place.buildingId,
      types: JSON.stringify(filters.types),
      photos: filters.photos ? 1 : 0,
      not_met: filters.notMet ? 1 : 0,
      feed_token: newToken(),
      unsubscribe_token: newToken(),
      created_at: now,
      updated_at: now,
    });
  });
  return present(row, deps.publicBaseUrl);
}

/** Renames, pauses or resumes the user's own area, or turns its emails on or off. */
export async function updateWatchedArea(
  deps: WatchedAreasDeps,
  userId: string,
  id: string,
  payload: UpdateWatchedAreaPayload,
): Promise<WatchedArea> {
  const row = await updateAreaOfUser(deps.db, userId, id, {
    ...(payload.name !== undefined && { name: payload.name.trim() }),
    ...(payload.paused !== undefined && { paused: payload.paused ? 1 : 0 }),
    ...(payload.emailAlerts !== undefined && { email_alerts: payload.emailAlerts ? 1 : 0 }),
    updated_at: nowTimestamp(),
  });
  if (!row) throw new NotFoundError(NOT_FOUND);
  return present(row, deps.publicBaseUrl);
}

/** Deletes the user's own area (its alert deliveries go with it, by the foreign key). */
export async function deleteWatchedArea(
  deps: WatchedAreasDeps,
  userId: string,
  id: string,
): Promise<void> {
  if (!(await deleteAreaOfUser(deps.db, userId, id))) throw new NotFoundError(NOT_FOUND);
}
