import type { App } from '../../app';

/** One-click unsubscribe from an area's alert emails (RFC 8058). */
export async function alertsRoutes(app: App): Promise<void> {
  void app;
}
