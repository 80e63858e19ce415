import { useEffect } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { useMap } from 'react-leaflet';
import { MAP_DEFAULTS, type MapView } from 'shared';
import { sameView, useMapViewState } from '../../lib/view-state';

const DEFAULT_VIEW: MapView = {
  lat: MAP_DEFAULTS.center.lat,
  lon: MAP_DEFAULTS.center.lng,
  zoom: MAP_DEFAULTS.zoom,
};

const wrapLongitude = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180;

function viewOf(map: LeafletMap): MapView {
  const { lat, lng } = map.getCenter();
  return { lat, lon: wrapLongitude(lng), zoom: map.getZoom() };
}

/**
 * The view as the URL keeps it: null for the starting view, so the map page's plain address
 * (`/`) is where the map starts and Reset returns there.
 */
export function urlViewOf(map: LeafletMap): MapView | null {
  const view = viewOf(map);
  return sameView(view, DEFAULT_VIEW) ? null : view;
}

/**
 * The map's view lives in the URL (`?lat=&lon=&z=`): each time the map comes to rest it
 * replaces the current entry's view (a pan is no history step), and when the URL's view
 * changes under it (Back, Forward, a link inside the app) the map jumps there. The map's own
 * writes come back equal to the URL's precision, so they move nothing.
 */
export function ViewInUrl() {
  const map = useMap();
  const { state, update, onMapPage } = useMapViewState();

  useEffect(() => {
    if (!onMapPage) return;
    const write = () => update({ view: urlViewOf(map) }, { replace: true });
    map.on('moveend', write);
    return () => {
      map.off('moveend', write);
    };
  }, [map, update, onMapPage]);

  const { view } = state;
  const lat = view?.lat;
  const lon = view?.lon;
  const zoom = view?.zoom;
  useEffect(() => {
    if (!onMapPage) return;
    const target =
      lat !== undefined && lon !== undefined && zoom !== undefined
        ? { lat, lon, zoom }
        : DEFAULT_VIEW;
    if (sameView(viewOf(map), target)) return;
    map.setView([target.lat, target.lon], target.zoom, { animate: false });
  }, [map, onMapPage, lat, lon, zoom]);

  return null;
}
