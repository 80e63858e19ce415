import { createHash } from 'node:crypto';
import { TEXTS } from 'shared/contract';
import { escapeHtml } from '../../web/page-meta';

const PRODUCT = TEXTS.productName;

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;' +
  'line-height:1.5;color:#1a1a1a}button{font:inherit;padding:0.5rem 1rem;cursor:pointer}';

/**
 * The pages' own policy: nothing loads or runs, the one style block is allowed by its hash,
 * and the form may post only to this origin (the API's default policy forbids forms).
 */
export const UNSUBSCRIBE_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} · ${PRODUCT}</title><style>${STYLE}</style></head>` +
    `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`
  );
}

/**
 * What opening the email's unsubscribe link shows: a question and a button. Opening it changes
 * nothing (mail scanners open links); the button posts the one-click form to the same URL.
 */
export function unsubscribeQuestionPage(areaName: string, token: string, emailAlerts: boolean) {
  const action = `?token=${encodeURIComponent(token)}`;
  return page(
    `Emails about ${areaName}`,
    emailAlerts
      ? `<p>You get an email when someone comments in your watched area ` +
          `<strong>${escapeHtml(areaName)}</strong>, at most one an hour.</p>` +
          `<form method="post" action="${escapeHtml(action)}">` +
          `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit">Stop these emails</button></form>`
      : `<p>Emails about <strong>${escapeHtml(areaName)}</strong> are already off. ` +
          `You can turn them on again in Watched areas on ${PRODUCT}.</p>`,
  );
}

export function unsubscribedPage(areaName: string): string {
  return page(
    'Emails stopped',
    `<p>You will get no more emails about <strong>${escapeHtml(areaName)}</strong>. ` +
      `The area stays in your Watched areas on ${PRODUCT}, where you can turn them on again.</p>`,
  );
}

export function unknownLinkPage(): string {
  return page(
    'This link no longer works',
    `<p>The watched area it was for was deleted, so it sends no more emails.</p>`,
  );
}
