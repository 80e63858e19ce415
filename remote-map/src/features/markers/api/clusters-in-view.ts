import { useEffect, useMemo, useRef } from 'react';
import type { LatLngBounds } from 'leaflet';
import { useMap } from 'react-leaflet';
import { merge } from 'rxjs';
import {
  bus,
  call,
  filterParams,
  type BusEvents,
  type MarkerClusters,
  type MarkerFilterParams,
} from 'shared';
import { mapClock, useMapState } from '../../../lib/map-state';
import { useMapViewState } from '../../../lib/view-state';

/** The view must rest this long before its saved markers are asked for. */
export const VIEW_SETTLE_MS = 300;
/**
 * The area asked for reaches this share of the view beyond each edge, for small pans. Kept
 * small: a 1920x1080 view padded by 0.15 covers about 21x13 cells of 128 px, under the
 * answer's 300 (CLUSTER_GRID.maxCells), so the API does not coarsen the grid for it.
 */
const VIEW_PADDING = 0.15;

const wrapLongitude = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;
const clampLatitude = (lat: number) => Math.max(-90, Math.min(90, lat));

type ViewBounds = BusEvents['map:view']['bounds'];

/**
 * A Leaflet view as the API reads a box. Leaflet counts longitudes past ±180 when the world
 * repeats; they are wrapped, and a west edge east of the east edge means the view crosses
 * the antimeridian, as the API reads it.
 */
export function boundsOf(bounds: LatLngBounds): ViewBounds {
  const wholeWorld = bounds.getEast() - bounds.getWest() >= 360;
  return {
    minLon: wholeWorld ? -180 : wrapLongitude(bounds.getWest()),
    minLat: clampLatitude(bounds.getSouth()),
    maxLon: wholeWorld ? 180 : wrapLongitude(bounds.getEast()),
    maxLat: clampLatitude(bounds.getNorth()),
  };
}

/** The API's `bbox` (minLon,minLat,maxLon,maxLat) for a Leaflet view, padded. */
export function bboxOf(bounds: LatLngBounds): string {
  const { minLon, minLat, maxLon, maxLat } = boundsOf(bounds.pad(VIEW_PADDING));
  return [minLon, minLat, maxLon, maxLat].map((value) => value.toFixed(6)).join(',');
}

function inBounds(bounds: ViewBounds, lat: number, lon: number): boolean {
  const lonInside =
    bounds.minLon <= bounds.maxLon
      ? lon >= bounds.minLon && lon <= bounds.maxLon
      : lon >= bounds.minLon || lon <= bounds.maxLon;
  return lonInside && lat >= bounds.minLat && lat <= bounds.maxLat;
}

/**
 * How many saved comments the map shows inside the view itself (not the padding around it
 * that the request covers): each pin drawn inside it, and the count of each cluster drawn
 * inside it. What "N places in this view" says is what the map shows there.
 */
export function countInView(
  answer: Pick<MarkerClusters, 'clusters' | 'pins'>,
  bounds: ViewBounds,
): number {
  const pins = answer.pins.filter((pin) => inBounds(bounds, pin.lat, pin.lon)).length;
  return answer.clusters.reduce(
    (sum, cluster) => (inBounds(bounds, cluster.lat, cluster.lon) ? sum + cluster.count : sum),
    pins,
  );
}

/** GET the view's clusters and lone pins at the map's zoom (public), narrowed by filters. */
export function fetchClustersInView(
  bbox: string,
  zoom: number,
  filters: MarkerFilterParams = {},
  signal?: AbortSignal,
): Promise<MarkerClusters> {
  return call('markerClusters', { query: { bbox, zoom, ...filters } }, { signal });
}

/**
 * Every saved pin in view that the URL's filters keep shows on the map, alone or counted in a
 * cluster, whichever page the list has reached: each time the view comes to rest, and at once
 * when the filters change, its clusters and pins replace what was shown. Each answer is told
 * to the page ('map:view': the view's box, not padded, and what its clusters and pins count
 * inside it),
 * which the list follows. A failed request keeps what is shown (the list reports failures).
 */
export function useClustersInView(): void {
  const map = useMap();
  const { dispatch } = useMapState();
  const { filters } = useMapViewState().state;
  const key = JSON.stringify(filterParams(filters));
  const params = useMemo(() => JSON.parse(key) as MarkerFilterParams, [key]);
  // The first view waits to settle (a link may fly the map at once); a filter change asks at once.
  const started = useRef(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const ask = () => {
      clearTimeout(timer);
      controller?.abort();
      const current = (controller = new AbortController());
      const askedAt = mapClock();
      const zoom = Math.max(0, Math.round(map.getZoom()));
      const bounds = map.getBounds();
      const { lat, lng } = map.getCenter();
      fetchClustersInView(bboxOf(bounds), zoom, params, current.signal).then(
        (answer) => {
          if (current.signal.aborted) return;
          dispatch({ type: 'view-answered', answer, askedAt });
          const view = boundsOf(bounds);
          bus.emit('map:view', {
            bounds: view,
            center: { lat, lon: wrapLongitude(lng) },
            zoom: map.getZoom(),
            total: countInView(answer, view),
          });
        },
        () => undefined,
      );
    };
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(ask, VIEW_SETTLE_MS);
    };
    if (started.current) ask();
    else settle();
    started.current = true;
    map.on('moveend', settle);
    // A comment its author edited (type, photos) or deleted: the view is asked again.
    const edited = merge(bus.on('marker:changed'), bus.on('marker:deleted')).subscribe(ask);
    return () => {
      edited.unsubscribe();
      map.off('moveend', settle);
      clearTimeout(timer);
      controller?.abort();
    };
  }, [map, dispatch, params]);
}
