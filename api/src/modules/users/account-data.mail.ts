import { TEXTS } from 'shared/contract';
import type { MailMessage } from '../../plugins/mail';

const PRODUCT = TEXTS.productName;

/**
 * Sent whenever an account is deleted, whatever its notification settings: a security
 * message (someone holding the password could have done it).
 */
export function accountDeletedMail(to: string): MailMessage {
  const lines = [
    `Your ${PRODUCT} account was deleted, as asked, and every device was signed out.`,
    'Your profile, settings, comments, photos, likes and sign-in history are gone; your comments and photos can no longer be opened by anyone.',
    `If you did not ask for this, someone knew your password: change it wherever you use it, and reply to this email. A new ${PRODUCT} account can be made with this address at any time.`,
  ];
  return {
    to,
    subject: `Your ${PRODUCT} account was deleted`,
    text: lines.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${lines
      .map((line) => `<p>${line}</p>`)
      .join('')}</body></html>`,
  };
}
