import fp from 'fastify-plugin';
import type { App } from '../../http/app-instance';
import { loadVapidKeys, type VapidKeys } from './push.keys';
import { sendPushToUser, type PushMessage } from './push.sender';

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}

export interface PushService {
  /** What browsers subscribe with (PushManager.subscribe's applicationServerKey). */
  publicKey: string;
  /** The keys and subject web-push signs each request's VAPID JWT with. */
  vapid: VapidKeys;
  /** sendPushToUser for this app. */
  send(userId: string, message: PushMessage): Promise<void>;
}

/** Web Push: the VAPID keys, loaded (or generated into DATA_DIR) once at start. */
async function push(app: App): Promise<void> {
  const { keys, source } = await loadVapidKeys(app.config);
  if (source === 'generated') app.log.info('Generated the Web Push (VAPID) keys in DATA_DIR');
  if (source !== 'config' && app.config.database.kind === 'postgres') {
    app.log.warn(
      'VAPID_PUBLIC_KEY is not set: this instance pushes with keys from its own DATA_DIR; set ' +
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to the same pair on every instance',
    );
  }
  app.decorate('push', {
    publicKey: keys.publicKey,
    vapid: keys,
    send: (userId, message) => sendPushToUser(app, userId, message),
  } satisfies PushService);
}

export default fp(push, { name: 'push', dependencies: ['database'] });
