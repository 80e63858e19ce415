import {
  WATCHED_AREA_LIMITS,
  type ConditionCategory,
  type NotificationChannel,
} from 'shared/contract';
import type { App } from '../../http/app-instance';
import type { Db } from '../../db/kysely';
import { toIsoTimestamp } from '../../db/timestamps';
import type { AlertJobRow } from '../../db/types';
import {
  claimDigestSlot,
  deleteDeliveries,
  deleteUnsentDeliveries,
  findAlertComment,
  findDelivery,
  findNotMetCategories,
  findUnsentDeliveries,
  insertDelivery,
  lockAreaWithOwner,
  markDeliveriesSent,
  sentAtOf,
  type AreaWithOwner,
  type DigestChannel,
  type PendingDelivery,
} from './alerts.repository';
import { findMarkerCommentById } from '../markers/markers.repository';
import type { AlertChannels } from './channels';
import { stableMessageId } from '../../plugins/mail';
import { areaMapUrl, digestMail, digestSubject, placeUrl } from './digest-mail';
import { areaMatches, channelsFor, findMatchingAreas } from './matching';
import { enqueue, LeaseLostError, type JobKind } from './queue';
import { handleRepairFollowUp } from './repair-follow-up';
import { hasPendingJob, markJobDone, updateJobPayload } from './queue.repository';

export interface JobContext {
  app: App;
  db: Db;
  /** The worker's clock: "now" for this run (tests move it). */
  now: Date;
  /** The worker running the job: its steps write to the job only while it holds the lease. */
  workerId: string;
  channels: AlertChannels;
  publicBaseUrl: string;
}

/**
 * Runs a job; the worker then marks it done, unless the handler did so itself in its last
 * transaction (a digest, so that it no longer counts as the area's pending one) and says so.
 */
export type JobHandler = (job: AlertJobRow, ctx: JobContext) => Promise<void | 'marked-done'>;

const DIGEST_INTERVAL_MS = WATCHED_AREA_LIMITS.digestIntervalSeconds * 1000;
/** The most comments one digest carries; the rest go in the next. */
export const DIGEST_MAX_COMMENTS = 50;

const digestPrefix = (channel: DigestChannel, areaId: string) => `digest:${channel}:${areaId}:`;

/** When the area's next digest of a channel may go: now, or an interval after the last. */
function nextSlot(area: AreaWithOwner, channel: DigestChannel, now: Date): Date {
  const last = sentAtOf(area, channel);
  if (last === null) return now;
  const free = Date.parse(toIsoTimestamp(last)) + DIGEST_INTERVAL_MS;
  return new Date(Math.max(now.getTime(), free));
}

/**
 * Makes sure a digest of the channel is queued for the area (one at a time): at its next slot,
 * under a key naming the area, channel and slot and what caused it (a comment, or the digest
 * before), so it never collides with a finished one. Called with the area row locked; a
 * digest job calling it names itself (`fromJobId`), which does not count as the one queued.
 */
async function ensureDigestQueued(
  trx: Db,
  area: AreaWithOwner,
  channel: DigestChannel,
  cause: string,
  now: Date,
  fromJobId: string | null = null,
): Promise<void> {
  const prefix = digestPrefix(channel, area.id);
  if (await hasPendingJob(trx, prefix, fromJobId)) return;
  const runAt = nextSlot(area, channel, now);
  await enqueue(
    trx,
    {
      kind: 'digest',
      dedupeKey: `${prefix}${runAt.toISOString()}:${cause}`,
      payload: { areaId: area.id, channel },
      runAt,
    },
    now,
  );
}

/**
 * 'match': a comment was published. Each area it falls in gets a delivery row per channel its
 * owner allows (the primary key dedupes) and, in the same transaction, the job that sends it:
 * a digest (email, SMS) or a push of its own.
 */
