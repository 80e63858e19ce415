import { useEffect, useState } from 'react';
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
 * Calls `drawn` once the map has loaded the tile the server drew (Leaflet marks a tile
 * `leaflet-tile-loaded`; the same URL, so the browser had it already): the map shows it from
 * then on. Returns what stops watching.
 */
export function whenMapDrawsFirstTile(drawn: () => void, doc: Document = document): () => void {
  const image = doc.querySelector<HTMLImageElement>(`#${FIRST_TILE_ELEMENT_ID} img`);
  if (!image) return () => undefined;
  const drawnByMap = () =>
    Array.from(doc.querySelectorAll<HTMLImageElement>('img.leaflet-tile-loaded')).some(
      (tile) => tile.src === (image.currentSrc || image.src),
    );
  const observer = new MutationObserver(() => {
    if (!drawnByMap()) return;
    observer.disconnect();
    drawn();
  });
  observer.observe(doc.body, { subtree: true, childList: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * The map page hands over from the server's first tile to the map as soon as the map has
 * loaded that tile, or has shown its first view (or failed, or kept the page waiting:
 * useAfterMapView): the drawing stands over the whole map, so pins drawn before the map's
 * first view (a shared place's) would wait under it. It is dropped at once when the page
 * closes before that.
 */
export function useFirstTileHandoff(): void {
  const mapShown = useAfterMapView(true);
  const [tileDrawn, setTileDrawn] = useState(false);
  // Watched only until the hand-off: past it, no mutation of the map's DOM is looked at.
  useEffect(
    () => (mapShown ? undefined : whenMapDrawsFirstTile(() => setTileDrawn(true))),
    [mapShown],
  );
  useEffect(() => {
    if (mapShown || tileDrawn) retireFirstTile();
  }, [mapShown, tileDrawn]);
  useEffect(() => () => retireFirstTile(document, { fade: false }), []);
}
