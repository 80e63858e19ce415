export interface Point {
  lat: number;
  lon: number;
}

/** West to east (minLon > maxLon crosses the antimeridian), south to north, in degrees. */
export interface BoundingBox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

/** The mean Earth radius (IUGG), the one every distance of the API is measured on. */
export const EARTH_RADIUS_METRES = 6_371_008.8;
export const METRES_PER_DEGREE_OF_LATITUDE = (Math.PI * EARTH_RADIUS_METRES) / 180;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle (haversine) distance between two points, in metres. */
export function metresBetween(a: Point, b: Point): number {
  const h =
    Math.sin(radians(b.lat - a.lat) / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(radians(b.lon - a.lon) / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}
