import { useEffect, useRef } from 'react';
import { PLACE_ZOOM, commentQuery, useDataClient } from 'shared';
import { SAVED_ID_PREFIX, useMapState } from '../../../lib/map-state';
import { useMapViewState } from '../../../lib/view-state';

/**
 * The selected place comes from the URL with no word from the list (a load, a reload, Back or
 * Forward; `place`, or a `/places/{id}` link): its comment is loaded by id and its pin shown
 * as 'SELECTED MARKER'. The map flies to it (at zoom 17) only when the URL holds no view of
 * its own, as a shared link does; otherwise the URL's view is what was on screen.
 * Selections made on the page come with their 'marker:select' and are shown from that.
 * The comment is read through the page's cache, so Details opened by the same URL asks once.
 */
export function useSelectionFromUrl(): void {
  const { dispatch } = useMapState();
  const { state, detailsId, navigationType, onMapPage } = useMapViewState();
  const selected = state.place ?? detailsId;
  const hasView = state.view !== null;
  const popped = navigationType === 'POP';
  // The selection last seen, so that a later change of the URL (the view settling) is none.
  const seen = useRef<string | null | undefined>(undefined);
  // The selection whose answer may still be shown: a later one makes an earlier answer stale.
  const asked = useRef<string | null>(null);
  const client = useDataClient();

  useEffect(() => {
    if (!onMapPage || seen.current === selected) return;
    seen.current = selected;
    asked.current = null;
    if (!popped) return;
    if (selected === null) {
      dispatch({ type: 'highlight', id: null });
      return;
    }
    asked.current = selected;
    client.fetchQuery(commentQuery(selected)).then(
      (comment) => {
        if (asked.current !== selected) return;
        dispatch({
          type: 'highlight',
          id: `${SAVED_ID_PREFIX}${comment.id}`,
          position: { lat: comment.lat, lng: comment.lon },
          comment,
          fly: hasView ? false : { zoom: PLACE_ZOOM },
        });
      },
      // A place that is gone shows nothing (the list and the details say why).
      () => undefined,
    );
  }, [client, dispatch, selected, popped, hasView, onMapPage]);

  useEffect(
    () => () => {
      asked.current = null;
    },
    [],
  );
}
