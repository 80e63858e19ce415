import { randomUUID } from 'node:crypto';
import {
  APP_PATHS,
  MODERATION_LIMITS,
  type FiledNotice,
  type NoticePayload,
  type OwnNotice,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import { nowTimestamp } from '../../db/timestamps';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../errors';
import type { Mailer } from '../../plugins/mail';
import { findUserById } from '../auth/users.repository';
import type { Reader } from '../markers/comment-view';
import { toOwnNotice } from '../markers/own-notices';
import { toFiledNotice } from '../users/filed-notice';
import { actorOf, readableComment } from './moderation.service';
import { insertLogEntry } from './moderation.repository';
import { quoteKey } from './notice-view';
import { noticeFiledMail } from './notices.mail';
import {
  countOpenNoticesOf,
  findNotice,
  findOpenNoticeOf,
  hasDismissedQuote,
  insertNotice,
  saveAnswer,
} from './notices.repository';

export interface NoticeDeps {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  /** Where the app is, for the link to My comments in the author's mail. */
  publicBaseUrl: string;
}

/**
 * A landlord, agent or owner objects to a passage of a published comment. The comment stays
 * up, under review, until a moderator decides; its author is mailed the passage, the reason
 * and the explanation, and the filer's role, never who they are. Refused: one's own comment
 * (400), a quote that is not in the comment's text (400), a second open notice of the account
 * on the comment (409 NOTICE_ALREADY_FILED), a passage a moderator already let stand (409
 * NOTICE_ALREADY_DISMISSED), more than MODERATION_LIMITS.openNoticesPerAccount open at once
 * (409 NOTICE_LIMIT). The filing is a line of the audit log: a request for review by the filer.
 */
export async function fileNotice(
  deps: NoticeDeps,
  reader: Reader,
  commentId: string,
  payload: NoticePayload,
): Promise<FiledNotice> {
  const comment = await readableComment(deps.db, commentId, { ...reader, isModerator: false });
  if (comment.user_id === reader.id) {
    throw new BadRequestError(
      'You cannot file a notice on your own comment: edit or delete it instead.',
    );
  }
  const key = quoteKey(payload.quote);
  if (!quoteKey(comment.comment).includes(key)) {
    throw new ValidationError(
      "Field 'quote' must be a passage of the comment's text, word for word.",
    );
  }
  const at = nowTimestamp();
  const notice = await deps.db.transaction().execute(async (trx) => {
    const alreadyFiled = () =>
      new ConflictError(
        'You already have a notice open on this comment: a moderator will look at it.',
        'NOTICE_ALREADY_FILED',
      );
    if (await findOpenNoticeOf(trx, commentId, reader.id)) throw alreadyFiled();
    if (await hasDismissedQuote(trx, commentId, key)) {
      throw new ConflictError(
        'A moderator has already decided to keep this passage of the comment.',
        'NOTICE_ALREADY_DISMISSED',
      );
    }
    if ((await countOpenNoticesOf(trx, reader.id)) >= MODERATION_LIMITS.openNoticesPerAccount) {
      throw new ConflictError(
        `You have ${MODERATION_LIMITS.openNoticesPerAccount} notices waiting for a moderator: ` +
          'you can file another once one of them is decided.',
        'NOTICE_LIMIT',
      );
    }
    const inserted = await insertNotice(trx, {
      id: randomUUID(),
      comment_id: commentId,
      filer_id: reader.id,
      role: payload.role,
      reason: payload.reason,
      quote: payload.quote.trim(),
      quote_key: key,
      explanation: payload.explanation.trim(),
      created_at: at,
    });
    if (!inserted) throw alreadyFiled();
    await insertLogEntry(trx, {
      action: 'request-review',
      at,
      actor: await actorOf(trx, reader.id),
      commentId,
      targetUserId: comment.user_id,
      reason: `Notice as ${payload.role}: ${payload.reason}`,
      fromStatus: comment.status,
      toStatus: comment.status,
    });
    return inserted;
  });
  const author = comment.user_id ? await findUserById(deps.db, comment.user_id) : undefined;
  if (author) {
    const facts = { ...notice, address: comment.full_address };
    const myComments = `${deps.publicBaseUrl}${APP_PATHS.myComments}`;
    deps.mailer.send(noticeFiledMail(author.email, facts, myComments), { kind: 'comment-notice' });
  }
  return toFiledNotice(notice);
}

/**
 * The comment's author answers a notice on it, once (409 NOTICE_ALREADY_ANSWERED after that),
 * while it is open (409 CONFLICT once decided). 403 for anyone else's comment; 404 for a
 * notice that is not on this comment.
 */
export async function answerNotice(
  db: Db,
  reader: Reader,
  commentId: string,
  noticeId: string,
  answer: string,
): Promise<OwnNotice> {
  const comment = await readableComment(db, commentId, { ...reader, isModerator: false });
  if (comment.user_id !== reader.id) {
    throw new ForbiddenError('Only the person who wrote a comment can answer a notice on it.');
  }
  const notice = await findNotice(db, commentId, noticeId);
  if (!notice) throw new NotFoundError('This notice does not exist.');
  const answeredAlready = () =>
    new ConflictError('You have already answered this notice.', 'NOTICE_ALREADY_ANSWERED');
  if (notice.answer !== null) throw answeredAlready();
  if (notice.status !== 'open') {
    throw new ConflictError('A moderator has already decided on this notice.');
  }
  const saved = await saveAnswer(db, noticeId, { text: answer.trim(), at: nowTimestamp() });
  if (!saved) throw answeredAlready();
  return toOwnNotice(saved);
}
