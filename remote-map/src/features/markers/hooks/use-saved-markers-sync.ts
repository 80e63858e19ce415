import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { bus } from 'shared';
import { SAVED_ID_PREFIX, mapClock, useMapState } from '../../../lib/map-state';
import { useMapViewState } from '../../../lib/view-state';

/**
 * A comment saved on this page ('marker:saved') shows on the map at once, until a view answer
 * asked for after it was saved counts it (alone or in a cluster). The popup it was written
 * from closes, the selected pin it replaces goes, and the new saved pin is shown selected:
 * highlighted, and the selected place in the URL (in place of the location). The dialog it
 * was saved in has a path of its own: the URL changes once the map page is back.
 */
export function useSavedMarkersSync(): void {
  const map = useMap();
  const { dispatch } = useMapState();
  const { update, onMapPage } = useMapViewState();
  // The comment to select once the map page is back (its dispatches render the map).
  const savedHere = useRef<string | null>(null);

  useEffect(() => {
    const saved = bus.on('marker:saved').subscribe(({ marker }) => {
      dispatch({ type: 'add-saved', comment: marker, savedAt: mapClock() });
      map.closePopup();
      dispatch({ type: 'drop-selection' });
      dispatch({
        type: 'highlight',
        id: `${SAVED_ID_PREFIX}${marker.id}`,
        position: { lat: marker.lat, lng: marker.lon },
        comment: marker,
      });
      savedHere.current = marker.id;
    });
    return () => saved.unsubscribe();
  }, [dispatch, map]);

  // After every render: the saving's own, or the one of the URL's return to the map page.
  useEffect(() => {
    const id = savedHere.current;
    if (id === null || !onMapPage) return;
    savedHere.current = null;
    update({ place: id, at: null }, { replace: true });
  });
}
