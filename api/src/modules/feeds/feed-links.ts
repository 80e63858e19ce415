import {
  DEFAULT_VIEW_STATE,
  formatViewSearch,
  parseFilterParams,
  parsePhotoNames,
  photoUrl,
  placePath,
  type CommentsFeedParams,
  type MapView,
} from 'shared/contract';
import { parseBoundingBox } from '../markers/markers.service';

/**
 * The absolute addresses feeds and open data carry: a feed reader or a GIS tool has no page
 * to resolve a relative link against. The base is PUBLIC_BASE_URL when set (host-page.ts
 * `baseUrlOf`), which may carry a path (`https://example.com/rentmap`).
 */
export function absolute(baseUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${baseUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function placeUrl(baseUrl: string, id: string): string {
  return absolute(baseUrl, placePath(id));
}

/** A comment's photos as absolute URLs (under PHOTO_BASE_URL when there is one). */
export function photoUrlsOf(
  photoUrls: string,
  baseUrl: string,
  photoBaseUrl: string | undefined,
): string[] {
  return parsePhotoNames(photoUrls).map((name) => absolute(baseUrl, photoUrl(name, photoBaseUrl)));
}

/** About the width in pixels of a map on a desktop screen; a phone shows less, and zooms out. */
const VIEWPORT_PX = { width: 1024, height: 640 };
const TILE_PX = 256;

/**
 * The map's centre and zoom that show a bbox: its middle (across the antimeridian too), at the
 * deepest whole zoom whose view of VIEWPORT_PX holds it (Web Mercator's pixels per degree of
 * longitude, the same at every latitude; latitude taken as if it were longitude, which zooms
 * out a little further away from the equator).
 */
export function viewOfBbox(bbox: string): MapView {
  const box = parseBoundingBox(bbox);
  const lonSpan =
    box.minLon <= box.maxLon ? box.maxLon - box.minLon : box.maxLon + 360 - box.minLon;
  const latSpan = box.maxLat - box.minLat;
  let lon = box.minLon + lonSpan / 2;
  if (lon > 180) lon -= 360;
  const fits = (px: number, span: number) =>
    span > 0 ? Math.log2((px * 360) / (TILE_PX * span)) : Infinity;
  const zoom = Math.floor(
    Math.min(fits(VIEWPORT_PX.width, lonSpan), fits(VIEWPORT_PX.height, latSpan)),
  );
  return { lat: (box.minLat + box.maxLat) / 2, lon, zoom: Math.max(1, Math.min(18, zoom)) };
}

/**
 * The map page at a view + filter (view-url.ts): the bbox's centre and zoom, the list
 * following the view; without a bbox, the list of everything.
 */
export function mapUrl(baseUrl: string, query: CommentsFeedParams): string {
  const search = formatViewSearch({
    ...DEFAULT_VIEW_STATE,
    view: query.bbox ? viewOfBbox(query.bbox) : null,
    scope: query.bbox ? 'view' : 'everywhere',
    filters: parseFilterParams(query),
  });
  return absolute(baseUrl, search ? `/?${search}` : '/');
}
