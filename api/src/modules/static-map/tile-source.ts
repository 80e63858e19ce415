import { APP_VERSION } from 'shared/contract';
import { ServiceUnavailableError } from '../../errors';

/** How long one tile may take; the whole map fails fast rather than hang the dialog. */
export const TILE_TIMEOUT_MS = 3_000;
/** After a failure, answer at once for this long instead of asking a dead service again. */
export const TILE_FAILURE_BACKOFF_MS = 15_000;
const MAX_TILE_BYTES = 2 * 1024 * 1024;

export const MAP_UNAVAILABLE = 'The map image is not available right now.';

export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', 'a')
    .replaceAll('{r}', '');
}

/** Fetches XYZ tiles from the configured service (TILE_URL), failing fast and remembering it. */
export class TileSource {
  private failedUntil = 0;

  constructor(private readonly template: string) {}

  async fetchTile(z: number, x: number, y: number): Promise<Buffer> {
    if (Date.now() < this.failedUntil) throw new ServiceUnavailableError(MAP_UNAVAILABLE);
    try {
      const response = await fetch(tileUrl(this.template, z, x, y), {
        signal: AbortSignal.timeout(TILE_TIMEOUT_MS),
        // Tile services ask for an identifying User-Agent (OSM's tile usage policy).
        headers: { 'user-agent': `RentMap/${APP_VERSION} static map` },
        redirect: 'follow',
      });
      if (!response.ok) throw new Error(`Tile service answered ${response.status}`);
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > MAX_TILE_BYTES) throw new Error('Tile too large');
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length > MAX_TILE_BYTES) throw new Error('Tile too large');
      return body;
    } catch (error) {
      this.failedUntil = Date.now() + TILE_FAILURE_BACKOFF_MS;
      throw new ServiceUnavailableError(MAP_UNAVAILABLE, { cause: error });
    }
  }
}
