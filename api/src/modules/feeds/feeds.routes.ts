import type { App } from '../../app';

/** Atom feeds of a view and filter and of a watched area; the comments as GeoJSON. */
export async function feedsRoutes(app: App): Promise<void> {
  void app;
}
