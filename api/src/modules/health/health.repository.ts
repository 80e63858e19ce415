import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';

/** One real round trip to the database. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** One real round trip to Redis. */
export async function pingRedis(redis: Redis): Promise<void> {
  await redis.ping();
}
