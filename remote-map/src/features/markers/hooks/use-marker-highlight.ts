import { useEffect } from 'react';
import { LIMITS, bus } from 'shared';
import { SAVED_ID_PREFIX, useMapState } from '../../../lib/map-state';

/**
 * The list selects a saved marker ('marker:select'): fly to it and show it large and green,
 * labelled 'SELECTED MARKER', for 3 seconds. A null id clears the highlight.
 */
export function useMarkerHighlight(): void {
  const { dispatch } = useMapState();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = bus.on('marker:select').subscribe((selection) => {
      clearTimeout(timer);
      if (selection.id === null) {
        dispatch({ type: 'highlight', id: null });
        return;
      }
      const { lat, lon } = selection.position;
      dispatch({
        type: 'highlight',
        id: `${SAVED_ID_PREFIX}${selection.id}`,
        position: { lat, lng: lon },
      });
      timer = setTimeout(
        () => dispatch({ type: 'highlight', id: null }),
        LIMITS.selectedMarkerHighlightMs,
      );
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [dispatch]);
}
