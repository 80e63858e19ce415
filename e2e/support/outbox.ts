import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from './environment';

/**
 * The embedded default's mail: without SMTP_URL the API writes each message as an .eml
 * file to DATA_DIR/outbox. Tests read them like a person reads their inbox.
 */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** The message's header block as written (folded lines and all). */
  headers: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function header(headers: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(headers);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim();
}

/** The headers and the text/plain part of a message nodemailer wrote. */
function parse(raw: string): OutboxMail {
  const cut = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, cut);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  let text = '';
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    const partHeaders = part.slice(0, split);
    if (!/content-type:\s*text\/plain/i.test(partHeaders)) continue;
    const body = part.slice(split).trim();
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(partHeaders)?.[1];
    text =
      encoding?.toLowerCase() === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding?.toLowerCase() === 'quoted-printable'
          ? decodeQuotedPrintable(body)
          : body;
  }
  return { to: header(headers, 'To'), subject: header(headers, 'Subject'), text, headers };
}

async function readOutbox(): Promise<OutboxMail[]> {
  const dir = join(e2eDataDir(), 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map(async (file) => parse(await readFile(join(dir, file), 'utf8'))),
  );
  return mails;
}

/** Waits for the newest mail to `to` whose subject contains `subject`. */
export async function waitForMail(to: string, subject: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox())
          .filter((mail) => mail.to.includes(to) && mail.subject.includes(subject))
          .at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${to} about "${subject}" in the outbox`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** One header of a mail, unfolded ('' when absent). */
export function headerOf(mail: OutboxMail, name: string): string {
  return header(mail.headers, name);
}

/** The 6-digit code in a mail. */
export function codeIn(mail: OutboxMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, mail.text).toBeDefined();
  return code!;
}

/** The first link in a mail. */
export function linkIn(mail: OutboxMail): URL {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  return new URL(link!);
}
