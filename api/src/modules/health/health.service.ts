import type { Redis } from 'ioredis';
import { APP_VERSION, type HealthStatus } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { ServiceUnavailableError } from '../../errors';
import { pingDatabase, pingRedis } from './health.repository';

type Probe = { state: 'ok' } | { state: 'down'; error: unknown };

/**
 * Asks the database and Redis at once. Neither can make this wait long: the pool gives up
 * after DATABASE_CONNECT_TIMEOUT_MS / DATABASE_QUERY_TIMEOUT_MS and Redis commands after
 * REDIS_COMMAND_TIMEOUT_MS, so a silent dependency reads as down within seconds.
 * Only the database makes the API unusable (503); without Redis the rate limits let
 * requests through, so the API is 'degraded' and should stay in a load balancer's rotation.
 */
export async function checkHealth(deps: { db: Db; redis: Redis | null }): Promise<HealthStatus> {
  const { db, redis: client } = deps;
  const [database, redis] = await Promise.all([
    probe(() => pingDatabase(db)),
    client ? probe(() => pingRedis(client)) : null,
  ]);
  if (database.state === 'down') {
    const message =
      redis?.state === 'down'
        ? 'The database and Redis are not reachable.'
        : 'The database is not reachable.';
    throw new ServiceUnavailableError(message, { cause: database.error });
  }
  return {
    status: redis?.state === 'down' ? 'degraded' : 'ok',
    database: 'ok',
    redis: redis ? redis.state : 'off',
    version: APP_VERSION,
  };
}

async function probe(ping: () => Promise<void>): Promise<Probe> {
  try {
    await ping();
    return { state: 'ok' };
  } catch (error) {
    return { state: 'down', error };
  }
}