export const handleMatch: JobHandler = async (job, { db, now }) => {
  const { commentId } = JSON.parse(job.payload) as { commentId: string };
  const comment = await findAlertComment(db, commentId);
  if (!comment || comment.status !== 'published') return;
  for (const candidate of await findMatchingAreas(db, comment)) {
    await db.transaction().execute(async (trx) => {
      // Read again under the lock: the owner may have paused or changed it since.
      const area = await lockAreaWithOwner(trx, candidate.id);
      if (!area || Boolean(area.paused) || !areaMatches(area, comment)) return;
      for (const channel of channelsFor(area)) {
        const added = await insertDelivery(trx, { areaId: area.id, commentId, channel, now });
        if (!added) continue;
        if (channel === 'push') {
          await enqueue(
            trx,
            {
              kind: 'push',
              dedupeKey: `push:${area.id}:${commentId}`,
              payload: { areaId: area.id, commentId },
              runAt: now,
            },
            now,
          );
        } else {
          await ensureDigestQueued(trx, area, channel, commentId, now);
        }
      }
    });
  }
};

interface DigestPayload {
  areaId: string;
  channel: DigestChannel;
  /** Set once the slot is taken: what this digest carries, so a retry sends the same. */
  claimed?: { commentIds: string[]; at: string };
}

interface DigestPlan {
  area: AreaWithOwner;
  comments: PendingDelivery[];
  sentAt: Date;
}

/** The most unsent deliveries one statement forgets (a backlog goes in several). */
const DROP_BATCH = 1000;

/** Forgets the area's unsent deliveries of the channel that will never go, batch by batch. */
async function dropUnsentDeliveries(
  trx: Db,
  areaId: string,
  channel: DigestChannel,
  everyComment: boolean,
): Promise<void> {
  for (;;) {
    const dropped = await deleteUnsentDeliveries(trx, {
      areaId,
      channel,
      everyComment,
      limit: DROP_BATCH,
    });
    if (dropped < DROP_BATCH) return;
  }
}

/**
 * 'digest': at most one email (or SMS) per area and channel per digest interval. Takes the
 * slot (a conditional update of the area's sent time), sends the oldest waiting comments
 * still published (at most DIGEST_MAX_COMMENTS) in one message, marks them sent, and queues
 * the next digest if more are waiting. The slot and the comments are written into the job before the send, so a job
 * run again after a crash sends the same message (same Message-ID / idempotency key).
 */
export const handleDigest: JobHandler = async (job, ctx) => {
  const { db, now, workerId } = ctx;
  const payload = JSON.parse(job.payload) as DigestPayload;
  const { areaId, channel } = payload;

  const plan = await db.transaction().execute(async (trx): Promise<DigestPlan | null> => {
    const area = await lockAreaWithOwner(trx, areaId);
    if (!area) return null;
    if (Boolean(area.paused) || !channelsFor(area).includes(channel)) {
      // Paused, unsubscribed or the toggle turned off since: these never go.
      await dropUnsentDeliveries(trx, areaId, channel, true);
      return null;
    }
    // Comments hidden since they were matched: these never go either.
    await dropUnsentDeliveries(trx, areaId, channel, false);
    if (payload.claimed) {
      const comments = await findUnsentDeliveries(trx, {
        areaId,
        channel,
        commentIds: payload.claimed.commentIds,
        limit: DIGEST_MAX_COMMENTS,
      });
      return { area, comments, sentAt: new Date(payload.claimed.at) };
    }
    // What this digest carries, oldest first; the rest wait for the next (queued at the end).
    const comments = await findUnsentDeliveries(trx, {
      areaId,
      channel,
      limit: DIGEST_MAX_COMMENTS,
    });
    if (comments.length === 0) return null;
    if (!(await claimDigestSlot(trx, { areaId, channel, now, intervalMs: DIGEST_INTERVAL_MS }))) {
      await ensureDigestQueued(trx, area, channel, `after-${job.id}`, now, job.id);
      return null;
    }
    const claimed = { commentIds: comments.map((c) => c.id), at: now.toISOString() };
    const payloadKept = await updateJobPayload(trx, {
      id: job.id,
      workerId,
      payload: { ...payload, claimed },
    });
    // Another worker has the job now: the slot is not taken here (rolled back), it sends.
    if (!payloadKept) throw new LeaseLostError();
    return { area, comments, sentAt: now };
  });
  if (!plan) return;

  if (plan.comments.length > 0) {
    if (channel === 'email') await sendDigestEmail(job, ctx, plan);
    else await sendDigestSms(job, ctx, plan);
  }

  const markedDone = await db.transaction().execute(async (trx) => {
    const area = await lockAreaWithOwner(trx, areaId);
    if (!area) return false;
    await markDeliveriesSent(
      trx,
      areaId,
      channel,
      plan.comments.map((c) => c.id),
      now,
    );
    // Done first, so that this job no longer counts as the area's pending digest. If another
    // worker has the job now, nothing is marked here (rolled back): it sends the same message
    // again (same Message-ID / idempotency key) and marks it.
    if (!(await markJobDone(trx, { id: job.id, workerId, now }))) throw new LeaseLostError();
    const more = await findUnsentDeliveries(trx, { areaId, channel, limit: 1 });
    if (more.length > 0)
      await ensureDigestQueued(trx, area, channel, `after-${job.id}`, now, job.id);
    return true;
  });
  return markedDone ? 'marked-done' : undefined;
};

