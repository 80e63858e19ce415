/** What GET /api/static-map can draw: Web Mercator's latitudes, these zooms and sizes. */
export const STATIC_MAP_LIMITS = {
  /** Web Mercator stops here; the tiles cover nothing beyond. */
  maxLatitude: 85.05112878,
  zoom: { minimum: 1, maximum: 18 },
  size: { minimum: 64, maximum: 1024 },
} as const;
