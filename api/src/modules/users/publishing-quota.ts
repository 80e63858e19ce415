import { MODERATION_LIMITS } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { toIsoTimestamp } from '../../db/timestamps';
import { QuotaExceededError } from '../../errors';

// An account's publishing quotas (MODERATION_LIMITS.quotas), lower while the account is new.
// Kept with the account, below photos and moderation: photos count uploads with it and
// moderation counts comments with it, and neither imports the other for it.

export const HOUR_MS = 3_600_000;

export type Quota = (typeof MODERATION_LIMITS.quotas)[keyof typeof MODERATION_LIMITS.quotas];

async function findAccountCreatedAt(db: Db, userId: string): Promise<Date | string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('created_at')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.created_at;
}

/** The account's quotas: lower in its first MODERATION_LIMITS.newAccountHours. */
export async function quotaOf(
  db: Db,
  userId: string,
  now: number,
): Promise<{ quota: Quota; isNew: boolean }> {
  const createdAt = await findAccountCreatedAt(db, userId);
  const isNew =
    createdAt !== undefined &&
    now - Date.parse(toIsoTimestamp(createdAt)) < MODERATION_LIMITS.newAccountHours * HOUR_MS;
  return { quota: MODERATION_LIMITS.quotas[isNew ? 'newAccount' : 'established'], isNew };
}

function describeWait(seconds: number): string {
  if (seconds < 90) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/**
 * Refuses when `limit` things were already done in the last `windowMs`: the newest `limit`
 * times say so, and the oldest of them when a slot frees again.
 */
export async function enforceQuota(
  readTimes: (since: string, limit: number) => Promise<Array<Date | string>>,
  {
    limit,
    windowMs,
    what,
    per,
    isNew,
    now,
  }: {
    limit: number;
    windowMs: number;
    what: string;
    per: string;
    isNew: boolean;
    now: number;
  },
): Promise<void> {
  const times = await readTimes(new Date(now - windowMs).toISOString(), limit);
  if (times.length < limit) return;
  const oldest = Date.parse(toIsoTimestamp(times[times.length - 1]!));
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
  throw new QuotaExceededError(
    `You can publish at most ${limit} ${what} ${per}` +
      `${isNew ? ` in your account's first ${MODERATION_LIMITS.newAccountHours} hours` : ''}. ` +
      `Please try again in ${describeWait(retryAfterSeconds)}.`,
    retryAfterSeconds,
  );
}
