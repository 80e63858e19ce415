import { Type } from 'typebox';
import { LIMITS } from '../limits';

/** What GET /api/static-map can draw: Web Mercator's latitudes, these zooms and sizes. */
export const STATIC_MAP_LIMITS = {
  /** Web Mercator stops here; the tiles cover nothing beyond. */
  maxLatitude: 85.05112878,
  zoom: { minimum: 1, maximum: 18 },
  size: { minimum: 64, maximum: 1024 },
} as const;

const { maxLatitude, zoom, size } = STATIC_MAP_LIMITS;

/** GET /api/static-map: a point, and SPEC.md's zoom 15, 600×400 unless asked otherwise. */
export const StaticMapQuery = Type.Object({
  lat: Type.Number({ minimum: -maxLatitude, maximum: maxLatitude }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
  zoom: Type.Integer({ ...zoom, default: LIMITS.staticMap.zoom }),
  width: Type.Integer({ ...size, default: LIMITS.staticMap.width }),
  height: Type.Integer({ ...size, default: LIMITS.staticMap.height }),
});