async function sendDigestEmail(job: AlertJobRow, ctx: JobContext, plan: DigestPlan) {
  const notMet = new Map<string, ConditionCategory[]>();
  const rows = await findNotMetCategories(
    ctx.db,
    plan.comments.map((comment) => comment.id),
  );
  for (const { comment_id, category } of rows) {
    notMet.set(comment_id, [...(notMet.get(comment_id) ?? []), category]);
  }
  const mail = digestMail({
    to: plan.area.email,
    area: plan.area,
    comments: plan.comments,
    notMet,
    publicBaseUrl: ctx.publicBaseUrl,
    // The same for every try of this digest.
    messageId: stableMessageId(`alert-digest-${job.id}`, ctx.publicBaseUrl),
  });
  await ctx.app.mailer.deliverNow(mail, { kind: 'area-alert' });
}

async function sendDigestSms(job: AlertJobRow, ctx: JobContext, plan: DigestPlan) {
  const { area, comments } = plan;
  const link =
    comments.length === 1
      ? placeUrl(ctx.publicBaseUrl, comments[0]!.id)
      : areaMapUrl(ctx.publicBaseUrl, area);
  const text = `RentMap: ${digestSubject(comments.length, area.name)}. ${link}`;
  await ctx.channels.sms(ctx.app, area.phone_number!, text, {
    idempotencyKey: `alert-digest-${job.id}`,
  });
}

interface PushPayload {
  areaId: string;
  commentId: string;
}

/** 'push': one notification per comment and area, if the comment is still published. */
export const handlePush: JobHandler = async (job, ctx) => {
  const { db, now } = ctx;
  const { areaId, commentId } = JSON.parse(job.payload) as PushPayload;
  const key = { areaId, commentId, channel: 'push' as NotificationChannel };
  const area = await lockAreaWithOwner(db, areaId);
  const delivery = await findDelivery(db, key);
  if (!area || !delivery || delivery.sent_at !== null) return;
  const comment = await findMarkerCommentById(db, commentId);
  if (
    !comment ||
    comment.status !== 'published' ||
    Boolean(area.paused) ||
    !channelsFor(area).includes('push')
  ) {
    await deleteDeliveries(db, areaId, 'push', [commentId]);
    return;
  }
  await ctx.channels.push(ctx.app, area.user_id, {
    title: `New comment in ${area.name}`,
    body: `${comment.location_type}, ${comment.full_address}: ${[...comment.comment].slice(0, 120).join('')}`,
    url: placeUrl(ctx.publicBaseUrl, commentId),
    tag: `area-${areaId}`,
  });
  await markDeliveriesSent(db, areaId, 'push', [commentId], now);
};

export const HANDLERS: Record<JobKind, JobHandler> = {
  match: handleMatch,
  digest: handleDigest,
  push: handlePush,
  'repair-follow-up': handleRepairFollowUp,
};
