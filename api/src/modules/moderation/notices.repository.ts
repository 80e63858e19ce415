import type { Kysely, Transaction } from 'kysely';
import type { NoticeStatus } from 'shared/contract';
import type { CommentNoticeRow, Database, UserRow } from '../../db/types';
import { OPEN_NOTICE } from '../markers/comment-notices.repository';

type Executor = Kysely<Database> | Transaction<Database>;

export type NewNotice = Pick<
  CommentNoticeRow,
  'id' | 'comment_id' | 'filer_id' | 'role' | 'reason' | 'quote' | 'quote_key' | 'explanation'
> & { created_at: string };

/**
 * The notice, unless this account already has one open on the comment: undefined then (the
 * partial unique index is the arbiter, as two filings may race).
 */
export async function insertNotice(
  db: Executor,
  notice: NewNotice,
): Promise<CommentNoticeRow | undefined> {
  return db
    .insertInto('comment_notices')
    .values(notice)
    .onConflict((oc) => oc.columns(['comment_id', 'filer_id']).where(OPEN_NOTICE).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** This account's open notice on the comment, if it has one. */
export async function findOpenNoticeOf(
  db: Executor,
  commentId: string,
  filerId: string,
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('comment_notices')
    .select('id')
    .where('comment_id', '=', commentId)
    .where('filer_id', '=', filerId)
    .where(OPEN_NOTICE)
    .executeTakeFirst();
}

/** How many notices this account has waiting for a moderator. */
export async function countOpenNoticesOf(db: Executor, filerId: string): Promise<number> {
  const { count } = await db
    .selectFrom('comment_notices')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('filer_id', '=', filerId)
    .where(OPEN_NOTICE)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Whether a moderator already dismissed a notice on this passage of the comment. */
export async function hasDismissedQuote(
  db: Executor,
  commentId: string,
  quoteKey: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('comment_notices')
    .select('id')
    .where('comment_id', '=', commentId)
    .where('status', '=', 'dismissed')
    .where('quote_key', '=', quoteKey)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findNotice(
  db: Executor,
  commentId: string,
  noticeId: string,
): Promise<CommentNoticeRow | undefined> {
  return db
    .selectFrom('comment_notices')
    .selectAll()
    .where('id', '=', noticeId)
    .where('comment_id', '=', commentId)
    .executeTakeFirst();
}

/** The author's answer, once: undefined when the notice was answered already. */
export async function saveAnswer(
  db: Executor,
  noticeId: string,
  answer: { text: string; at: string },
): Promise<CommentNoticeRow | undefined> {
  return db
    .updateTable('comment_notices')
    .set({ answer: answer.text, answered_at: answer.at })
    .where('id', '=', noticeId)
    .where('answer', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

type Person = Pick<UserRow, 'first_name' | 'last_name' | 'username' | 'email'>;

export interface NoticeWithFiler extends CommentNoticeRow {
  filer: Person;
}

/** Every notice on the comment, oldest first, with the account that filed it. */
export async function findNoticesWithFilers(
  db: Executor,
  commentId: string,
): Promise<NoticeWithFiler[]> {
  const rows = await db
    .selectFrom('comment_notices as n')
    .innerJoin('users as u', 'u.id', 'n.filer_id')
    .selectAll('n')
    .select(['u.first_name', 'u.last_name', 'u.username', 'u.email'])
    .where('n.comment_id', '=', commentId)
    .orderBy('n.created_at')
    .orderBy('n.id')
    .execute();
  return rows.map(({ first_name, last_name, username, email, ...notice }) => ({
    ...notice,
    filer: { first_name, last_name, username, email },
  }));
}

/**
 * A moderator decided on the comment: its open notices close as `status`. Answers the ones
 * it closed, with their filers, to be told the outcome.
 */
export async function closeOpenNotices(
  db: Executor,
  commentId: string,
  status: Exclude<NoticeStatus, 'open'>,
  at: string,
): Promise<NoticeWithFiler[]> {
  const closed = await db
    .updateTable('comment_notices')
    .set({ status, decided_at: at })
    .where('comment_id', '=', commentId)
    .where(OPEN_NOTICE)
    .returningAll()
    .execute();
  if (closed.length === 0) return [];
  const filers = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'username', 'email'])
    .where('id', 'in', [...new Set(closed.map((notice) => notice.filer_id))])
    .execute();
  const byId = new Map(filers.map(({ id, ...person }) => [id, person]));
  return closed.flatMap((notice) => {
    const filer = byId.get(notice.filer_id);
    return filer ? [{ ...notice, filer }] : [];
  });
}
