import { WATCHED_AREA_LIMITS, type AreaBounds } from 'shared/contract';
import { EARTH_RADIUS_METRES } from '../geo/distance';

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** Back into -180..180 after adding or taking away a half-width. */
function wrapLongitude(lon: number): number {
  if (lon < -180) return lon + 360;
  if (lon > 180) return lon - 360;
  return lon;
}

/**
 * The smallest latitude/longitude box holding every point within `metres` of `center` on the
 * sphere (J. P. Matuschek, "Finding points within a distance of a latitude/longitude using
 * bounding coordinates"): the latitude band is exact; the half-width in longitude is
 * asin(sin d / cos lat), the widest the circle gets. A circle reaching over a pole holds every
 * longitude; one reaching over the antimeridian gives west > east, as a map view that crosses
 * it does.
 */
export function radiusBounds(center: { lat: number; lon: number }, metres: number): AreaBounds {
  const distance = metres / EARTH_RADIUS_METRES;
  const lat = radians(center.lat);
  const south = degrees(lat - distance);
  const north = degrees(lat + distance);
  if (north >= 90 || south <= -90) {
    return { west: -180, south: Math.max(-90, south), east: 180, north: Math.min(90, north) };
  }
  const halfWidth = degrees(Math.asin(Math.sin(distance) / Math.cos(lat)));
  return {
    west: wrapLongitude(center.lon - halfWidth),
    south,
    east: wrapLongitude(center.lon + halfWidth),
    north,
  };
}

/** Degrees of longitude from west to east, eastwards (across the antimeridian when west > east). */
export function longitudeSpan(bounds: AreaBounds): number {
  return bounds.west <= bounds.east ? bounds.east - bounds.west : bounds.east + 360 - bounds.west;
}

/**
 * Why a view's or suburb's box cannot be watched, or null when it can: south below north, not
 * empty, and no wider or taller than WATCHED_AREA_LIMITS.maxSpanDegrees (a whole state would
 * send an alert for every comment).
 */
export function boundsProblem(bounds: AreaBounds): string | null {
  const max = WATCHED_AREA_LIMITS.maxSpanDegrees;
  if (bounds.south >= bounds.north) return 'bounds.south must be less than bounds.north.';
  if (bounds.west === bounds.east) return 'bounds.west and bounds.east must differ.';
  if (bounds.north - bounds.south > max || longitudeSpan(bounds) > max) {
    return `The area is too large to watch: zoom in to at most ${max} degrees across.`;
  }
  return null;
}
