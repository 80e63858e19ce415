import { useEffect } from 'react';
import type { LatLngBounds } from 'leaflet';
import { useMap } from 'react-leaflet';
import { LIMITS, SAVED_MARKERS_PATH, api, type Page, type SavedMarkerComment } from 'shared';
import { useMapState } from '../../../lib/map-state';

/** The view must rest this long before its saved markers are asked for. */
export const VIEW_SETTLE_MS = 300;
/** The area asked for reaches this share of the view beyond each edge, for small pans. */
const VIEW_PADDING = 0.25;

const wrapLongitude = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;
const clampLatitude = (lat: number) => Math.max(-90, Math.min(90, lat));

/**
 * The list endpoint's `bbox` (minLon,minLat,maxLon,maxLat) for a Leaflet view, padded. Leaflet
 * counts longitudes past ±180 when the world repeats; they are wrapped, and a west edge east
 * of the east edge means the view crosses the antimeridian, as the API reads it.
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

/** GET the saved comments inside `bbox`, newest first, as many as one page may hold. */
export async function fetchSavedInView(
  bbox: string,
  signal?: AbortSignal,
): Promise<SavedMarkerComment[]> {
  const page = await api.get<Page<SavedMarkerComment>>(SAVED_MARKERS_PATH, {
    params: { bbox, size: LIMITS.markerListMaxPageSize },
    skipAuth: true,
    signal,
  });
  return page.content;
}

/**
 * Every saved pin in view shows on the map, whichever page the list has reached: each time
 * the view comes to rest, the saved markers inside it replace the previous view's. A failed
 * request keeps what is shown (the list reports load failures).
 */
export function useSavedMarkersInView(): void {
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
        fetchSavedInView(bboxOf(map.getBounds()), current.signal).then(
          (comments) => {
            if (!current.signal.aborted) {
              dispatch({ type: 'saved-in-view', comments });
            }
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
