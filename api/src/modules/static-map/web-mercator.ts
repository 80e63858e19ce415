import { STATIC_MAP_LIMITS } from 'shared/contract';
/** Web Mercator pixel maths for 256-pixel XYZ tiles (the scheme every tile service uses). */
export const TILE_SIZE = 256;
/** Web Mercator stops here; the tiles cover nothing beyond. */
export const MAX_LATITUDE = STATIC_MAP_LIMITS.maxLatitude;

/**
 * The most tiles one map may take: a 1024×1024 map needs at most 5×5. More means the input
 * was not a real map request (a non-finite point, a huge size) and would never end.
 */
export const MAX_TILES = 25;

export interface WorldPoint {
  x: number;
  y: number;
}

export function toWorldPixels(lat: number, lon: number, zoom: number): WorldPoint {
  const size = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return {
    x: ((lon + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

export interface TilePlacement {
  /** Tile coordinates to ask the service for (x wrapped around the world). */
  x: number;
  y: number;
  /** Where the tile goes on the mosaic. */
  left: number;
  top: number;
}

export interface MapLayout {
  tiles: TilePlacement[];
  mosaic: { width: number; height: number };
  /** The requested image's window on the mosaic. */
  crop: { left: number; top: number; width: number; height: number };
  /** The point on the final image. */
  point: { x: number; y: number };
}

/**
 * Which tiles a width×height image centred on lat/lon needs, and where they go. Throws a
 * RangeError rather than lay out more than MAX_TILES.
 */
export function layoutMap(
  lat: number,
  lon: number,
  zoom: number,
  width: number,
  height: number,
): MapLayout {
  const centre = toWorldPixels(lat, lon, zoom);
  const left = Math.round(centre.x - width / 2);
  const top = Math.round(centre.y - height / 2);
  const firstX = Math.floor(left / TILE_SIZE);
  const lastX = Math.floor((left + width - 1) / TILE_SIZE);
  const firstY = Math.floor(top / TILE_SIZE);
  const lastY = Math.floor((top + height - 1) / TILE_SIZE);
  // NaN fails this comparison too.
  if (!((lastX - firstX + 1) * (lastY - firstY + 1) <= MAX_TILES)) {
    throw new RangeError('The map would take too many tiles.');
  }
  const count = 2 ** zoom;
  const tiles: TilePlacement[] = [];
  for (let ty = firstY; ty <= lastY; ty += 1) {
    // Above the north or below the south edge there is no tile: the background shows.
    if (ty < 0 || ty >= count) continue;
    for (let tx = firstX; tx <= lastX; tx += 1) {
      tiles.push({
        x: ((tx % count) + count) % count,
        y: ty,
        left: (tx - firstX) * TILE_SIZE,
        top: (ty - firstY) * TILE_SIZE,
      });
    }
  }
  return {
    tiles,
    mosaic: {
      width: (lastX - firstX + 1) * TILE_SIZE,
      height: (lastY - firstY + 1) * TILE_SIZE,
    },
    crop: { left: left - firstX * TILE_SIZE, top: top - firstY * TILE_SIZE, width, height },
    point: { x: Math.round(centre.x - left), y: Math.round(centre.y - top) },
  };
}
