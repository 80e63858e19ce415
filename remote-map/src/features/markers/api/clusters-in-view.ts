import { useEffect, useRef, useState } from 'react';
import type { LatLngBounds } from 'leaflet';
import { useMap } from 'react-leaflet';
import { useQuery } from '@tanstack/react-query';
import {
  bus,
  call,
  filterParams,
  queryKeys,
  useDataClient,
  type BusEvents,
  type MarkerClusters,
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

/** A view the map came to rest on: what is asked for it, and what 'map:view' says of it. */
interface RestingView {
  /** The clusters' query: the padded view and the zoom of the clusters. */
  query: { bbox: string; zoom: number };
  view: Omit<BusEvents['map:view'], 'total'>;
}

/**
 * Every saved pin in view that the URL's filters keep shows on the map, alone or counted in a
 * cluster, whichever page the list has reached: each time the view comes to rest, and at once
 * when the filters change, its clusters and pins (read through the page's cache, the request
 * for a view left behind aborted) replace what was shown. Each answer is told to the page
 * ('map:view': the view's box, not padded, and what its clusters and pins count inside it),
 * which the list follows. A comment saved, edited, deleted or moderated makes the cache read
 * the view again. A failed request keeps what is shown (the list reports failures).
 */
export function useClustersInView(): void {
  const map = useMap();
  const { dispatch } = useMapState();
  const { filters } = useMapViewState().state;
  const params = filterParams(filters);
  const filterKey = JSON.stringify(params);
  const [resting, setResting] = useState<RestingView | null>(null);
  // The first view waits to settle (a link may fly the map at once); a filter change asks at once.
  const started = useRef(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      clearTimeout(timer);
      const bounds = map.getBounds();
      const { lat, lng } = map.getCenter();
      setResting({
        query: { bbox: bboxOf(bounds), zoom: Math.max(0, Math.round(map.getZoom())) },
        view: {
          bounds: boundsOf(bounds),
          center: { lat, lon: wrapLongitude(lng) },
          zoom: map.getZoom(),
        },
      });
    };
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(ask, VIEW_SETTLE_MS);
    };
    if (started.current) ask();
    else settle();
    started.current = true;
    map.on('moveend', settle);
    return () => {
      map.off('moveend', settle);
      clearTimeout(timer);
    };
  }, [map, filterKey]);

  const { data } = useQuery(
    {
      queryKey: [...queryKeys.clusters, resting?.query, params],
      // GET the view's clusters and lone pins at the map's zoom (public), narrowed by filters.
      queryFn: async ({ signal }) => {
        const askedAt = mapClock();
        const { query, view } = resting!;
        const answer = await call('markerClusters', { query: { ...query, ...params } }, { signal });
        return { answer, askedAt, view };
      },
      enabled: resting !== null,
      // A view the map comes back to shows its last answer at once and is asked again.
      staleTime: 0,
    },
    useDataClient(),
  );

  useEffect(() => {
    if (!data) return;
    const { answer, askedAt, view } = data;
    dispatch({ type: 'view-answered', answer, askedAt });
    bus.emit('map:view', { ...view, total: countInView(answer, view.bounds) });
  }, [data, dispatch]);
}
