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

/** The text of each file in DATA_DIR/`folder` whose name ends in `ending`, in name order. */
export async function readOutboxFiles(folder: string, ending: string): Promise<string[]> {
  const dir = join(e2eDataDir(), folder);
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((file) => file.endsWith(ending))
      .sort()
      .map((file) => readFile(join(dir, file), 'utf8')),
  );
}

/** Waits until `read` answers a message `matches` accepts, and gives the last such. */
export async function waitForLast<T>(
  read: () => Promise<T[]>,
  matches: (message: T) => boolean,
  description: string,
): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(
      async () => {
        found = (await read()).filter(matches).at(-1);
        return found !== undefined;
      },
      { message: description, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code in a message's text. */
export function sixDigitCode(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code, text).toBeDefined();
  return code!;
}

async function readOutbox(): Promise<OutboxMail[]> {
  return (await readOutboxFiles('outbox', '.eml')).map(parse);
}

/** Waits for the newest mail to `to` whose subject contains `subject`. */
export async function waitForMail(to: string, subject: string): Promise<OutboxMail> {
  return waitForLast(
    readOutbox,
    (mail) => mail.to.includes(to) && mail.subject.includes(subject),
    `a mail to ${to} about "${subject}" in the outbox`,
  );
}

/** One header of a mail, unfolded ('' when absent). */
export function headerOf(mail: OutboxMail, name: string): string {
  return header(mail.headers, name);
}

/** The 6-digit code in a mail. */
export function codeIn(mail: OutboxMail): string {
  return sixDigitCode(mail.text);
}

/** The first link in a mail. */
export function linkIn(mail: OutboxMail): URL {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  return new URL(link!);
}
