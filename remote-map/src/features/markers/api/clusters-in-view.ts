import { useEffect } from 'react';
import type { LatLngBounds } from 'leaflet';
import { useMap } from 'react-leaflet';
import { ROUTES, api, pathUnderApi, type MarkerClusters } from 'shared';
import { mapClock, useMapState } from '../../../lib/map-state';

/** The view must rest this long before its saved markers are asked for. */
export const VIEW_SETTLE_MS = 300;
/**
 * The area asked for reaches this share of the view beyond each edge, for small pans. Kept
 * small: a 1920x1080 view padded by 0.15 covers about 21x13 cells of 128 px, under the
 * answer's 300 (CLUSTER_GRID.maxCells), so the API does not coarsen the grid for it.
 */
const VIEW_PADDING = 0.15;

const CLUSTERS_PATH = pathUnderApi(ROUTES.markerClusters);

const wrapLongitude = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;
const clampLatitude = (lat: number) => Math.max(-90, Math.min(90, lat));

/**
 * The API's `bbox` (minLon,minLat,maxLon,maxLat) for a Leaflet view, padded. Leaflet counts
 * longitudes past ±180 when the world repeats; they are wrapped, and a west edge east of the
 * east edge means the view crosses the antimeridian, as the API reads it.
 */
export function bboxOf(bounds: LatLngBounds): string {
  const padded = bounds.pad(VIEW_PADDING);
  const south = clampLatitude(padded.getSouth());
  const north = clampLatitude(padded.getNorth());
  const wholeWorld = padded.getEast() - padded.getWest() >= 360;
  const west = wholeWorld ? -180 : wrapLongitude(padded.getWest());
  const east = wholeWorld ? 180 : wrapLongitude(padded.getEast());
  return [west, south, east, north].map((value) => value.toFixed(6)).join(',');
}

/** GET the view's clusters and lone pins at the map's zoom (public). */
export function fetchClustersInView(
  bbox: string,
  zoom: number,
  signal?: AbortSignal,
): Promise<MarkerClusters> {
  return api.get<MarkerClusters>(CLUSTERS_PATH, {
    params: { bbox, zoom },
    skipAuth: true,
    signal,
  });
}

/**
 * Every saved pin in view shows on the map, alone or counted in a cluster, whichever page the
 * list has reached: each time the view comes to rest, its clusters and pins replace the
 * previous view's. A failed request keeps what is shown (the list reports load failures).
 */
export function useClustersInView(): void {
  const map = useMap();
  const { dispatch } = useMapState();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const load = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        controller?.abort();
        const current = (controller = new AbortController());
        const askedAt = mapClock();
        const zoom = Math.max(0, Math.round(map.getZoom()));
        fetchClustersInView(bboxOf(map.getBounds()), zoom, current.signal).then(
          (answer) => {
            if (!current.signal.aborted) dispatch({ type: 'view-answered', answer, askedAt });
          },
          () => undefined,
        );
      }, VIEW_SETTLE_MS);
    };
    load();
    map.on('moveend', load);
    return () => {
      map.off('moveend', load);
      clearTimeout(timer);
      controller?.abort();
    };
  }, [map, dispatch]);
}
