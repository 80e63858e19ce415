import { METRES_PER_DEGREE_OF_LATITUDE, type BoundingBox, type Point } from './distance';

/** Longitudes apart, the short way round (across the antimeridian when that is shorter). */
function lonGap(a: number, b: number): number {
  const gap = Math.abs(a - b) % 360;
  return gap > 180 ? 360 - gap : gap;
}

/** cos(latitude) no smaller than this: at the poles a box around the point spans every longitude. */
const MIN_COS = 1e-9;

/**
 * How far `point` is from `from`, in degrees of latitude, on the equirectangular projection
 * centred on `from` (longitudes shrunk by cos of its latitude). Not a distance on the globe
 * but an order that ranks places near `from` as a map shows them, and one with a box: every
 * point within `radius` lies in boxAround(from, radius).
 */
export function distanceFrom(from: Point, point: Point): number {
  const scale = Math.max(MIN_COS, Math.cos((from.lat * Math.PI) / 180));
  return Math.hypot(point.lat - from.lat, lonGap(point.lon, from.lon) * scale);
}

/**
 * The box holding every point within `radius` of `from` (distanceFrom), crossing the
 * antimeridian when it reaches over it; null when it holds the whole world.
 */
export function boxAround(from: Point, radius: number): BoundingBox | null {
  const minLat = Math.max(-90, from.lat - radius);
  const maxLat = Math.min(90, from.lat + radius);
  const halfWidth = radius / Math.max(MIN_COS, Math.cos((from.lat * Math.PI) / 180));
  if (halfWidth >= 180) {
    return minLat === -90 && maxLat === 90 ? null : { minLon: -180, minLat, maxLon: 180, maxLat };
  }
  let minLon = from.lon - halfWidth;
  let maxLon = from.lon + halfWidth;
  if (minLon < -180) minLon += 360;
  if (maxLon > 180) maxLon -= 360;
  return { minLon, minLat, maxLon, maxLat };
}

/** The centre of a box, across the antimeridian when the box crosses it. */
export function centreOf(box: BoundingBox): Point {
  const width = box.minLon <= box.maxLon ? box.maxLon - box.minLon : box.maxLon + 360 - box.minLon;
  let lon = box.minLon + width / 2;
  if (lon > 180) lon -= 360;
  return { lat: (box.minLat + box.maxLat) / 2, lon };
}

/** A box holding every point within `metres` of `from` (a little more, never less). */
export function boxAroundMetres(from: Point, metres: number): BoundingBox {
  return (
    boxAround(from, (metres / METRES_PER_DEGREE_OF_LATITUDE) * 1.01) ?? {
      minLon: -180,
      minLat: -90,
      maxLon: 180,
      maxLat: 90,
    }
  );
}
