import { useSyncExternalStore } from 'react';

/**
 * The host's phone layout (host/src/layout/map-layout.module.css: one column below 768 px).
 * There a saved pin's card is offered as a bottom sheet (remote-markers' PlaceSheet) instead
 * of the map's popup.
 */
export const NARROW_LAYOUT_QUERY = '(max-width: 767px)';

function query(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_LAYOUT_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** Whether the page is in the host's phone layout (false where media queries are unknown). */
export function useNarrowLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
