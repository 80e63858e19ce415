import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cleanUpUnattachedPhotos } from './photos.service';

/**
 * Every UPLOAD_CLEANUP_INTERVAL_SECONDS, deletes photos uploaded more than
 * UPLOAD_GRACE_SECONDS ago that no comment uses. Safe with many API instances: each
 * photo's row is deleted by exactly one of them.
 */
async function photoCleanup(app: FastifyInstance): Promise<void> {
  let running: Promise<void> | undefined;
  const runOnce = async () => {
    try {
      const removed = await cleanUpUnattachedPhotos({
        db: app.db,
        storage: app.storage,
        config: app.config,
        log: app.log,
      });
      if (removed > 0) app.log.info({ removed }, 'Removed photos no comment used');
    } catch (error) {
      app.log.warn({ err: error }, 'Cleaning up unattached photos failed; will try again');
    }
  };
  const timer = setInterval(() => {
    running ??= runOnce().finally(() => {
      running = undefined;
    });
  }, app.config.uploadCleanupIntervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(photoCleanup, { name: 'photo-cleanup', dependencies: ['database', 'storage'] });
