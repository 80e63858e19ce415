/**
 * Places and the Location model as our geocoding API returns them.
 * Places keep Nominatim's JSON shape (lat/lon as strings,
 * display name, address parts, name details) whichever provider answered.
 */

/** Query limits of GET /api/geo/search (the minimum is LIMITS.minSearchQueryLength). */
export const GEO_LIMITS = {
  maxSearchQueryLength: 200,
  maxSearchResultLimit: 40,
} as const;

/**
 * Said beside the places of a search when they are not all it asked for:
 * `street-level-unavailable`: the query named a street, and only the bundled gazetteer
 * answered (no online geocoding service is configured, or it could not be reached), so the
 * places are the suburb part's localities.
 */
export const GEO_SEARCH_NOTICES = ['street-level-unavailable'] as const;

export type GeoSearchNotice = (typeof GEO_SEARCH_NOTICES)[number];
