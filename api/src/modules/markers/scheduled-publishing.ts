import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publishDueComments } from './publication.service';

/** How often the API looks for scheduled comments whose time has come. */
export const SCHEDULED_PUBLISHING_INTERVAL_MS = 60_000;

/**
 * Publishes the scheduled comments whose time has come, once at start and then every
 * SCHEDULED_PUBLISHING_INTERVAL_MS: a comment goes public within a minute of its time. Safe
 * with many API instances (publishDueComments).
 */
async function scheduledPublishing(app: FastifyInstance): Promise<void> {
  let running: Promise<void> | undefined;
  const runOnce = () =>
    (running ??= publishDueComments(app.db)
      .then((published) => {
        if (published > 0) app.log.info({ published }, 'Published scheduled comments');
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'Publishing scheduled comments failed; will try again');
      })
      .finally(() => {
        running = undefined;
      }));
  app.addHook('onReady', async () => {
    void runOnce();
  });
  const timer = setInterval(runOnce, SCHEDULED_PUBLISHING_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(scheduledPublishing, {
  name: 'scheduled-publishing',
  dependencies: ['database'],
});
