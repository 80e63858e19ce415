import { useEffect } from 'react';
import { FIRST_TILE_ELEMENT_ID } from 'shared';
import { useAfterMapView } from '../remotes/use-after-map-view';

/** Longest the fade-out may take before the drawing is removed anyway (no transitionend). */
const FADE_LIMIT_MS = 1_000;

/**
 * Retires the server's drawing of the map's first tile (the API's first-tile.ts): it fades out
 * over the map, which draws the same tile in the same place, or goes at once.
 */
export function retireFirstTile(doc: Document = document, { fade = true } = {}): void {
  const element = doc.getElementById(FIRST_TILE_ELEMENT_ID);
  if (!element) return;
  if (!fade) {
    element.remove();
    return;
  }
  element.setAttribute('data-done', '');
  element.addEventListener('transitionend', () => element.remove(), { once: true });
  setTimeout(() => element.remove(), FADE_LIMIT_MS);
}

/**
 * The map page hands over from the server's first tile to the map once the map has shown its
 * first view (or failed, or kept the page waiting: useAfterMapView), and drops it at once when
 * the page closes before that.
 */
export function useFirstTileHandoff(): void {
  const mapShown = useAfterMapView(true);
  useEffect(() => {
    if (mapShown) retireFirstTile();
  }, [mapShown]);
  useEffect(() => () => retireFirstTile(document, { fade: false }), []);
}
