import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CommentStatus, ModerationLogAction, ReportReason } from 'shared/contract';
import type { Database, MarkerCommentRow, ModerationLogRow, UserRow } from '../../db/types';
import type { TimePosition } from '../markers/markers.repository';

type Executor = Kysely<Database> | Transaction<Database>;

/** The reader's report; false when they had already reported this comment (the key says). */
export async function insertReport(
  db: Executor,
  report: {
    commentId: string;
    reporterId: string;
    reason: ReportReason;
    details: string | null;
    createdAt: string;
  },
): Promise<boolean> {
  const result = await db
    .insertInto('comment_reports')
    .values({
      id: randomUUID(),
      comment_id: report.commentId,
      reporter_id: report.reporterId,
      reason: report.reason,
      details: report.details,
      created_at: report.createdAt,
    })
    .onConflict((oc) => oc.columns(['comment_id', 'reporter_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export interface OpenReportRow {
  reason: ReportReason;
  details: string | null;
  created_at: Date | string;
  reporter: Pick<UserRow, 'first_name' | 'last_name' | 'username' | 'email'>;
}

/** The comment's reports no decision has closed yet, oldest first, with their reporters. */
export async function findOpenReports(db: Executor, commentId: string): Promise<OpenReportRow[]> {
  const rows = await db
    .selectFrom('comment_reports as r')
    .innerJoin('users as u', 'u.id', 'r.reporter_id')
    .select([
      'r.reason',
      'r.details',
      'r.created_at',
      'u.first_name',
      'u.last_name',
      'u.username',
      'u.email',
    ])
    .where('r.comment_id', '=', commentId)
    .where('r.resolved_at', 'is', null)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  return rows.map(({ first_name, last_name, username, email, ...report }) => ({
    ...report,
    reporter: { first_name, last_name, username, email },
  }));
}

export async function closeOpenReports(db: Executor, commentId: string, at: string): Promise<void> {
  await db
    .updateTable('comment_reports')
    .set({ resolved_at: at })
    .where('comment_id', '=', commentId)
    .where('resolved_at', 'is', null)
    .execute();
}

export async function insertLogEntry(
  db: Executor,
  entry: {
    action: ModerationLogAction;
    at: string;
    /** id null: the system (the make-moderator command). */
    actor: { id: string | null; name: string };
    commentId?: string | null;
    targetUserId?: string | null;
    reason?: string | null;
    fromStatus?: CommentStatus | null;
    toStatus?: CommentStatus | null;
    mergeId?: string | null;
  },
): Promise<ModerationLogRow> {
  return db
    .insertInto('moderation_log')
    .values({
      id: randomUUID(),
      created_at: entry.at,
      action: entry.action,
      actor_id: entry.actor.id,
      actor_name: entry.actor.name,
      comment_id: entry.commentId ?? null,
      target_user_id: entry.targetUserId ?? null,
      reason: entry.reason ?? null,
      from_status: entry.fromStatus ?? null,
      to_status: entry.toStatus ?? null,
      merge_id: entry.mergeId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The whole log, newest first (id breaks ties), after `after` when given. */
export async function findLogEntries(
  db: Executor,
  { limit, after }: { limit: number; after?: TimePosition },
): Promise<ModerationLogRow[]> {
  let query = db.selectFrom('moderation_log').selectAll();
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt, after.id)),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** One comment's log entries, newest first. */
export async function findLogEntriesOfComment(
  db: Executor,
  commentId: string,
): Promise<ModerationLogRow[]> {
  return db
    .selectFrom('moderation_log')
    .selectAll()
    .where('comment_id', '=', commentId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Whether the comment's log has a line of this action (by this actor, when given). */
export async function hasLogEntry(
  db: Executor,
  commentId: string,
  action: ModerationLogAction,
  actorId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('moderation_log')
    .select('id')
    .where('comment_id', '=', commentId)
    .where('action', '=', action);
  if (actorId !== undefined) query = query.where('actor_id', '=', actorId);
  const row = await query.executeTakeFirst();
  return row !== undefined;
}

/**
 * The comments waiting for a moderator, oldest first: each since the earliest of its open
 * reports, its open notices, its hold (held comments, by their time), and its author's review
 * request (hidden ones). Keyset-paged on (since, id). Each part is read by its own partial
 * index (comment_reports_open_created_at_idx, comment_notices_open_created_at_idx,
 * marker_comments_unpublished_idx), a handful of rows.
 */
export async function findQueue(
  db: Executor,
  { limit, after }: { limit: number; after?: TimePosition },
): Promise<Array<{ id: string; since: Date | string }>> {
  const waiting = sql<{ comment_id: string; since: string }>`(
    select comment_id, created_at as since from comment_reports where resolved_at is null
    union all
    select comment_id, created_at from comment_notices where status = 'open'
    union all
    select id, created_at from marker_comments where status <> 'published' and status = 'held'
    union all
    select id, review_requested_at from marker_comments
      where status <> 'published' and status = 'hidden' and review_requested_at is not null
  )`;
  let query = db
    .selectFrom(
      db
        .selectFrom(waiting.as('w'))
        .select((eb) => [
          sql.ref<string>('w.comment_id').as('id'),
          eb.fn.min(sql.ref<string>('w.since')).as('since'),
        ])
        .groupBy(sql.ref('w.comment_id'))
        .as('q'),
    )
    .select(['q.id', 'q.since']);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('q.since', 'q.id'), '>', eb.tuple(after.createdAt, after.id)),
    );
  }
  return query.orderBy('q.since').orderBy('q.id').limit(limit).execute();
}

/** What a moderator sees of an author: how much they wrote, how much was hidden or reported. */
export async function findAuthorRecord(
  db: Executor,
  userId: string,
): Promise<{ comments: number; hidden: number; reportsReceived: number }> {
  const { comments, hidden } = await db
    .selectFrom('marker_comments')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('comments'),
      eb.fn
        .sum<number | string | null>(sql`case when status = 'hidden' then 1 else 0 end`)
        .as('hidden'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const { reports } = await db
    .selectFrom('comment_reports as r')
    .innerJoin('marker_comments as m', 'm.id', 'r.comment_id')
    .select((eb) => eb.fn.countAll<number | string>().as('reports'))
    .where('m.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    comments: Number(comments),
    hidden: Number(hidden ?? 0),
    reportsReceived: Number(reports),
  };
}

/** A moderator's decision on the comment, or its author's review request. */
export async function updateCommentModeration(
  db: Executor,
  commentId: string,
  changes: {
    status?: CommentStatus;
    moderation_reason?: string | null;
    review_requested_at?: string | null;
  },
): Promise<void> {
  await db.updateTable('marker_comments').set(changes).where('id', '=', commentId).execute();
}

/**
 * The author's review request on a hidden comment not yet under review; false when another
 * request got there first (the row is the arbiter, as two requests may race).
 */
export async function markReviewRequested(
  db: Executor,
  commentId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('marker_comments')
    .set({ review_requested_at: at })
    .where('id', '=', commentId)
    .where('status', '=', 'hidden')
    .where('review_requested_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setModerator(db: Executor, userId: string, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_moderator: 1, updated_at: at })
    .where('id', '=', userId)
    .execute();
}

/** The comments in no building (their address names no house number), newest first. */
export async function findUnplacedComments(
  db: Executor,
  { limit, after }: { limit: number; after?: TimePosition },
): Promise<MarkerCommentRow[]> {
  let query = db.selectFrom('marker_comments').selectAll().where('building_id', 'is', null);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt, after.id)),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
