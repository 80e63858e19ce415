import { GEO_LIMITS } from 'shared/contract';
import { Type } from 'typebox';

const Strings = Type.Record(Type.String(), Type.String());
// Four strings, as an array rather than a tuple: OpenAPI 3.0 has no tuple `items`.
const BoundingBox = Type.Union(
  [Type.Array(Type.String(), { minItems: 4, maxItems: 4 }), Type.Null()],
  { description: 'south, north, west, east' },
);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
const PlaceId = Type.Union([Type.Integer(), Type.String()]);

/** A place in Nominatim's JSON shape (SPEC.md §3 Search result). */
export const GeoPlaceSchema = Type.Object({
  place_id: PlaceId,
  licence: Type.String(),
  osm_type: NullableString,
  osm_id: Type.Union([Type.Integer(), Type.Null()]),
  lat: Type.String({ description: 'Latitude as a decimal string' }),
  lon: Type.String({ description: 'Longitude as a decimal string' }),
  class: Type.String(),
  type: Type.String(),
  place_rank: NullableNumber,
  importance: NullableNumber,
  addresstype: NullableString,
  name: Type.String(),
  display_name: Type.String(),
  address: Strings,
  namedetails: Strings,
  extratags: Type.Union([Strings, Type.Null()]),
  boundingbox: BoundingBox,
  source: Type.Union([Type.Literal('nominatim'), Type.Literal('offline')], {
    description: 'nominatim: the upstream geocoder; offline: the bundled gazetteer',
  }),
});

/** SPEC.md §3 Location model. */
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
  geocoding_data: Type.Object({
    raw_response: GeoPlaceSchema,
    address_components: Strings,
    osm_type: NullableString,
    osm_id: Type.Union([Type.Integer(), Type.Null()]),
    place_rank: NullableNumber,
    address_type: NullableString,
    importance: NullableNumber,
    bounding_box: BoundingBox,
    licence: NullableString,
  }),
});

export const SearchQuery = Type.Object({
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
