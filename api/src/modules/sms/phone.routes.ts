import type { App } from '../../app';

/** A user's phone number for SMS alerts, verified by a texted code. */
export async function phoneRoutes(app: App): Promise<void> {
  void app;
}
