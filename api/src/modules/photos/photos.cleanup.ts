import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cleanUpUnattachedPhotos, sweepOrphanFiles, type PhotosDeps } from './photos.service';

/**
 * Every UPLOAD_CLEANUP_INTERVAL_SECONDS, deletes photos uploaded more than
 * UPLOAD_GRACE_SECONDS ago that no comment uses, then stored files older than
 * UPLOAD_ORPHAN_GRACE_SECONDS that no photo row names (a killed upload). Safe with many API
 * instances: each photo's row is deleted by exactly one of them, and deleting a file twice
 * is not an error.
 */
async function photoCleanup(app: FastifyInstance): Promise<void> {
  let running: Promise<void> | undefined;
  const runOnce = async () => {
    const deps: PhotosDeps = { db: app.db, storage: app.storage, config: app.config, log: app.log };
    try {
      const removed = await cleanUpUnattachedPhotos(deps);
      if (removed > 0) app.log.info({ removed }, 'Removed photos no comment used');
    } catch (error) {
      app.log.warn({ err: error }, 'Cleaning up unattached photos failed; will try again');
    }
    try {
      const removed = await sweepOrphanFiles(deps);
      if (removed > 0) app.log.info({ removed }, 'Removed stored files no photo row named');
    } catch (error) {
      app.log.warn({ err: error }, 'Sweeping orphan photo files failed; will try again');
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
