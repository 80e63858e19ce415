import { useEffect } from 'react';
import { bus } from 'shared';
import { mapClock, useMapState } from '../../../lib/map-state';

/**
 * A comment saved on this page ('marker:saved') shows on the map at once, until a view answer
 * asked for after it was saved counts it (alone or in a cluster).
 */
export function useSavedMarkersSync(): void {
  const { dispatch } = useMapState();
  useEffect(() => {
    const saved = bus
      .on('marker:saved')
      .subscribe(({ marker }) =>
        dispatch({ type: 'add-saved', comment: marker, savedAt: mapClock() }),
      );
    return () => saved.unsubscribe();
  }, [dispatch]);
}
