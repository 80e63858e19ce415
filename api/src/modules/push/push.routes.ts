import type { App } from '../../app';

/** Web Push: the VAPID public key and a user's browser subscriptions. */
export async function pushRoutes(app: App): Promise<void> {
  void app;
}
