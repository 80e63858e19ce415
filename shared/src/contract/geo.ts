import { Type, type Static } from 'typebox';
import { GEO_LIMITS, GEO_SEARCH_NOTICES } from './values/geo';

// The TypeBox schemas of this part of the contract, for the API and its OpenAPI document; its
// constants and rules, which the browser runs too, are values/geo.ts.
export * from './values/geo';

/** Nominatim's address parts (house_number, road, suburb, city, town, state, postcode, …). */
const GeoAddressSchema = Type.Record(Type.String(), Type.String());

export type GeoAddress = Static<typeof GeoAddressSchema>;

/**
 * South, north, west, east — strings, as Nominatim writes them. A four-item array in the
 * document (OpenAPI 3.0 has no tuple `items`), a tuple in TypeScript.
 */
const BoundingBox = Type.Union(
  [
    Type.Unsafe<[string, string, string, string]>(
      Type.Array(Type.String(), { minItems: 4, maxItems: 4 }),
    ),
    Type.Null(),
  ],
  { description: 'south, north, west, east' },
);

const NullableString = Type.Union([Type.String(), Type.Null()]);

const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

const PlaceId = Type.Union([Type.Integer(), Type.String()]);

const OsmId = Type.Union([Type.Integer(), Type.Null()]);

/** Which provider a place came from: an upstream Nominatim-compatible service or the gazetteer. */
const GeoSourceSchema = Type.Union([Type.Literal('nominatim'), Type.Literal('offline')], {
  description: 'nominatim: the upstream geocoder; offline: the bundled gazetteer',
});

export type GeoSource = Static<typeof GeoSourceSchema>;

/** One search or reverse result. */
export const GeoPlaceSchema = Type.Object({
  place_id: PlaceId,
  licence: Type.String(),
  osm_type: NullableString,
  osm_id: OsmId,
  lat: Type.String({ description: 'Latitude as a decimal string' }),
  lon: Type.String({ description: 'Longitude as a decimal string' }),
  class: Type.String(),
  type: Type.String(),
  place_rank: NullableNumber,
  importance: NullableNumber,
  addresstype: NullableString,
  name: Type.String(),
  display_name: Type.String(),
  address: GeoAddressSchema,
  namedetails: GeoAddressSchema,
  extratags: Type.Union([GeoAddressSchema, Type.Null()]),
  boundingbox: BoundingBox,
  source: GeoSourceSchema,
});

export type GeoPlace = Static<typeof GeoPlaceSchema>;

/** What the reverse lookup kept of the raw answer. */
const LocationGeocodingDataSchema = Type.Object({
  raw_response: GeoPlaceSchema,
  address_components: GeoAddressSchema,
  osm_type: NullableString,
  osm_id: OsmId,
  place_rank: NullableNumber,
  address_type: NullableString,
  importance: NullableNumber,
  bounding_box: BoundingBox,
  licence: NullableString,
});

export type LocationGeocodingData = Static<typeof LocationGeocodingDataSchema>;

/**
 * Location model, built from a reverse lookup (GET /api/locations/reverse): city
 * is the city, else town, else village; district the city district, else suburb, else
 * neighbourhood.
 */
export const LocationModelSchema = Type.Object({
  place_id: PlaceId,
  latitude: Type.Number(),
  longitude: Type.Number(),
  country: NullableString,
  country_code: NullableString,
  state: NullableString,
  city: NullableString,
  district: NullableString,
  class: NullableString,
  type: NullableString,
  name: NullableString,
  postcode: NullableString,
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  geocoding_data: LocationGeocodingDataSchema,
});

export type LocationModel = Static<typeof LocationModelSchema>;

/** GET /api/geo/search's answer: the success envelope, and a notice when there is one. */
export const GeoSearchAnswerSchema = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(GeoPlaceSchema),
  notice: Type.Optional(
    Type.Enum(GEO_SEARCH_NOTICES, {
      description:
        'street-level-unavailable: the query names a street, but only the offline gazetteer ' +
        'answered (no geocoding service configured or reachable); the places are the ' +
        "localities of the query's suburb part",
    }),
  ),
});

export type GeoSearchAnswer = Static<typeof GeoSearchAnswerSchema>;

export const GeoSearchQuery = Type.Object({
  q: Type.String({
    minLength: 1,
    maxLength: GEO_LIMITS.maxSearchQueryLength,
    description: 'A suburb name (prefix, typos tolerated), a postcode, or an address',
  }),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: GEO_LIMITS.maxSearchResultLimit,
      description: 'At most this many results (never more than the configured limit)',
    }),
  ),
});

export const CoordinatesQuery = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lon: Type.Number({ minimum: -180, maximum: 180 }),
});
