import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from './environment';

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
  const dir = join(e2eDataDir(), 'sms-outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) =>
    file.endsWith('.json'),
  );
  const texts = await Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as OutboxSms),
  );
  return texts.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Waits for a text to `to` (E.164) sent after `since`, and answers the newest one. */
export async function waitForSms(to: string, since: Date): Promise<OutboxSms> {
  let found: OutboxSms | undefined;
  await expect
    .poll(
      async () => {
        found = (await readSmsOutbox())
          .filter((sms) => sms.to === to && Date.parse(sms.createdAt) >= since.getTime())
          .at(-1);
        return found !== undefined;
      },
      { message: `a text to ${to} in the SMS outbox`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code in a text. */
export function smsCode(sms: OutboxSms): string {
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1];
  expect(code, sms.text).toBeDefined();
  return code!;
}
