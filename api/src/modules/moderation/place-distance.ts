import { METRES_PER_DEGREE_OF_LATITUDE, type Point } from '../geo/distance';
import type { BoundingBox } from '../markers/markers.repository';
import { boxAround } from '../markers/nearest';

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
