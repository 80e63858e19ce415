import { useCallback, useRef } from 'react';
import { TEXTS, call, type GeoPlace, type LocationModel } from 'shared';
import { markerDetailsOf, useMapState, type LatLng, type MapMarker } from '../../../lib/map-state';

/** GET /api/geo/reverse: the place at these coordinates (our API, never a geocoder). */
export function reverseGeocode(lat: number, lon: number): Promise<GeoPlace> {
  return call('reversePlace', { query: { lat, lon } });
}

/** GET /api/locations/reverse: the Location model for the Add Comment dialog. */
export function fetchLocationModel(lat: number, lon: number): Promise<LocationModel> {
  return call('reverseLocation', { query: { lat, lon } });
}

/**
 * Looks a marker's address up again (after a click or a drag). A later lookup for the same
 * marker wins over an earlier one; a failure reads 'Address not found'.
 */
export function useAddressLookup(): (markerId: string, position: LatLng) => Promise<void> {
  const { dispatch } = useMapState();
  const latest = useRef(new Map<string, number>());
  const counter = useRef(0);
  return useCallback(
    async (markerId, position) => {
      const request = ++counter.current;
      latest.current.set(markerId, request);
      let address: string = TEXTS.map.addressNotFound;
      let details: Partial<MapMarker> = {};
      try {
        const place = await reverseGeocode(position.lat, position.lng);
        address = place.display_name || TEXTS.map.addressNotFound;
        details = { ...markerDetailsOf(place), place };
      } catch {
        // A failed reverse lookup gives the address 'Address not found'.
      }
      if (latest.current.get(markerId) === request) {
        dispatch({ type: 'set-address', id: markerId, address, details });
      }
    },
    [dispatch],
  );
}
