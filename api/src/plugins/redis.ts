import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis shared by every API instance (REDIS_URL); null in the embedded default. */
    redis: Redis | null;
  }
}

/** Host and port only: the URL may carry a password. */
function describe(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || '6379'}`;
}

/** Idle time before TCP keep-alive probes: a Redis host gone without a word is noticed. */
const KEEPALIVE_MS = 10_000;

/**
 * Connects to REDIS_URL at start, so a wrong URL or a Redis that is down stops the process
 * with a clear message instead of surfacing later. Afterwards Redis can never hold up or end a
 * request: commands never queue while the connection is down (they fail at once), a command
 * that gets no answer fails after REDIS_COMMAND_TIMEOUT_MS, and a connection that stays silent
 * that long is dropped and opened again (ioredis reconnects on its own, backing off up to 2 s).
 * Callers decide what a failure means: rate limits let requests through rather than take the
 * site down with Redis.
 */
async function redisPlugin(app: FastifyInstance): Promise<void> {
  const settings = app.config.redis;
  if (!settings) {
    app.decorate('redis', null);
    return;
  }
  const client = new Redis(settings.url, {
    lazyConnect: true,
    connectTimeout: settings.connectTimeoutMs,
    commandTimeout: settings.commandTimeoutMs,
    // A command written to a connection that then answers nothing (a hung server, a stuck
    // proxy) would time out one by one forever; this drops such a connection instead.
    socketTimeout: settings.commandTimeoutMs,
    keepAlive: KEEPALIVE_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  client.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis connection problem'));
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error(
      `Redis is not reachable at ${describe(settings.url)} (REDIS_URL): ${(error as Error).message}`,
      { cause: error },
    );
  }
  app.decorate('redis', client);
  app.addHook('onClose', async () => {
    await client.quit().catch(() => client.disconnect());
  });
}

export default fp(redisPlugin, { name: 'redis' });
