/**
 * Places and the Location model as our geocoding API returns them (SPEC.md §3 "Search
 * result" and "Location model"). Places keep Nominatim's JSON shape (lat/lon as strings,
 * display name, address parts, name details) whichever provider answered.
 */

/** Which provider a place came from: an upstream Nominatim-compatible service or the gazetteer. */
export type GeoSource = 'nominatim' | 'offline';

/** Nominatim's address parts (house_number, road, suburb, city, town, state, postcode, …). */
export type GeoAddress = Record<string, string>;

/** One search or reverse result (SPEC.md §3 Search result). */
export interface GeoPlace {
  place_id: number | string;
  licence: string;
  osm_type: string | null;
  osm_id: number | null;
  lat: string;
  lon: string;
  class: string;
  type: string;
  place_rank: number | null;
  importance: number | null;
  addresstype: string | null;
  name: string;
  display_name: string;
  address: GeoAddress;
  namedetails: Record<string, string>;
  extratags: Record<string, string> | null;
  /** south, north, west, east — strings, as Nominatim writes them. */
  boundingbox: [string, string, string, string] | null;
  source: GeoSource;
}

/** What the reverse lookup kept of the raw answer (SPEC.md §3 Location model). */
export interface LocationGeocodingData {
  raw_response: GeoPlace;
  address_components: GeoAddress;
  osm_type: string | null;
  osm_id: number | null;
  place_rank: number | null;
  address_type: string | null;
  importance: number | null;
  bounding_box: [string, string, string, string] | null;
  licence: string | null;
}

/** SPEC.md §3 Location model, built from a reverse lookup (GET /api/locations/reverse). */
export interface LocationModel {
  place_id: number | string;
  latitude: number;
  longitude: number;
  country: string | null;
  country_code: string | null;
  state: string | null;
  /** city, else town, else village. */
  city: string | null;
  /** city district, else suburb, else neighbourhood. */
  district: string | null;
  class: string | null;
  type: string | null;
  name: string | null;
  postcode: string | null;
  created_at: string;
  updated_at: string;
  geocoding_data: LocationGeocodingData;
}

/** What the map hands to /newComment with `navigate('/newComment', { state })`. */
export interface NewCommentNavigationState {
  location: { lat: number; lon: number; address?: string | null };
  locationModel?: LocationModel | null;
}

/** Query limits of GET /api/geo/search (the minimum is LIMITS.minSearchQueryLength). */
export const GEO_LIMITS = {
  maxSearchQueryLength: 200,
  maxSearchResultLimit: 40,
} as const;
