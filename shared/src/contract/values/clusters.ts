/**
 * The map's clusters: at zoom z the world (Web Mercator, 256·2^z pixels across) is cut into
 * square cells of `cellPx` pixels, 2^(z+1) along each axis. Every saved pin counts in the
 * one cell that holds it at each zoom; a view shows each non-empty cell as one marker: the
 * pin itself when the cell holds one, else a cluster with its count. The API keeps the
 * counts per cell on every write, so a view costs one indexed read of at most `maxCells`
 * cells, whatever the number of pins.
 */
export const CLUSTER_GRID = {
  cellPx: 128,
  /** The finest grid. Deeper map zooms use it too; its clusters list what they hold. */
  maxZoom: 18,
  /**
   * A view covering more cells than this is answered on a coarser grid (a 4K screen gets
   * 256-pixel cells), so no answer puts more markers on the page.
   */
  maxCells: 300,
} as const;

/** The largest latitude Web Mercator draws (the map's top and bottom edges). */
export const MERCATOR_MAX_LAT = 85.0511287798066;

/** Cells along each axis at grid zoom z. */
export function cellsPerAxis(zoom: number): number {
  return 2 ** (zoom + 1);
}

/** The cell column holding longitude `lon` at grid zoom z. */
export function cellX(lon: number, zoom: number): number {
  const n = cellsPerAxis(zoom);
  return Math.min(n - 1, Math.max(0, Math.floor(((lon + 180) / 360) * n)));
}

/**
 * The cell row holding latitude `lat` at grid zoom z (row 0 at the top). The same formula as
 * the database's cell triggers: 0.5 − ln((1 + sin φ) / (1 − sin φ)) / 4π.
 */
export function cellY(lat: number, zoom: number): number {
  const n = cellsPerAxis(zoom);
  const clamped = Math.max(-MERCATOR_MAX_LAT, Math.min(MERCATOR_MAX_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const y = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  return Math.min(n - 1, Math.max(0, Math.floor(y * n)));
}

/** A viewport in degrees; minLon > maxLon means it crosses the antimeridian. */
export interface GeoBounds {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

/** The cells a view covers at grid zoom z: one or two column ranges (antimeridian) and rows. */
export interface CellRange {
  zoom: number;
  columns: [number, number][];
  rows: [number, number];
}

export function cellRange(bounds: GeoBounds, zoom: number): CellRange {
  const n = cellsPerAxis(zoom);
  const west = cellX(bounds.minLon, zoom);
  const east = cellX(bounds.maxLon, zoom);
  const columns: [number, number][] =
    bounds.minLon <= bounds.maxLon
      ? [[west, east]]
      : [
          [west, n - 1],
          [0, east],
        ];
  // Row 0 is the north edge.
  return { zoom, columns, rows: [cellY(bounds.maxLat, zoom), cellY(bounds.minLat, zoom)] };
}

export function cellCount(range: CellRange): number {
  const columns = range.columns.reduce((sum, [from, to]) => sum + to - from + 1, 0);
  return columns * (range.rows[1] - range.rows[0] + 1);
}

/**
 * The grid a view is answered on: the map's zoom (at most the finest grid), made coarser
 * until the view covers at most `maxCells` cells.
 */
export function clusterGridFor(bounds: GeoBounds, mapZoom: number): CellRange {
  let zoom = Math.max(0, Math.min(CLUSTER_GRID.maxZoom, Math.floor(mapZoom)));
  let range = cellRange(bounds, zoom);
  while (zoom > 0 && cellCount(range) > CLUSTER_GRID.maxCells) {
    zoom -= 1;
    range = cellRange(bounds, zoom);
  }
  return range;
}
