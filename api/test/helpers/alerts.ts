import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/kysely';
import type { WatchedAreasTable } from '../../src/db/types';
import type { Insertable } from 'kysely';
import { JOB_RETRY } from '../../src/modules/alerts/queue';
import { claimDueJob } from '../../src/modules/alerts/queue.repository';
import type { SignedInUser } from './auth';
import { saveComment } from './comments';
import type { TestApp } from './test-app';

/** Bondi Beach, where newCommentPayload places its comments. */
export const BONDI = { lat: -33.8915, lon: 151.2767 };

/** A box of about 2 km around Bondi Beach. */
export const BONDI_BOUNDS = { west: 151.26, south: -33.9, east: 151.29, north: -33.88 };

let sequence = 0;

/** A watched_areas row (a 'view' around Bondi unless overridden), as the areas module writes it. */
export async function insertWatchedArea(
  db: Db,
  userId: string,
  overrides: Partial<Insertable<WatchedAreasTable>> = {},
) {
  sequence += 1;
  const now = new Date().toISOString();
  const row = {
    id: randomUUID(),
    user_id: userId,
    name: `Bondi ${sequence}`,
    kind: 'view' as const,
    ...BONDI_BOUNDS,
    feed_token: randomBytes(32).toString('base64url'),
    unsubscribe_token: randomBytes(32).toString('base64url'),
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await db.insertInto('watched_areas').values(row).execute();
  return row;
}

/** Publishes a comment the way people do (POST /api/marker); resolves to its id. */
export async function publishComment(
  t: Pick<TestApp, 'app'>,
  author: SignedInUser,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  // Texts far apart: the same author's near-identical text at a place is refused (409).
  const saved = await saveComment(t, author, {
    comment: `Seen on a visit: ${randomUUID()}`,
    ...overrides,
  });
  return saved.id;
}

/** The alert_deliveries rows of an area, by channel. */
export async function deliveriesOf(db: Db, areaId: string) {
  return db
    .selectFrom('alert_deliveries')
    .selectAll()
    .where('area_id', '=', areaId)
    .orderBy('created_at')
    .execute();
}

/** Waits until `check` holds (polling), or throws after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 10_000,
  what = 'the condition',
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What a worker does for its next job: `workerId` claims the job due at `now` for `leaseMs`. */
export function claimNextJob(db: Db, workerId: string, now: Date, leaseMs: number) {
  return claimDueJob(db, {
    workerId,
    now,
    lockedUntil: new Date(now.getTime() + leaseMs),
    maxAttempts: JOB_RETRY.maxAttempts,
  });
}
