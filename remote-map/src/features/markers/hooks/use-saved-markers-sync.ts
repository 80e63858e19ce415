import { useEffect } from 'react';
import { bus } from 'shared';
import { useMapState } from '../../../lib/map-state';

/**
 * The saved markers the list holds ('markers:loaded', replayed for a late mount) replace the
 * map's saved markers wholesale; temporary ones stay. A newly saved comment is added at once.
 */
export function useSavedMarkersSync(): void {
  const { dispatch } = useMapState();
  useEffect(() => {
    const loaded = bus
      .on('markers:loaded', { replay: true })
      .subscribe(({ markers }) =>
        dispatch({ type: 'sync-saved', source: 'list', comments: markers }),
      );
    const saved = bus
      .on('marker:saved')
      .subscribe(({ marker }) => dispatch({ type: 'add-saved', comment: marker }));
    return () => {
      loaded.unsubscribe();
      saved.unsubscribe();
    };
  }, [dispatch]);
}
