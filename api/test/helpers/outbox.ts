import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from './test-app';

export interface ReceivedMail {
  file?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** Undoes quoted-printable (soft line breaks and =XX bytes). */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function header(headers: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(headers);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ').trim();
}

/** Reads what nodemailer writes: headers, then a text part and an html part. */
export function parseMail(raw: string, file?: string): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  let text = '';
  let html = '';
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [`${headers}\n\n${body}`];
  for (const part of parts) {
    const cut = part.search(/\r?\n\r?\n/);
    const partHeaders = part.slice(0, cut);
    const content = decodePart(partHeaders, part.slice(cut).replace(/^\r?\n\r?\n/, '')).trim();
    if (/content-type:\s*text\/html/i.test(partHeaders)) html = content;
    else if (/content-type:\s*text\/plain/i.test(partHeaders)) text = content;
  }
  return { file, to: header(headers, 'To'), subject: header(headers, 'Subject'), text, html, raw };
}

/** Every mail in DATA_DIR/outbox, oldest first, once the mailer has nothing in flight. */
export async function readOutbox(
  testApp: Pick<TestApp, 'app' | 'config'>,
): Promise<ReceivedMail[]> {
  await testApp.app.mailer.idle();
  const dir = path.join(testApp.config.dataDir, 'outbox');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => parseMail(await readFile(path.join(dir, file), 'utf8'), file)),
  );
}

/** The newest mail to this address (optionally with this subject text), or throws. */
export async function lastMailTo(
  testApp: Pick<TestApp, 'app' | 'config'>,
  to: string,
  subjectIncludes?: string,
): Promise<ReceivedMail> {
  const mails = (await readOutbox(testApp)).filter(
    (mail) =>
      mail.to.toLowerCase().includes(to.toLowerCase()) &&
      (subjectIncludes === undefined || mail.subject.includes(subjectIncludes)),
  );
  const mail = mails.at(-1);
  if (!mail) throw new Error(`No mail to ${to} in the outbox.`);
  return mail;
}

/** The 6-digit code in a mail's text. */
export function codeIn(mail: ReceivedMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in: ${mail.text}`);
  return code;
}
