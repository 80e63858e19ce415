import { useEffect, useState } from 'react';
import { bus, useViewState, type AreaBounds, type BusEvents, type LatLon } from 'shared';

/** Back into -180..180; a longitude already there stays exactly as it is. */
const wrapLongitude = (lon: number) =>
  lon >= -180 && lon <= 180 ? lon : ((((lon + 180) % 360) + 360) % 360) - 180;
const clampLatitude = (lat: number) => Math.max(-90, Math.min(90, lat));

/**
 * The API's bounds of the map's view. Longitudes past ±180 (Leaflet counts on where the world
 * repeats) are wrapped: a west edge east of the east edge is a view across the antimeridian,
 * as the API reads it.
 */
export function boundsOfView(bounds: BusEvents['map:view']['bounds']): AreaBounds {
  const wholeWorld = bounds.maxLon - bounds.minLon >= 360;
  return {
    west: wholeWorld ? -180 : wrapLongitude(bounds.minLon),
    south: clampLatitude(bounds.minLat),
    east: wholeWorld ? 180 : wrapLongitude(bounds.maxLon),
    north: clampLatitude(bounds.maxLat),
  };
}

export interface WatchTarget {
  /** The map's settled view; null until the map has said where it is. */
  bounds: AreaBounds | null;
  /** The selected place (a searched or clicked location, or a selected saved comment). */
  place: (LatLon & { address: string | null }) | null;
}

const near = (a: LatLon, b: LatLon) =>
  Math.abs(a.lat - b.lat) < 1e-5 && Math.abs(a.lon - b.lon) < 1e-5;

/**
 * What "Watch this area" can watch, read the way the list does: the map's last settled view
 * ('map:view', replayed for a part mounted after it) and the selected place — the URL's
 * location (`at`, with the address the map found for it) or saved comment (`place`, at the
 * position its selection carried).
 */
export function useWatchTarget(): WatchTarget {
  const { state } = useViewState();
  const [view, setView] = useState<BusEvents['map:view'] | null>(null);
  const [located, setLocated] = useState<BusEvents['map:location-selected'] | null>(null);
  const [selected, setSelected] = useState<{ id: string; position: LatLon } | null>(null);

  useEffect(() => {
    const views = bus.on('map:view', { replay: true }).subscribe(setView);
    const locations = bus.on('map:location-selected', { replay: true }).subscribe(setLocated);
    const selections = bus.on('marker:select', { replay: true }).subscribe((selection) => {
      if (selection.id !== null) setSelected({ id: selection.id, position: selection.position });
    });
    return () => {
      views.unsubscribe();
      locations.unsubscribe();
      selections.unsubscribe();
    };
  }, []);

  let place: WatchTarget['place'] = null;
  if (state.at) {
    const address = located && near(located, state.at) ? located.address : null;
    place = { ...state.at, address };
  } else if (state.place && selected?.id === state.place) {
    place = { ...selected.position, address: null };
  }
  return { bounds: view ? boundsOfView(view.bounds) : null, place };
}
