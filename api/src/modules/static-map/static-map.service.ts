import { createHash } from 'node:crypto';
import { STATIC_MAP_LIMITS } from 'shared/contract';
import sharp from 'sharp';
import { ServiceUnavailableError, ValidationError } from '../../errors';
import type { MapCache } from './map-cache';
import { MAP_UNAVAILABLE, type TileSource } from './tile-source';
import { layoutMap, MAX_LATITUDE } from './web-mercator';

export interface StaticMapRequest {
  lat: number;
  lon: number;
  zoom: number;
  width: number;
  height: number;
}

/** What can be drawn: the route's schema says the same, this service keeps to it regardless. */
export const NOT_DRAWABLE = 'This map cannot be drawn: the point, zoom or size is out of range.';

/** A red pin whose tip is the point; drawn by us, so no user input reaches the SVG. */
const PIN = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="42" viewBox="0 0 30 42">
  <path d="M15 41C15 41 2 24.5 2 15a13 13 0 0 1 26 0c0 9.5-13 26-13 26z" fill="#d63031" stroke="#7f1d1d" stroke-width="2"/>
  <circle cx="15" cy="15" r="5" fill="#ffffff"/>
</svg>`,
);
const PIN_SIZE = { width: 30, height: 42 };
const BACKGROUND = { r: 229, g: 227, b: 223, alpha: 1 };

/**
 * Static map images drawn from the configured tile service with a pin at the point, kept
 * in a disk cache of capped size (the same request is drawn once while it stays there).
 * Coordinates are rounded to 6 decimals (about 10 cm), which is also how the details dialog
 * shows them.
 */
export class StaticMaps {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly tiles: TileSource,
    private readonly tileTemplate: string,
    private readonly cache: MapCache,
  ) {}

  async render(request: StaticMapRequest): Promise<Buffer> {
    assertDrawable(request);
    const { lat, lon, zoom, width, height } = request;
    const normalized = {
      lat: Number(lat.toFixed(6)),
      lon: Number(lon.toFixed(6)),
      zoom,
      width,
      height,
    };
    const key = createHash('sha256')
      .update(JSON.stringify([this.tileTemplate, normalized]))
      .digest('hex');
    const cached = await this.cache.get(key);
    if (cached) return cached;

    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.draw(normalized)
        .then(async (image) => {
          await this.cache.put(key, image);
          return image;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async draw({ lat, lon, zoom, width, height }: StaticMapRequest): Promise<Buffer> {
    const layout = layoutMap(lat, lon, zoom, width, height);
    const tiles = await Promise.all(
      layout.tiles.map(async (tile) => ({
        input: await this.tiles.fetchTile(zoom, tile.x, tile.y),
        left: tile.left,
        top: tile.top,
      })),
    );
    try {
      const mosaic = await sharp({
        create: { ...layout.mosaic, channels: 4, background: BACKGROUND },
      })
        .composite(tiles)
        .raw()
        .toBuffer({ resolveWithObject: true });
      return await sharp(mosaic.data, { raw: mosaic.info })
        .extract(layout.crop)
        .composite([
          {
            input: PIN,
            left: clamp(layout.point.x - PIN_SIZE.width / 2, 0, width - PIN_SIZE.width),
            top: clamp(layout.point.y - PIN_SIZE.height, 0, height - PIN_SIZE.height),
          },
        ])
        .png({ compressionLevel: 8 })
        .toBuffer();
    } catch (error) {
      // A tile that is not an image (an HTML error page with status 200, say).
      throw new ServiceUnavailableError(MAP_UNAVAILABLE, { cause: error });
    }
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.round(Math.max(min, Math.min(max, value)));
}

/**
 * Refuses what would make the layout unbounded (a non-finite point, say, asks for tiles
 * without end) or larger than a map is ever drawn.
 */
function assertDrawable({ lat, lon, zoom, width, height }: StaticMapRequest): void {
  const within = (value: number, { minimum, maximum }: { minimum: number; maximum: number }) =>
    Number.isInteger(value) && value >= minimum && value <= maximum;
  const drawable =
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= MAX_LATITUDE &&
    Math.abs(lon) <= 180 &&
    within(zoom, STATIC_MAP_LIMITS.zoom) &&
    within(width, STATIC_MAP_LIMITS.size) &&
    within(height, STATIC_MAP_LIMITS.size);
  if (!drawable) throw new ValidationError(NOT_DRAWABLE);
}
