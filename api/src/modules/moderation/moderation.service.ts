import {
  TEXTS,
  type ModerationCase,
  type ModerationDecisionPayload,
  type ModerationLogEntry,
  type ModerationLogPage,
  type ModerationQueuePage,
  type ModerationQueueParams,
  type ReportPayload,
  type SavedMarkerComment,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import type { Mailer } from '../../plugins/mail';
import { nowTimestamp, toIsoTimestamp } from '../../db/timestamps';
import type { MarkerCommentRow, ModerationLogRow, UserRow } from '../../db/types';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../errors';
import {
  mayRead,
  moderationOf,
  personName,
  presentComment,
  type Reader,
} from '../markers/comment-view';
import { commentPublished } from '../markers/comment-hooks';
import { releasedStatus } from '../markers/publication';
import { findMarkerCommentById } from '../markers/markers.repository';
import { decodeCursor, encodeCursor } from '../markers/markers.service';
import { findUserByEmail, findUserById } from '../auth/users.repository';
import {
  closeOpenReports,
  findAuthorRecord,
  findLogEntries,
  findLogEntriesOfComment,
  findOpenReports,
  findQueue,
  hasLogEntry,
  insertLogEntry,
  insertReport,
  markReviewRequested,
  setModerator,
  updateCommentModeration,
} from './moderation.repository';
import { findPhotoMatches } from './photo-matches';
import { toCaseNotice } from './notice-view';
import { noticeDecidedMail } from './notices.mail';
import { closeOpenNotices, findNoticesWithFilers } from './notices.repository';

const NOT_FOUND = 'This comment does not exist or was removed.';

/**
 * How a person is named in the moderation page and the audit log, whatever their profile's
 * visibility (moderators must know who did what): their name, else the username, else the
 * email address.
 */
export function displayName(
  user: Pick<UserRow, 'first_name' | 'last_name' | 'username' | 'email'>,
): string {
  return personName(user) ?? user.email;
}

/** The name the log keeps for the make-moderator command (no account acts). */
export const SYSTEM_ACTOR = { id: null, name: 'make-moderator command' } as const;

/** The comment when this reader may see it (published, or theirs, or they moderate); else 404. */
export async function readableComment(
  db: Db,
  id: string,
  reader: Reader,
): Promise<MarkerCommentRow> {
  const row = await findMarkerCommentById(db, id);
  if (!row || !mayRead(row, reader)) throw new NotFoundError(NOT_FOUND);
  return row;
}

export async function actorOf(db: Db, userId: string): Promise<{ id: string; name: string }> {
  const user = await findUserById(db, userId);
  // The token was checked a moment ago; an account deleted since is no actor.
  if (!user) throw new NotFoundError('This account no longer exists.');
  return { id: user.id, name: displayName(user) };
}

/**
 * A signed-in reader reports a published comment, once (409 ALREADY_REPORTED after that).
 * Their own comment is not theirs to report (400); 'other' needs details (400).
 */
export async function reportComment(
  db: Db,
  reader: Reader,
  commentId: string,
  payload: ReportPayload,
): Promise<void> {
  const row = await readableComment(db, commentId, { ...reader, isModerator: false });
  if (row.user_id === reader.id) {
    throw new BadRequestError('You cannot report your own comment: edit or delete it instead.');
  }
  const details = payload.details?.trim() || null;
  if (payload.reason === 'other' && details === null) {
    throw new ValidationError("Say what is wrong with this comment when the reason is 'Other'.");
  }
  const inserted = await insertReport(db, {
    commentId,
    reporterId: reader.id,
    reason: payload.reason,
    details,
    createdAt: nowTimestamp(),
  });
  if (!inserted) {
    throw new ConflictError('You have already reported this comment.', 'ALREADY_REPORTED');
  }
}

/**
 * The author of a hidden comment asks a moderator to look at it again: once per comment
 * (the audit log remembers, whatever was decided since), and only while it is hidden.
 */
export async function requestReview(
  db: Db,
  reader: Reader,
  commentId: string,
): Promise<SavedMarkerComment> {
  const row = await readableComment(db, commentId, { ...reader, isModerator: false });
  if (row.user_id !== reader.id) {
    throw new ForbiddenError('Only the person who wrote a comment can ask for its review.');
  }
  if (row.status !== 'hidden') {
    throw new ConflictError('Only a comment hidden by moderation can be reviewed.');
  }
  const at = nowTimestamp();
  const alreadyAsked = () =>
    new ConflictError(
      'You have already asked for a review of this comment.',
      'REVIEW_ALREADY_REQUESTED',
    );
  await db.transaction().execute(async (trx) => {
    // The author's own request only: a notice is a request for review by someone else.
    if (await hasLogEntry(trx, commentId, 'request-review', reader.id)) throw alreadyAsked();
    if (!(await markReviewRequested(trx, commentId, at))) throw alreadyAsked();
    await insertLogEntry(trx, {
      action: 'request-review',
      at,
      actor: await actorOf(trx, reader.id),
      commentId,
      targetUserId: reader.id,
      fromStatus: 'hidden',
      toStatus: 'hidden',
    });
  });
  return presentComment(db, (await findMarkerCommentById(db, commentId))!, reader.id);
}

/** One line of the audit log in the contract's shape. */
export function toLogEntry(row: ModerationLogRow): ModerationLogEntry {
  return {
    id: row.id,
    at: toIsoTimestamp(row.created_at),
    action: row.action,
    actor: { id: row.actor_id, name: row.actor_name },
    commentId: row.comment_id,
    targetUserId: row.target_user_id,
    reason: row.reason,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    mergeId: row.merge_id,
  };
}

/** Everything a moderator needs to decide about one comment; 404 when it does not exist. */
export async function getModerationCase(
  db: Db,
  moderator: Reader,
  commentId: string,
): Promise<ModerationCase> {
  const row = await findMarkerCommentById(db, commentId);
  if (!row) throw new NotFoundError(NOT_FOUND);
  return caseOf(db, moderator, row);
}

async function caseOf(db: Db, moderator: Reader, row: MarkerCommentRow): Promise<ModerationCase> {
  const author = row.user_id ? await findUserById(db, row.user_id) : undefined;
  const [comment, reports, notices, record, photoMatches, history] = await Promise.all([
    presentComment(db, row, moderator.id),
    findOpenReports(db, row.id),
    findNoticesWithFilers(db, row.id),
    author
      ? findAuthorRecord(db, author.id)
      : Promise.resolve({ comments: 0, hidden: 0, reportsReceived: 0 }),
    findPhotoMatches(db, row.id, moderator.id),
    findLogEntriesOfComment(db, row.id),
  ]);
  const moderation = moderationOf(row);
  return {
    comment,
    status: row.status,
    holdReasons: moderation?.holdReasons ?? [],
    reviewRequested: row.review_requested_at !== null,
    openReports: reports.map((report) => ({
      reason: report.reason,
      details: report.details,
      createdAt: toIsoTimestamp(report.created_at),
      reporter: displayName(report.reporter),
    })),
    notices: notices.map((notice) =>
      toCaseNotice(notice, displayName(notice.filer), comment.comment),
    ),
    author: author
      ? {
          id: author.id,
          name: displayName(author),
          email: author.email,
          joinedAt: toIsoTimestamp(author.created_at),
          ...record,
        }
      : {
          id: '',
          name: TEXTS.markers.aRenter,
          email: '',
          joinedAt: toIsoTimestamp(row.created_at),
          ...record,
        },
    photoMatches,
    history: history.map(toLogEntry),
  };
}

/**
 * Where a page of the queue or the log ended, as the list's own cursors hold it: the queue
 * pages oldest first, the log newest first (a cursor of one is refused by the other).
 */
export function timeCursor(sort: 'oldest' | 'newest', at: Date | string, id: string): string {
  return encodeCursor({ sort, key: toIsoTimestamp(at), id });
}

export function afterTime(cursor: string | undefined, sort: 'oldest' | 'newest') {
  if (cursor === undefined) return undefined;
  const { key, id } = decodeCursor(cursor, sort);
  return { createdAt: String(key), id };
}

/**
 * A page of the queue: comments with open reports or notices, held ones, hidden ones under
 * review.
 */
export async function getModerationQueue(
  db: Db,
  moderator: Reader,
  { size, cursor }: ModerationQueueParams,
): Promise<ModerationQueuePage> {
  const waiting = await findQueue(db, { limit: size + 1, after: afterTime(cursor, 'oldest') });
  const page = waiting.slice(0, size);
  const content: ModerationCase[] = [];
  for (const { id } of page) {
    const row = await findMarkerCommentById(db, id);
    if (row) content.push(await caseOf(db, moderator, row));
  }
  const last = page.at(-1);
  return {
    content,
    nextCursor: waiting.length > size && last ? timeCursor('oldest', last.since, last.id) : null,
  };
}

/** The whole audit log, newest first. */
export async function getModerationLog(
  db: Db,
  { size, cursor }: ModerationQueueParams,
): Promise<ModerationLogPage> {
  const rows = await findLogEntries(db, { limit: size + 1, after: afterTime(cursor, 'newest') });
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    content: page.map(toLogEntry),
    nextCursor: rows.length > size && last ? timeCursor('newest', last.created_at, last.id) : null,
  };
}

