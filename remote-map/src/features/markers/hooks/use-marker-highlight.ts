import { useEffect } from 'react';
import { LIMITS, bus } from 'shared';
import { SAVED_ID_PREFIX, useMapState } from '../../../lib/map-state';

/**
 * A saved marker is selected ('marker:select'): show it large and green, labelled 'SELECTED
 * MARKER', for 3 seconds. Selected in the list (or by a link), the map flies to it; a pin
 * clicked on the map is already in view. A null id clears the highlight. Whatever shows a
 * highlight (this, a link, a comment saved here), it ends 3 seconds after it began.
 */
export function useMarkerHighlight(): void {
  const { state, dispatch } = useMapState();
  useEffect(() => {
    const subscription = bus.on('marker:select').subscribe((selection) => {
      if (selection.id === null) {
        dispatch({ type: 'highlight', id: null });
        return;
      }
      const { lat, lon } = selection.position;
      dispatch({
        type: 'highlight',
        id: `${SAVED_ID_PREFIX}${selection.id}`,
        position: { lat, lng: lon },
        fly: selection.source !== 'map',
      });
    });
    return () => subscription.unsubscribe();
  }, [dispatch]);

  const { highlighted } = state;
  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(
      () => dispatch({ type: 'highlight-expired', highlight: highlighted }),
      LIMITS.selectedMarkerHighlightMs,
    );
    return () => clearTimeout(timer);
  }, [highlighted, dispatch]);
}
