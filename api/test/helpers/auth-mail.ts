import { readOutbox, type ReceivedMail } from './outbox';
import type { TestApp } from './test-app';

/**
 * Runs `action` and waits for the new mail to `to` (with `subjectIncludes` in the subject)
 * that it causes. Forgot-password and resend-verification issue and mail their code after
 * answering, so the mail may land a moment after the response.
 */
export async function mailAfter(
  testApp: Pick<TestApp, 'app' | 'config'>,
  action: () => Promise<unknown>,
  to: string,
  subjectIncludes: string,
  timeoutMs = 5000,
): Promise<ReceivedMail> {
  const matching = async () =>
    (await readOutbox(testApp)).filter(
      (mail) =>
        mail.to.toLowerCase().includes(to.toLowerCase()) && mail.subject.includes(subjectIncludes),
    );
  const before = (await matching()).length;
  await action();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await matching();
    if (mails.length > before) return mails.at(-1)!;
    if (Date.now() > deadline) throw new Error(`No new mail to ${to} in the outbox.`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
