/** The static map of a point, drawn and cached by our API. */
import { API_PREFIX, LIMITS } from 'shared';

export function staticMapSrc(lat: number, lon: number): string {
  const { zoom, width, height } = LIMITS.staticMap;
  const query = new URLSearchParams({
    lat: String(lat),
    lon: String(lon),
    zoom: String(zoom),
    width: String(width),
    height: String(height),
  });
  return `${API_PREFIX}/static-map?${query.toString()}`;
}
