import { ROUTES } from './routes';
import type { MarkerFilterParams } from './filters';

/**
 * Feeds and open data: every view + filter of the map as an Atom feed (RFC 4287)
 * that a feed reader follows, and as GeoJSON (RFC 7946) that GIS tools read. They read what
 * the public list reads, so hidden and held comments and private authors never appear.
 */
export const FEED_LIMITS = {
  /** The newest comments an Atom feed carries. */
  feedEntries: 50,
  /** GeoJSON features a page holds when `size` is not given, and at most. */
  openDataPageSize: 100,
  openDataMaxPageSize: 100,
  /**
   * Seconds a feed or a GeoJSON page may be kept by any cache: a comment hidden by a
   * moderator leaves every copy within this time.
   */
  cacheSeconds: 60,
} as const;

export const ATOM_MEDIA_TYPE = 'application/atom+xml';
export const ATOM_CONTENT_TYPE = `${ATOM_MEDIA_TYPE}; charset=utf-8`;
export const GEOJSON_CONTENT_TYPE = 'application/geo+json';

/** The name a browser saves a GeoJSON export under. */
export const GEOJSON_FILE_NAME = 'rentmap-comments.geojson';

/** What a view's feed and export are asked for: the list's bbox (absent: everywhere) and filters. */
export interface FeedQuery extends MarkerFilterParams {
  bbox?: string;
}

/** The query string of a view + filter, in the list's parameter order; '' for everything. */
export function feedSearch(query: FeedQuery): string {
  const params = new URLSearchParams();
  if (query.bbox) params.set('bbox', query.bbox);
  if (query.types) params.set('types', query.types);
  if (query.photos) params.set('photos', 'true');
  if (query.within) params.set('within', query.within);
  if (query.q) params.set('q', query.q);
  if (query.mould) params.set('mould', 'true');
  if (query.heating) params.set('heating', 'true');
  if (query.rentMax) params.set('rentMax', String(query.rentMax));
  // Commas may stand in a query as they are: `bbox=150.9,-34.1,151.5,-33.6`.
  return params.toString().replace(/%2C/g, ',');
}

/** The paths (under the site's origin) of a view's Atom feed and GeoJSON export. */
export function feedLinks(query: FeedQuery): { atom: string; geojson: string } {
  const search = feedSearch(query);
  const withSearch = (path: string) => (search ? `${path}?${search}` : path);
  return {
    atom: withSearch(ROUTES.commentsFeed.path),
    geojson: withSearch(ROUTES.openDataComments.path),
  };
}
