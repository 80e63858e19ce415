import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { writeAtomically } from '../files/write-atomically';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (e.g. List-Unsubscribe). */
  headers?: Record<string, string>;
  /** A stable Message-ID (`<id@host>`), so a retried send is recognisable as the same mail. */
  messageId?: string;
}

/**
 * A stable Message-ID for the mail one cause sends (`name`, e.g. its job's): the same on every
 * try, so a retried send is recognised as the same mail. The host is the public URL's.
 */
export function stableMessageId(name: string, publicBaseUrl: string): string {
  const host = new URL(publicBaseUrl).hostname || 'localhost';
  return `<${name}@${host}>`;
}

export interface SendOptions {
  /**
   * A one-time code in the message. Written to the log only in outbox mode (the embedded
   * default, where there is no real mail), never with the recipient.
   */
  code?: string;
  /** What kind of mail this is, for the log line (e.g. 'verify-email'). */
  kind: string;
}

/**
 * How long an SMTP server may take (nodemailer's own defaults are minutes): a stalled server
 * must not hold the alert worker's few slots, so a send fails within these and is retried.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
} as const;

/** The folder under DATA_DIR where mail goes without SMTP. */
/**
 * A message's HTML part: `body` (HTML, its text already escaped) in the one frame every
 * RentMap mail shares. Inline styles only, as mail clients drop style blocks.
 */
export function mailHtml(body: string): string {
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${body}</body></html>`;
}

export const OUTBOX_DIR = 'outbox';

/**
 * Sends account mail through SMTP (SMTP_URL) or, in the embedded default, writes each
 * message as an .eml file to DATA_DIR/outbox. Sending happens in the background so
 * responses take the same time whether or not a mail goes out (no account probing by
 * timing); `idle()` waits for messages in flight (tests, shutdown).
 */
export class Mailer {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly transport: Transporter;

  constructor(
    private readonly options: {
      smtpUrl?: string;
      from: string;
      outboxDir: string;
      log: FastifyBaseLogger;
    },
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  get mode(): 'smtp' | 'outbox' {
    return this.options.smtpUrl ? 'smtp' : 'outbox';
  }

  /** Queues a message; failures are logged, never thrown to the request. */
  send(message: MailMessage, options: SendOptions): void {
    const sending = this.deliver(message, options).catch((error: unknown) => {
      this.options.log.error(
        { err: error, mail: options.kind, transport: this.mode },
        'Sending an email failed',
      );
    });
    this.inFlight.add(sending);
    void sending.finally(() => this.inFlight.delete(sending));
  }

  /**
   * Sends now and lets the caller see a failure (it throws): for the alert queue, which
   * retries a failed send itself. Not counted by `idle()`.
   */
  async deliverNow(message: MailMessage, options: SendOptions): Promise<void> {
    await this.deliver(message, options);
  }

  /** Resolves once every queued message has been delivered or has failed. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  close(): void {
    this.transport.close();
  }

  private async inOutbox(id: string): Promise<boolean> {
    const files = await readdir(this.options.outboxDir).catch(() => [] as string[]);
    return files.some((file) => file.endsWith(`-${id}.eml`));
  }

  private async deliver(message: MailMessage, options: SendOptions): Promise<void> {
    const info = await this.transport.sendMail({ from: this.options.from, ...message });
    if (this.mode === 'smtp') {
      this.options.log.info({ mail: options.kind }, 'Email sent');
      return;
    }
    const raw = (info as { message: Buffer }).message;
    // A message sent again with the same Message-ID (the alert queue retrying after a crash
    // between writing it and recording it) is the same file, written once, as a mail system
    // would drop the duplicate.
    const id = message.messageId
      ? createHash('sha256').update(message.messageId).digest('hex').slice(0, 16)
      : randomBytes(4).toString('hex');
    if (message.messageId && (await this.inOutbox(id))) {
      this.options.log.info(
        { mail: options.kind },
        'Email already in the outbox (same Message-ID)',
      );
      return;
    }
    // The name sorts by time and says nothing about the recipient.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${options.kind}-${id}.eml`;
    // Whole or not at all: readers poll the folder for *.eml, and the temporary file's name
    // (`<name>.<hex>.tmp`) is not one.
    await writeAtomically(path.join(this.options.outboxDir, name), raw, undefined, 0o600);
    this.options.log.info(
      { mail: options.kind, outboxFile: name, ...(options.code ? { code: options.code } : {}) },
      'Email written to the outbox (no SMTP_URL)',
    );
  }
}

async function mail(app: FastifyInstance): Promise<void> {
  const mailer = new Mailer({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    outboxDir: path.join(app.config.dataDir, OUTBOX_DIR),
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.idle();
    mailer.close();
  });
}

export default fp(mail, { name: 'mail' });
