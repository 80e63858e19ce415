/**
 * What the list asks the API for, made from the page's state (the URL) and the map's view:
 * the bbox of the view when the list follows the map, the filters, and the order.
 */
import { useEffect, useState } from 'react';
import { bus, filterParams, type BusEvents, type ListScope, type ViewState } from 'shared';

export type MapViewEvent = BusEvents['map:view'];
type Bounds = MapViewEvent['bounds'];

/** The query parameters of GET /marker-comments/list besides the page's cursor and size. */
export type SavedMarkersQuery = Record<string, string | number | boolean>;

export interface MapViewState {
  /** The map's latest settled view; null until the map has said where it is. */
  view: MapViewEvent | null;
  /** The map could not be loaded (the host reported it): there is no view to follow. */
  unavailable: boolean;
}

/**
 * The map's latest settled view ('map:view'), also when this remote mounted after the map
 * said it (the bus replays the last one), and whether the map failed to load
 * ('remote:load-failed' for remote-map) — until a Retry brings it back and it speaks.
 */
export function useMapView(): MapViewState {
  const [state, setState] = useState<MapViewState>({ view: null, unavailable: false });
  useEffect(() => {
    const views = bus
      .on('map:view', { replay: true })
      .subscribe((view) => setState({ view, unavailable: false }));
    const failures = bus.on('remote:load-failed', { replay: true }).subscribe(({ remote }) => {
      if (remote === 'remote-map') setState((current) => ({ ...current, unavailable: true }));
    });
    return () => {
      views.unsubscribe();
      failures.unsubscribe();
    };
  }, []);
  return state;
}

/**
 * Where the list looks: the URL's scope, except that a list told to follow a map that could
 * not be loaded (and never said where it is) lists everywhere rather than wait for ever.
 */
export function effectiveScope(scope: ListScope, map: MapViewState): ListScope {
  return scope === 'view' && map.view === null && map.unavailable ? 'everywhere' : scope;
}

const wrapLongitude = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;
const clampLatitude = (lat: number) => Math.max(-90, Math.min(90, lat));
const degrees = (value: number) => value.toFixed(6);

/**
 * The API's bbox (minLon,minLat,maxLon,maxLat) of a view. Longitudes past ±180 (Leaflet
 * counts on when the world repeats) are wrapped: a west edge east of the east edge is a view
 * across the antimeridian, as the API reads it. Six decimals, so the same view is the same
 * query and asks nothing again.
 */
export function bboxParam(bounds: Bounds): string {
  const wholeWorld = bounds.maxLon - bounds.minLon >= 360;
  return [
    wholeWorld ? -180 : wrapLongitude(bounds.minLon),
    clampLatitude(bounds.minLat),
    wholeWorld ? 180 : wrapLongitude(bounds.maxLon),
    clampLatitude(bounds.maxLat),
  ]
    .map(degrees)
    .join(',');
}

/**
 * The list's query, or null while it cannot be asked yet: following the map before the map
 * has said where it is, or sorted by distance without a map centre to measure from.
 */
export function savedMarkersQuery(
  state: Pick<ViewState, 'scope' | 'filters' | 'sort' | 'view'> & Partial<Pick<ViewState, 'group'>>,
  mapView: MapViewEvent | null,
): SavedMarkersQuery | null {
  if (state.scope === 'view' && mapView === null) return null;
  const query: SavedMarkersQuery = { ...filterParams(state.filters) };
  if (state.scope === 'view' && mapView) query.bbox = bboxParam(mapView.bounds);
  if (state.group) query.group = state.group;
  if (state.sort === 'nearest') {
    const centre = mapView?.center ?? state.view;
    if (!centre) return null;
    query.sort = 'nearest';
    query.near = `${degrees(clampLatitude(centre.lat))},${degrees(wrapLongitude(centre.lon))}`;
  } else if (state.sort !== 'newest') {
    query.sort = state.sort;
  }
  return query;
}
