import { useEffect, useRef } from 'react';
import { temporaryMarkerId, useMapState, type LatLng } from '../../../lib/map-state';
import { useMapViewState } from '../../../lib/view-state';
import { useAddressLookup } from '../api/geocoding';

type At = { lat: number; lon: number } | null;

/** The URL keeps a selected location to 6 decimals (about 10 cm). */
export const roundCoordinate = (value: number) => Number(value.toFixed(6));

const sameAt = (a: At, b: At) =>
  a === b ||
  (a !== null &&
    b !== null &&
    roundCoordinate(a.lat) === roundCoordinate(b.lat) &&
    roundCoordinate(a.lon) === roundCoordinate(b.lon));

const atOf = (position: LatLng | null | undefined): At =>
  position ? { lat: roundCoordinate(position.lat), lon: roundCoordinate(position.lng) } : null;

/**
 * The selected location lives in the URL (`at=lat,lon`), both ways:
 * - a new selected pin (a click, a search result) is a new history entry; moving it (a drag)
 *   or letting it go (Keep pin, Remove) changes the current one;
 * - a URL that says another location (a reload, Back, Forward) puts the selected pin there,
 *   its popup open and its address looked up again; the map flies there only when the URL has
 *   no view of its own. A URL with none removes the selected pin (unless it was kept).
 * Over a dialog with a path of its own the map leaves the URL alone.
 */
export function useSelectedLocationInUrl(): void {
  const { state, dispatch } = useMapState();
  const { state: view, update, onMapPage } = useMapViewState();
  const lookUpAddress = useAddressLookup();
  const selected = state.markers.find((marker) => marker.id === state.selectedMarkerId);
  const selectedId = selected?.id ?? null;
  const selectedAt = atOf(selected?.position);
  const urlAt = view.at;
  const hasView = view.view !== null;

  // The URL's location that the map shows (undefined until the URL was first read).
  const synced = useRef<At | undefined>(undefined);
  // The URL's location as last read on the map page: only a change of it moves the pin. The
  // map page coming back with the location it had (the dialog closed, and the pin went in the
  // same render, a comment having been saved from it) is no news: the map's own write of that
  // render is not in the URL it renders yet.
  const read = useRef<At | undefined>(undefined);
  const previous = useRef<{ id: string | null; at: At }>({ id: null, at: null });

  // Map → URL, on each change of the selected pin.
  const lat = selectedAt?.lat;
  const lon = selectedAt?.lon;
  useEffect(() => {
    const at: At = lat !== undefined && lon !== undefined ? { lat, lon } : null;
    const before = previous.current;
    previous.current = { id: selectedId, at };
    if (!onMapPage || (before.id === selectedId && sameAt(before.at, at))) return;
    if (sameAt(at, urlAt)) {
      synced.current = urlAt;
      return;
    }
    synced.current = at;
    if (at && before.id !== selectedId) update({ at, place: null });
    else update({ at }, { replace: true });
  }, [selectedId, lat, lon, onMapPage, urlAt, update]);

  // URL → map, on each change of the URL's location.
  const urlLat = urlAt?.lat;
  const urlLon = urlAt?.lon;
  useEffect(() => {
    if (!onMapPage) return;
    const at: At =
      urlLat !== undefined && urlLon !== undefined ? { lat: urlLat, lon: urlLon } : null;
    if (read.current !== undefined && sameAt(read.current, at)) return;
    read.current = at;
    if (synced.current !== undefined && sameAt(synced.current, at)) return;
    synced.current = at;
    if (at === null) {
      dispatch({ type: 'drop-selection' });
      return;
    }
    if (sameAt(previous.current.at, at)) return;
    const id = temporaryMarkerId();
    const position = { lat: at.lat, lng: at.lon };
    dispatch({ type: 'add-temporary', id, position, fly: !hasView });
    void lookUpAddress(id, position);
  }, [urlLat, urlLon, onMapPage, hasView, dispatch, lookUpAddress]);
}
