import { APP_PATHS, TEXTS } from 'shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { mailHtml, stableMessageId, type MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../web/page-meta';
import { DAY_MS } from '../conditions/days';
import { openRepairsOf, type OpenRepair } from '../conditions/repairs';
import { findCommentAuthor } from './alerts.repository';
import type { JobHandler } from './handlers';
import { reachableChannels } from './matching';
import { enqueue } from './queue';

/**
 * "Was it fixed?": some weeks after a renter reports something
 * not met, their comment's author is asked by each channel they allow for it, with a link to
 * My comments where one tap answers it. Asked once per comment: an item still not fixed can be
 * answered there at any time.
 */

const PRODUCT = TEXTS.productName;

/**
 * Queues the question `days` after the checklist was saved, in its transaction; a comment
 * already asked about (or to be) is not asked again (the job's key names the comment).
 */
export function queueRepairFollowUp(days: number) {
  return async (
    trx: Kysely<Database> | Transaction<Database>,
    commentId: string,
  ): Promise<void> => {
    const now = new Date();
    await enqueue(
      trx,
      {
        kind: 'repair-follow-up',
        dedupeKey: `repair-follow-up:${commentId}`,
        payload: { commentId },
        runAt: new Date(now.getTime() + days * DAY_MS),
      },
      now,
    );
  };
}

/** Where the author answers: their comment on My comments. */
export function repairAnswerUrl(publicBaseUrl: string, commentId: string): string {
  return `${publicBaseUrl}${APP_PATHS.myComments}?comment=${encodeURIComponent(commentId)}`;
}

const question = (repairs: readonly OpenRepair[]) =>
  repairs.length === 1 ? 'Was it fixed?' : `Were they fixed? (${repairs.length} problems)`;

function repairMail(input: {
  to: string;
  address: string;
  repairs: readonly OpenRepair[];
  url: string;
  messageId: string;
}): MailMessage {
  const { address, repairs, url } = input;
  const intro = `You told ${PRODUCT} that these were not met at ${address}:`;
  const ask = `${question(repairs)} Your answer shows renters how fast repairs get done there.`;
  const footer = `You get this email because email notifications are on in your ${PRODUCT} settings.`;
  const text = [
    intro,
    repairs.map((repair) => `- ${repair.label}`).join('\n'),
    `${ask}\nAnswer on My comments: ${url}`,
    footer,
  ].join('\n\n');
  const items = repairs.map((repair) => `<li>${escapeHtml(repair.label)}</li>`).join('');
  const html = mailHtml(
    `<p>${escapeHtml(intro)}</p><ul>${items}</ul><p>${escapeHtml(ask)}</p>` +
      `<p><a href="${escapeHtml(url)}">Answer on My comments</a></p>` +
      `<p style="color:#555;font-size:0.9em">${escapeHtml(footer)}</p>`,
  );
  return {
    to: input.to,
    subject: `${question(repairs)} Your comment on ${address}`,
    text,
    html,
    messageId: input.messageId,
  };
}

/**
 * 'repair-follow-up': asks the author about the items of their comment still not met and not
 * said fixed, by every channel their settings allow for it. Nothing when the comment is gone
 * or every item was answered since. A retry after a failed channel sends again by the others
 * too: the email with the same Message-ID, the SMS with the same idempotency key, the push
 * under the same tag (it replaces the first).
 */
export const handleRepairFollowUp: JobHandler = async (job, ctx) => {
  const { commentId } = JSON.parse(job.payload) as { commentId: string };
  const author = await findCommentAuthor(ctx.db, commentId);
  if (!author) return;
  const repairs = await openRepairsOf(ctx.db, commentId);
  if (repairs.length === 0) return;
  const url = repairAnswerUrl(ctx.publicBaseUrl, commentId);
  for (const channel of reachableChannels(author, 'repair-follow-up')) {
    if (channel === 'email') {
      const mail = repairMail({
        to: author.email,
        address: author.full_address,
        repairs,
        url,
        messageId: stableMessageId(`repair-follow-up-${job.id}`, ctx.publicBaseUrl),
      });
      await ctx.app.mailer.deliverNow(mail, { kind: 'repair-follow-up' });
    } else if (channel === 'push') {
      await ctx.channels.push(ctx.app, author.user_id, {
        title: question(repairs),
        body: `${repairs.map((repair) => repair.label).join('; ')}: ${author.full_address}`,
        url,
        tag: `repair-${commentId}`,
      });
    } else {
      await ctx.channels.sms(
        ctx.app,
        author.phone_number!,
        `${PRODUCT}: ${question(repairs)} ${repairs[0]!.label}` +
          `${repairs.length > 1 ? ` and ${repairs.length - 1} more` : ''}. Answer: ${url}`,
        { idempotencyKey: `repair-follow-up-${job.id}` },
      );
    }
  }
};
