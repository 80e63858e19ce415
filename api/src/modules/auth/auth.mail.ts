import { TEXTS } from 'shared/contract';
import { mailHtml, type MailMessage } from '../../plugins/mail';
import { escapeHtml } from '../../web/page-meta';
import { CODE_LIFETIME_SECONDS } from './account-codes.service';

/** The browser route that accepts the emailed link or a typed code. */
export const VERIFY_EMAIL_PATH = '/verify-email';

const PRODUCT = TEXTS.productName;

const html = (paragraphs: string[]) =>
  mailHtml(paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''));

const codeHtml = (code: string) =>
  `<strong style="font-size:1.5em;letter-spacing:0.2em">${escapeHtml(code)}</strong>`;

/**
 * The link carries the email and code in the query: the page fills them in and verifies.
 * `publicBaseUrl` comes from configuration, never from the request's Host header; the app
 * may live under a path there (https://example.com/rentmap).
 */
export function verificationLink(publicBaseUrl: string, email: string, code: string): string {
  const url = new URL(`${publicBaseUrl}${VERIFY_EMAIL_PATH}`);
  url.searchParams.set('email', email);
  url.searchParams.set('code', code);
  return url.toString();
}

export function verificationMail(to: string, code: string, link: string): MailMessage {
  const minutes = CODE_LIFETIME_SECONDS['verify-email'] / 60;
  const lifetime = `The code and the link work for ${minutes} minutes. If you did not create an account, ignore this email.`;
  return {
    to,
    subject: `Verify your ${PRODUCT} email address`,
    text: [
      `Welcome to ${PRODUCT}!`,
      `Your verification code is ${code}.`,
      `Enter it on the verification page, or open this link:\n${link}`,
      lifetime,
    ].join('\n\n'),
    html: html([
      `Welcome to ${PRODUCT}!`,
      `Your verification code is ${codeHtml(code)}`,
      `Enter it on the verification page, or <a href="${escapeHtml(link)}">verify your email address</a>.`,
      lifetime,
    ]),
  };
}

export function passwordResetMail(to: string, code: string): MailMessage {
  const minutes = CODE_LIFETIME_SECONDS['reset-password'] / 60;
  return {
    to,
    subject: `Your ${PRODUCT} password reset code`,
    text: [
      `Your password reset code is ${code}.`,
      `Enter it in the Reset Password form. It works for ${minutes} minutes, once.`,
      'If you did not ask to reset your password, ignore this email: your password stays as it is.',
    ].join('\n\n'),
    html: html([
      `Your password reset code is ${codeHtml(code)}`,
      `Enter it in the Reset Password form. It works for ${minutes} minutes, once.`,
      'If you did not ask to reset your password, ignore this email: your password stays as it is.',
    ]),
  };
}

export function passwordChangedMail(to: string, signInUrl: string): MailMessage {
  const lines = [
    `The password of your ${PRODUCT} account was just changed, and every device was signed out.`,
    'If this was you, there is nothing else to do.',
    'If it was not, reset your password now from the sign-in page and check your email account.',
  ];
  return {
    to,
    subject: `Your ${PRODUCT} password was changed`,
    text: [...lines, signInUrl].join('\n\n'),
    html: html([...lines, `<a href="${escapeHtml(signInUrl)}">Sign in to ${PRODUCT}</a>`]),
  };
}
