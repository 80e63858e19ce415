/** From this many device pixels per CSS pixel a 256-pixel tile on 256 CSS pixels looks soft. */
export const DENSE_SCREEN_RATIO = 1.5;

/** The CSS media query of a dense screen, for what the server sends before any script runs. */
export const DENSE_SCREEN_MEDIA = `(min-resolution: ${DENSE_SCREEN_RATIO}dppx)`;

export interface TileGrid {
  tileSize: number;
  zoomOffset: number;
  maxNativeZoom?: number;
}

/**
 * The tile grid for a screen. On a dense screen each tile comes from one zoom level deeper
 * and covers half the CSS pixels, so the map has as many image pixels as the screen
 * (Leaflet's detectRetina, but from 1.5 device pixels per CSS pixel rather than anything
 * above 1: at 1.25 a plain tile is sharp enough and its labels need not shrink). The deepest
 * tiles asked for stay those of the plain grid (zoom 18): at the map's last zoom level a
 * dense screen is drawn from them, as a plain screen is.
 */
export function tileGridFor(devicePixelRatio: number): TileGrid {
  return devicePixelRatio >= DENSE_SCREEN_RATIO
    ? { tileSize: 128, zoomOffset: 1, maxNativeZoom: 17 }
    : { tileSize: 256, zoomOffset: 0 };
}
