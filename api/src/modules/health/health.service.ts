import { APP_VERSION, type HealthStatus } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { ServiceUnavailableError } from '../../errors';
import { pingDatabase } from './health.repository';

export async function checkHealth(db: Db): Promise<HealthStatus> {
  try {
    await pingDatabase(db);
  } catch (error) {
    throw new ServiceUnavailableError('The database is not reachable.', { cause: error });
  }
  return { status: 'ok', database: 'ok', version: APP_VERSION };
}
