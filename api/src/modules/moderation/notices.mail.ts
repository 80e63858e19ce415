import { TEXTS, type NoticeReason, type NoticeRole } from 'shared/contract';
import { mailHtml, type MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../web/page-meta';

const PRODUCT = TEXTS.productName;

/** Who filed, as the author is told: their stated tie to the place, never who they are. */
const ROLE_WORDS: Record<NoticeRole, string> = {
  landlord: 'the landlord',
  agent: 'an agent',
  owner: 'the owner',
};

const REASON_WORDS: Record<NoticeReason, string> = {
  'identifies-a-person': 'it identifies a person',
  'untrue-statement-of-fact': 'it states as a fact something that is not true',
  'private-information': 'it gives private information',
  other: 'see their explanation',
};

/** The mail's paragraphs as plain text and as HTML (each paragraph's text escaped). */
function message(
  to: string,
  subject: string,
  paragraphs: Array<string | { text: string; html: string }>,
): MailMessage {
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : p.text)).join('\n\n');
  const html = paragraphs
    .map((p) => `<p>${typeof p === 'string' ? escapeHtml(p) : p.html}</p>`)
    .join('');
  return { to, subject, text, html: mailHtml(html) };
}

export interface NoticeMailFacts {
  role: NoticeRole;
  reason: NoticeReason;
  quote: string;
  explanation: string;
  /** The comment's address, as everyone sees it. */
  address: string;
}

/**
 * To a comment's author: a notice was filed on it. Which passage, why, and that the comment
 * stays up while a moderator looks; how to answer or edit (My comments, `myCommentsUrl`).
 * The filer is named by their role only.
 */
export function noticeFiledMail(
  to: string,
  facts: NoticeMailFacts,
  myCommentsUrl: string,
): MailMessage {
  return message(to, `A notice about your ${PRODUCT} comment`, [
    `Someone who says they are ${ROLE_WORDS[facts.role]} of the place has filed a notice about ` +
      `your comment at ${facts.address}.`,
    `The passage: "${facts.quote}"`,
    `Their reason: ${REASON_WORDS[facts.reason]}.`,
    `Their explanation: ${facts.explanation}`,
    'Your comment stays visible to everyone, marked "under review", while a moderator looks ' +
      'at it. The moderator then keeps it as it is or hides it.',
    {
      text: `You can answer the notice once, or edit your comment, from My comments: ${myCommentsUrl}`,
      html:
        'You can answer the notice once, or edit your comment, from ' +
        `<a href="${escapeHtml(myCommentsUrl)}">My comments</a>.`,
    },
    `${PRODUCT} does not tell you who filed the notice.`,
  ]);
}

/** To the account that filed a notice: the moderator's decision on the comment. */
export function noticeDecidedMail(
  to: string,
  facts: Pick<NoticeMailFacts, 'quote' | 'address'>,
  kept: boolean,
): MailMessage {
  return message(to, `Your notice about a ${PRODUCT} comment was decided`, [
    `A moderator has decided on your notice about a comment at ${facts.address} ` +
      `(the passage: "${facts.quote}").`,
    kept
      ? 'They kept the comment: it stays published, and is no longer marked under review.'
      : 'They hid the comment: no one but its author can read it now.',
  ]);
}
