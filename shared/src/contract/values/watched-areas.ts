import type { LocationType } from '../../limits';

/**
 * Watched areas: a signed-in user's saved map view, suburb or radius around a
 * place, with the list's type and photo filters. A comment published inside one, matching its
 * filters, is told to the owner through the channels their settings allow.
 */
export const WATCHED_AREA_KINDS = ['view', 'suburb', 'radius', 'building'] as const;
export type WatchedAreaKind = (typeof WATCHED_AREA_KINDS)[number];

export const WATCHED_AREA_LIMITS = {
  nameMaxLength: 80,
  /** Areas one account may keep. */
  perUser: 20,
  radiusMinMetres: 100,
  radiusMaxMetres: 20_000,
  /** A watched view may span at most this many degrees of latitude and of longitude. */
  maxSpanDegrees: 5,
  /** At most one email (and one SMS) per area in this many seconds: the rest wait, batched. */
  digestIntervalSeconds: 3600,
} as const;

/** West, south, east, north in WGS84 degrees; west > east crosses the antimeridian. */
export interface AreaBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * What an area alerts on: the list's filters it keeps (property types, [] keeps all; photos
 * only) and, its own, only comments reporting something not met (at least one item of their
 * condition checklist answered not met).
 */
export interface AreaFilters {
  types: LocationType[];
  photos: boolean;
  notMet: boolean;
}

/** Whether a point lies inside the bounds, across the antimeridian too. */
export function boundsContain(bounds: AreaBounds, lat: number, lon: number): boolean {
  if (lat < bounds.south || lat > bounds.north) return false;
  return bounds.west <= bounds.east
    ? lon >= bounds.west && lon <= bounds.east
    : lon >= bounds.west || lon <= bounds.east;
}
