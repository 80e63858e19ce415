import { useEffect } from 'react';
import { bus } from 'shared';
import { useMapState } from '../../../lib/map-state';

/**
 * A comment saved on this page ('marker:saved') shows on the map at once, before the view
 * query (the map's other input for saved pins) would find it.
 */
export function useSavedMarkersSync(): void {
  const { dispatch } = useMapState();
  useEffect(() => {
    const saved = bus
      .on('marker:saved')
      .subscribe(({ marker }) => dispatch({ type: 'add-saved', comment: marker }));
    return () => saved.unsubscribe();
  }, [dispatch]);
}
