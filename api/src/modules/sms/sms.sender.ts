import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { App } from '../../http/app-instance';
import { writeAtomically } from '../../files/write-atomically';
import { isTextableCountry } from './phone-number';

/** The folder under DATA_DIR where text messages go without SMS_URL (as mail goes to outbox). */
export const SMS_OUTBOX_DIR = 'sms-outbox';

/** How long the provider gets to answer one message before the send counts as failed. */
export const SMS_TIMEOUT_MS = 10_000;

export interface SmsOptions {
  /**
   * The same key for every try of one message: the provider's Idempotency-Key, and the
   * outbox file's name, so a retried send never texts (or writes) the message twice.
   */
  idempotencyKey: string;
  /** Overrides SMS_TIMEOUT_MS (tests of a provider that never answers). */
  timeoutMs?: number;
}

/** A failed send: says what went wrong with the provider, never the number or the text. */
export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}

/**
 * Texts `text` to `to` (E.164): through the provider's HTTP API (SMS_URL, SMS_API_KEY,
 * SMS_FROM) or, in the embedded default, as a JSON file in DATA_DIR/sms-outbox. Resolves once
 * the message is accepted; throws on any failure, so a caller that queues messages retries.
 * Takes the app (any part of it with the config and the log).
 */
export async function sendSms(
  app: Pick<App, 'config' | 'log'>,
  to: string,
  text: string,
  options: SmsOptions,
): Promise<void> {
  const { url, apiKey, from } = app.config.sms;
  if (url) {
    await postToProvider({ url, apiKey, from, to, text, ...options });
    app.log.info({ sms: 'provider' }, 'SMS sent');
    return;
  }
  const file = await writeToOutbox(path.join(app.config.dataDir, SMS_OUTBOX_DIR), {
    to,
    from,
    text,
    idempotencyKey: options.idempotencyKey,
  });
  app.log.info({ sms: 'outbox', outboxFile: file }, 'SMS written to the outbox (no SMS_URL)');
}

/**
 * An alert by SMS: sent only to a number of SMS_COUNTRIES (one verified before the list
 * narrowed is skipped, logged) and only while the hourly budget has room (else
 * SmsBudgetSpentError, and the alert queue tries again later).
 */
export async function sendAlertSms(
  app: Pick<App, 'config' | 'log' | 'smsBudget'>,
  to: string,
  text: string,
  options: SmsOptions,
): Promise<void> {
  if (!isTextableCountry(to, app.config.sms.countries)) {
    app.log.info({ sms: 'skipped' }, 'SMS alert not sent: the number is outside SMS_COUNTRIES');
    return;
  }
  await app.smsBudget.takeForAlert();
  await sendSms(app, to, text, options);
}

async function postToProvider(message: {
  url: string;
  apiKey?: string;
  from: string;
  to: string;
  text: string;
  idempotencyKey: string;
  timeoutMs?: number;
}): Promise<void> {
  let response: Response;
  try {
    response = await fetch(message.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': message.idempotencyKey,
        ...(message.apiKey ? { authorization: `Bearer ${message.apiKey}` } : {}),
      },
      body: JSON.stringify({ to: message.to, from: message.from, text: message.text }),
      signal: AbortSignal.timeout(message.timeoutMs ?? SMS_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
    throw new SmsSendError(
      timedOut
        ? 'The SMS provider did not answer in time'
        : 'The SMS provider could not be reached',
      { cause: error },
    );
  }
  // Read the body either way so the connection can be reused; its content may echo the
  // number or the text, so it is never put into the error.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new SmsSendError(`The SMS provider answered ${response.status}`);
}

/**
 * One file per message, named after its idempotency key: a retry finds the file there and
 * writes nothing (one file, as a provider would text once). Written whole or not at all.
 */
async function writeToOutbox(
  dir: string,
  message: { to: string; from: string; text: string; idempotencyKey: string },
): Promise<string> {
  const name = `${createHash('sha256').update(message.idempotencyKey).digest('hex').slice(0, 32)}.json`;
  const file = path.join(dir, name);
  if (await exists(file)) return name;
  const body = { ...message, createdAt: new Date().toISOString() };
  // Phone numbers and codes: readable by the API's own user only, as the mail outbox is.
  await writeAtomically(file, Buffer.from(`${JSON.stringify(body, null, 2)}\n`), undefined, 0o600);
  return name;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
