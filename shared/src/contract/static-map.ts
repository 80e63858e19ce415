import { Type } from 'typebox';
import { LIMITS } from '../limits';
import { STATIC_MAP_LIMITS } from './values/static-map';

// The TypeBox schemas of this part of the contract, for the API and its OpenAPI document; its
// constants and rules, which the browser runs too, are values/static-map.ts.
export * from './values/static-map';

const { maxLatitude, zoom, size } = STATIC_MAP_LIMITS;

/** GET /api/static-map: a point, and the product's zoom 15, 600×400 unless asked otherwise. */
export const StaticMapQuery = Type.Object({
  lat: Type.Number({ minimum: -maxLatitude, maximum: maxLatitude }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
  zoom: Type.Integer({ ...zoom, default: LIMITS.staticMap.zoom }),
  width: Type.Integer({ ...size, default: LIMITS.staticMap.width }),
  height: Type.Integer({ ...size, default: LIMITS.staticMap.height }),
});
