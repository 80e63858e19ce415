import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../src/app';
import { loadConfig } from '../src/config';
import { sendSms, SMS_OUTBOX_DIR, SmsSendError } from '../src/modules/sms/sms.sender';
import { readSmsOutbox, SmsStandIn } from './helpers/sms-stand-in';
import { useTempDirEach } from './helpers/temp-dir';

const TO = '+61491570006';
const TEXT = 'Your RentMap code is 424242';

/** The parts of the app the sender reads: the real config parser, and a log that keeps lines. */
function appWith(env: Record<string, string>) {
  const lines: Array<{ level: string; object: object; message: string }> = [];
  const record = (level: string) => (object: object, message: string) =>
    lines.push({ level, object, message });
  const log = { info: record('info'), warn: record('warn'), error: record('error') };
  const app = { config: loadConfig({ LOG_LEVEL: 'warn', ...env }), log } as unknown as Pick<
    App,
    'config' | 'log'
  >;
  return { app, lines };
}

describe('sendSms through the provider (SMS_URL, a local stand-in)', () => {
  const provider = new SmsStandIn();
  let dataDir: string;

  beforeAll(async () => {
    await provider.start();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentmap-sms-test-'));
  });
  afterAll(async () => {
    await provider.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => provider.reset());

  const env = () => ({
    DATA_DIR: dataDir,
    SMS_URL: provider.url,
    SMS_API_KEY: 'key-123',
    SMS_FROM: 'RentMapAU',
  });

  it('POSTs {to, from, text} as JSON with the bearer key and the idempotency key, and logs no number', async () => {
    const { app, lines } = appWith(env());
    await sendSms(app, TO, TEXT, { idempotencyKey: 'alert:1' });
    expect(provider.requests).toEqual([
      {
        to: TO,
        from: 'RentMapAU',
        text: TEXT,
        authorization: 'Bearer key-123',
        idempotencyKey: 'alert:1',
        contentType: 'application/json',
      },
    ]);
    expect(lines).toEqual([{ level: 'info', object: { sms: 'provider' }, message: 'SMS sent' }]);
    // Nothing is written to the outbox when there is a provider.
    expect(await readdir(path.join(dataDir, SMS_OUTBOX_DIR)).catch(() => [])).toEqual([]);
  });

  it('sends no Authorization header without SMS_API_KEY', async () => {
    const { SMS_API_KEY: _key, ...withoutKey } = env();
    const { app } = appWith(withoutKey);
    await sendSms(app, TO, TEXT, { idempotencyKey: 'alert:2' });
    expect(provider.requests[0]!.authorization).toBeUndefined();
  });

  it('a retry carries the same idempotency key, so the provider texts once', async () => {
    const { app } = appWith(env());
    await sendSms(app, TO, TEXT, { idempotencyKey: 'alert:3' });
    await sendSms(app, TO, TEXT, { idempotencyKey: 'alert:3' });
    expect(provider.requests.map((sms) => sms.idempotencyKey)).toEqual(['alert:3', 'alert:3']);
    expect(provider.messages).toHaveLength(1);
  });

  it.each([400, 401, 429, 500, 503])(
    'throws when the provider answers %i, without the number or the text in the error',
    async (status) => {
      provider.failWith(status);
      const { app, lines } = appWith(env());
      const sending = sendSms(app, TO, TEXT, { idempotencyKey: `fail:${status}` });
      await expect(sending).rejects.toThrow(
        new SmsSendError(`The SMS provider answered ${status}`),
      );
      const error = await sending.catch((caught: unknown) => caught);
      expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toMatch(
        /491570006|424242/,
      );
      expect(lines).toEqual([]);
    },
  );

  it('throws when the provider does not answer in time', async () => {
    provider.hang = true;
    const { app } = appWith(env());
    const started = Date.now();
    await expect(
      sendSms(app, TO, TEXT, { idempotencyKey: 'hang', timeoutMs: 300 }),
    ).rejects.toThrow('The SMS provider did not answer in time');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('throws when the provider cannot be reached', async () => {
    const { app } = appWith({ ...env(), SMS_URL: 'http://127.0.0.1:9/v1/messages' });
    await expect(sendSms(app, TO, TEXT, { idempotencyKey: 'down' })).rejects.toThrow(
      'The SMS provider could not be reached',
    );
  });
});

describe('sendSms without SMS_URL (the outbox)', () => {
  const dataDir = useTempDirEach('rentmap-sms-test-');

  it('writes one JSON file per message, named after the idempotency key, and logs one line without the number', async () => {
    const { app, lines } = appWith({ DATA_DIR: dataDir() });
    await sendSms(app, TO, TEXT, { idempotencyKey: 'alert:1' });
    const [file, ...others] = await readSmsOutbox(dataDir());
    expect(others).toEqual([]);
    expect(file).toEqual({
      file: expect.stringMatching(/^[0-9a-f]{32}\.json$/),
      to: TO,
      from: 'RentMap',
      text: TEXT,
      idempotencyKey: 'alert:1',
      createdAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(file!.createdAt)).toBeLessThan(60_000);
    // A phone number and a code: the API's own user reads them, nobody else on the machine.
    const { mode } = await stat(path.join(dataDir(), SMS_OUTBOX_DIR, file!.file));
    expect(mode & 0o777).toBe(0o600);
    expect(lines).toEqual([
      {
        level: 'info',
        object: { sms: 'outbox', outboxFile: file!.file },
        message: 'SMS written to the outbox (no SMS_URL)',
      },
    ]);
  });

  it('a retried send makes no second file; another key does', async () => {
    const { app } = appWith({ DATA_DIR: dataDir() });
    await sendSms(app, TO, TEXT, { idempotencyKey: 'alert:1' });
    const first = await readSmsOutbox(dataDir());
    await sendSms(app, TO, TEXT, { idempotencyKey: 'alert:1' });
    expect(await readSmsOutbox(dataDir())).toEqual(first);
    await sendSms(app, TO, 'Another text', { idempotencyKey: 'alert:2' });
    const all = await readSmsOutbox(dataDir());
    expect(all.map((sms) => sms.idempotencyKey).sort()).toEqual(['alert:1', 'alert:2']);
    // Written through a temporary file and a rename: nothing else is left in the folder.
    expect((await readdir(path.join(dataDir(), SMS_OUTBOX_DIR))).sort()).toEqual(
      all.map((sms) => sms.file).sort(),
    );
  });

  it('a key with path characters still names a file inside the outbox', async () => {
    const { app } = appWith({ DATA_DIR: dataDir() });
    await sendSms(app, TO, TEXT, { idempotencyKey: '../../etc/passwd' });
    const [file] = await readSmsOutbox(dataDir());
    expect(file!.file).toMatch(/^[0-9a-f]{32}\.json$/);
  });

  it('throws when the outbox cannot be written', async () => {
    // DATA_DIR is a file: the folder cannot be made.
    const blocked = path.join(dataDir(), 'not-a-folder');
    await writeFile(blocked, 'x');
    const { app } = appWith({ DATA_DIR: blocked });
    await expect(sendSms(app, TO, TEXT, { idempotencyKey: 'x' })).rejects.toThrow();
  });
});
