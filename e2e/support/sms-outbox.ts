import { readOutboxFiles, sixDigitCode, waitForLast } from './outbox';

/**
 * The embedded default's text messages: without SMS_URL the API writes each one as a JSON
 * file to DATA_DIR/sms-outbox. Tests read them like a person reads their phone.
 */
export interface OutboxSms {
  to: string;
  from: string;
  text: string;
  createdAt: string;
}

async function readSmsOutbox(): Promise<OutboxSms[]> {
  const texts = (await readOutboxFiles('sms-outbox', '.json')).map(
    (file) => JSON.parse(file) as OutboxSms,
  );
  return texts.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Waits for a text to `to` (E.164) sent after `since`, and answers the newest one. */
export async function waitForSms(to: string, since: Date): Promise<OutboxSms> {
  return waitForLast(
    readSmsOutbox,
    (sms) => sms.to === to && Date.parse(sms.createdAt) >= since.getTime(),
    `a text to ${to} in the SMS outbox`,
  );
}

/** The 6-digit code in a text. */
export function smsCode(sms: OutboxSms): string {
  return sixDigitCode(sms.text);
}
