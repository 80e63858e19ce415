import type { App } from '../../app';

/** A signed-in user's watched areas: list, create, rename, pause, delete. */
export async function watchedAreasRoutes(app: App): Promise<void> {
  void app;
}
