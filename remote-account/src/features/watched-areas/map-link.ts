import {
  DEFAULT_VIEW_STATE,
  NO_FILTERS,
  formatViewSearch,
  type AreaBounds,
  type WatchedArea,
} from 'shared';

/** A map about this many pixels across shows the area: the side panel takes the rest. */
const MAP_WIDTH_PX = 640;
const MAP_HEIGHT_PX = 480;
const TILE_PX = 256;

/** Web Mercator's y of a latitude, in turns of the world (0 at the top, 1 at the bottom). */
function mercatorY(lat: number): number {
  const clamped = Math.max(-85.0511, Math.min(85.0511, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

function longitudeSpan(bounds: AreaBounds): number {
  return bounds.west <= bounds.east ? bounds.east - bounds.west : bounds.east + 360 - bounds.west;
}

/**
 * The centre and the largest whole zoom at which the box fits a map of the usual size: the
 * map URL names a view by centre and zoom, not by box. A box across the antimeridian
 * (west > east) is centred across it.
 */
export function viewOfBounds(bounds: AreaBounds): { lat: number; lon: number; zoom: number } {
  const span = longitudeSpan(bounds);
  let lon = bounds.west + span / 2;
  if (lon > 180) lon -= 360;
  const ySpan = Math.abs(mercatorY(bounds.south) - mercatorY(bounds.north));
  const zoomX = Math.log2((MAP_WIDTH_PX * 360) / (TILE_PX * Math.max(span, 1e-9)));
  const zoomY = Math.log2(MAP_HEIGHT_PX / (TILE_PX * Math.max(ySpan, 1e-12)));
  const zoom = Math.max(2, Math.min(18, Math.floor(Math.min(zoomX, zoomY))));
  return { lat: (bounds.south + bounds.north) / 2, lon, zoom };
}

/**
 * The map page at the area, with the list's filters it keeps (the view URL of
 * shared/contract/view-url.ts); a radius area's centre is the selected place.
 */
export function mapLinkOf(area: Pick<WatchedArea, 'bounds' | 'filters' | 'center'>): string {
  const search = formatViewSearch({
    ...DEFAULT_VIEW_STATE,
    view: viewOfBounds(area.bounds),
    at: area.center,
    filters: { ...NO_FILTERS, types: [...area.filters.types], photos: area.filters.photos },
  });
  return `/?${search}`;
}
