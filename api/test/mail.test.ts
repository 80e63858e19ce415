import { readdir, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { codeIn, parseMail, readOutbox } from './helpers/outbox';
import { injectFrom } from './helpers/auth-requests';
import { useTestApp } from './helpers/test-app';

const register = (t: Parameters<typeof injectFrom>[0], email: string) =>
  injectFrom(t, {
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'secret1' },
  });

describe('mail through SMTP (SMTP_URL)', () => {
  const received: Array<{ from: string; to: string[]; raw: string }> = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const env: Record<string, string> = {
    MAIL_FROM: 'RentMap <accounts@rentmap.example.com>',
    PUBLIC_BASE_URL: 'https://rentmap.example.com',
  };
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  const t = useTestApp({ env });

  it('delivers the verification mail to the SMTP server, not to the outbox', async () => {
    expect((await register(t, 'smtp-user@example.com')).statusCode).toBe(201);
    await t.app.mailer.idle();

    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('accounts@rentmap.example.com');
    expect(received[0]!.to).toEqual(['smtp-user@example.com']);
    const mail = parseMail(received[0]!.raw);
    expect(mail.subject).toBe('Verify your RentMap email address');
    const code = codeIn(mail);
    expect(mail.text).toContain(
      `https://rentmap.example.com/verify-email?email=smtp-user%40example.com&code=${code}`,
    );
    expect(await readOutbox(t)).toEqual([]);
  });

  it('never writes codes to the log in SMTP mode', async () => {
    await register(t, 'quiet@example.com');
    await t.app.mailer.idle();
    expect(JSON.stringify(t.logs)).not.toMatch(/"code":"\d{6}"/);
  });
});

describe('mail when SMTP fails', () => {
  const t = useTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });

  it('still registers the account and logs the failure without the address', async () => {
    expect((await register(t, 'unlucky@example.com')).statusCode).toBe(201);
    await t.app.mailer.idle();
    const failure = t.logs.find((line) => line.msg === 'Sending an email failed');
    expect(failure).toBeDefined();
    expect(JSON.stringify(t.logs)).not.toContain('unlucky@example.com');
  });
});

describe('mail without SMTP (the outbox)', () => {
  const t = useTestApp({ env: { LOG_LEVEL: 'info' } });

  it('writes an .eml file to DATA_DIR/outbox and logs the code, but not the address', async () => {
    await register(t, 'outbox-user@example.com');
    const [mail] = await readOutbox(t);
    expect(mail).toBeDefined();
    expect(mail!.file).toMatch(/^[\dT-]+Z-verify-email-[0-9a-f]{8}\.eml$/);
    expect(mail!.to).toContain('outbox-user@example.com');
    const code = codeIn(mail!);

    const line = t.logs.find((entry) => entry.msg === 'Email written to the outbox (no SMTP_URL)');
    expect(line).toMatchObject({ mail: 'verify-email', code, outboxFile: mail!.file });
    expect(JSON.stringify(t.logs)).not.toContain('outbox-user@example.com');
  });

  it('writes each .eml whole (no temporary file left) and readable by its owner only', async () => {
    await register(t, 'private-outbox@example.com');
    const mails = await readOutbox(t);
    const dir = path.join(t.config.dataDir, 'outbox');
    const files = await readdir(dir);
    expect(files.sort()).toEqual(mails.map((mail) => mail.file).sort());
    for (const file of files) {
      expect((await stat(path.join(dir, file))).mode & 0o777).toBe(0o600);
    }
  });

  it('writes a message sent again with the same Message-ID once (a retried alert digest)', async () => {
    const before = (await readOutbox(t)).length;
    const message = {
      to: 'watcher@example.com',
      subject: '1 new comment in Newtown',
      text: 'A comment.',
      messageId: '<digest-123@rentmap.localhost>',
    };
    await t.app.mailer.deliverNow(message, { kind: 'area-alert' });
    await t.app.mailer.deliverNow(message, { kind: 'area-alert' });
    await t.app.mailer.deliverNow(
      { ...message, messageId: '<digest-124@rentmap.localhost>' },
      {
        kind: 'area-alert',
      },
    );
    const mails = (await readOutbox(t)).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual([message.subject, message.subject]);
    expect(
      t.logs.some((line) => line.msg === 'Email already in the outbox (same Message-ID)'),
    ).toBe(true);
  });
});