/**
 * A moderator decides: hide (taken down for everyone but its author), restore (published,
 * again or for the first time) or dismiss (left as it is). Every decision closes the open
 * reports and answers a pending review request; hide and restore keep their reason for the
 * author. Open notices close too: upheld by a hide, dismissed (the comment kept) otherwise,
 * and each filer is mailed the outcome once the decision is saved. One audit log line, in the
 * same transaction. Answers the case as it is now.
 */
export async function decideOnComment(
  db: Db,
  moderator: Reader,
  commentId: string,
  { decision, reason }: ModerationDecisionPayload,
  mailer: Pick<Mailer, 'send'>,
): Promise<ModerationCase> {
  const why = reason.trim();
  const at = nowTimestamp();
  const { notices, address } = await db.transaction().execute(async (trx) => {
    const row = await findMarkerCommentById(trx, commentId);
    if (!row) throw new NotFoundError(NOT_FOUND);
    // A restore lets a held comment through: still scheduled when its author chose a later time.
    const toStatus =
      decision === 'hide'
        ? 'hidden'
        : decision === 'restore'
          ? releasedStatus(row, new Date(at))
          : row.status;
    await updateCommentModeration(trx, commentId, {
      ...(decision !== 'dismiss' && { status: toStatus, moderation_reason: why }),
      review_requested_at: null,
    });
    // A restore publishes it: watched areas hear of it now.
    if (toStatus === 'published' && row.status !== 'published') {
      await commentPublished.run(trx, commentId, `restored-${at}`);
    }
    await closeOpenReports(trx, commentId, at);
    const closed = await closeOpenNotices(
      trx,
      commentId,
      decision === 'hide' ? 'upheld' : 'dismissed',
      at,
    );
    await insertLogEntry(trx, {
      action: decision,
      at,
      actor: await actorOf(trx, moderator.id),
      commentId,
      targetUserId: row.user_id,
      reason: why,
      fromStatus: row.status,
      toStatus,
    });
    return { notices: closed, address: row.full_address };
  });
  for (const notice of notices) {
    const mail = noticeDecidedMail(notice.filer.email, { ...notice, address }, decision !== 'hide');
    mailer.send(mail, { kind: 'notice-decided' });
  }
  return getModerationCase(db, moderator, commentId);
}

/**
 * Makes the account with this email a moderator (409 when it is one already, 404 when no
 * account has it), with its audit log line: by a moderator, or by the make-moderator
 * command (`actor` SYSTEM_ACTOR).
 */
export async function appointModerator(
  db: Db,
  actor: { id: string | null; name: string } | Reader,
  email: string,
): Promise<ModerationLogEntry> {
  const at = nowTimestamp();
  return db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, email.trim());
    if (!user) throw new NotFoundError('No account has this email address.');
    if (user.is_moderator) throw new ConflictError('This account is a moderator already.');
    await setModerator(trx, user.id, at);
    const by = 'isModerator' in actor ? await actorOf(trx, actor.id) : actor;
    const entry = await insertLogEntry(trx, {
      action: 'appoint-moderator',
      at,
      actor: by,
      targetUserId: user.id,
    });
    return toLogEntry(entry);
  });
}
