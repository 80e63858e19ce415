import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMS_OUTBOX_DIR } from '../../src/modules/sms/sms.sender';
import { startTestAppBeside, useStartedApp, type TestApp } from './test-app';

export interface ReceivedSms {
  to: string;
  from: string;
  text: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
}

/**
 * A local stand-in for an SMS provider's send endpoint (POST JSON `{to, from, text}` with a
 * bearer key and an Idempotency-Key): it keeps what it accepted, texts a key once, and can
 * be told to fail (`failWith`) or to never answer (`hang`).
 */
export class SmsStandIn {
  private server?: Server;
  private readonly seenKeys = new Set<string>();
  /** Every request that arrived, accepted or not. */
  readonly requests: ReceivedSms[] = [];
  /** What it accepted: one per idempotency key, as a provider texts it once. */
  readonly messages: ReceivedSms[] = [];
  /** The status to answer with (2xx accepts). */
  status = 202;
  /** Don't answer at all (a provider that hangs). */
  hang = false;
  url = '';

  failWith(status: number): void {
    this.status = status;
  }

  reset(): void {
    this.requests.length = 0;
    this.messages.length = 0;
    this.seenKeys.clear();
    this.status = 202;
    this.hang = false;
  }

  /** The 6-digit code in the last text accepted for this number. */
  lastCodeFor(to: string): string {
    const message = this.messages.filter((sms) => sms.to === to).at(-1);
    const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
    if (!code) throw new Error(`No code texted to ${to}.`);
    return code;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (this.hang) return;
        let body: { to?: string; from?: string; text?: string } = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
        } catch {
          response.writeHead(400).end('{"error":"not JSON"}');
          return;
        }
        const sms: ReceivedSms = {
          to: String(body.to),
          from: String(body.from),
          text: String(body.text),
          authorization: request.headers.authorization,
          idempotencyKey: request.headers['idempotency-key'] as string | undefined,
          contentType: request.headers['content-type'],
        };
        this.requests.push(sms);
        if (this.status >= 200 && this.status < 300) {
          const key = sms.idempotencyKey ?? '';
          if (!this.seenKeys.has(key)) {
            this.seenKeys.add(key);
            this.messages.push(sms);
          }
        }
        response.writeHead(this.status, { 'content-type': 'application/json' });
        // Providers echo the message: the API must not pass this on anywhere.
        response.end(JSON.stringify({ to: sms.to, text: sms.text }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1/messages`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

/** The texts in DATA_DIR/sms-outbox (the embedded default, no SMS_URL), oldest first. */
export interface OutboxSms {
  file: string;
  to: string;
  from: string;
  text: string;
  idempotencyKey: string;
  createdAt: string;
}

export async function readSmsOutbox(dataDir: string): Promise<OutboxSms[]> {
  const dir = path.join(dataDir, SMS_OUTBOX_DIR);
  const names = await readdir(dir).catch(() => [] as string[]);
  const texts = await Promise.all(
    names.map(async (file) => ({
      file,
      ...(JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Omit<OutboxSms, 'file'>),
    })),
  );
  return texts.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The 6-digit code of the newest text to this number in the outbox. */
export async function lastOutboxCodeFor(dataDir: string, to: string): Promise<string> {
  const text = (await readSmsOutbox(dataDir)).filter((sms) => sms.to === to).at(-1);
  const code = text && /\b(\d{6})\b/.exec(text.text)?.[1];
  if (!code) throw new Error(`No code in the SMS outbox for ${to}.`);
  return code;
}

/** useTestApp with SMS_URL pointing at a stand-in provider that close() stops too. */
export function useTestAppWithSms(
  env: Record<string, string> = {},
): Omit<TestApp, 'close'> & { readonly sms: SmsStandIn } {
  const sms = new SmsStandIn();
  const testApp = useStartedApp(async () => {
    await sms.start();
    return startTestAppBeside(
      { close: () => sms.stop() },
      { env: { SMS_URL: sms.url, SMS_API_KEY: 'test-sms-key', LOG_LEVEL: 'info', ...env } },
    );
  });
  return Object.defineProperty(testApp, 'sms', { get: () => sms }) as Omit<TestApp, 'close'> & {
    readonly sms: SmsStandIn;
  };
}
