import { TEXTS } from 'shared/contract';
import { insertUser } from './factories/user.factory';
import { mailAfter } from './helpers/auth-mail';
import { injectFrom } from './helpers/auth-requests';
import { codeIn, lastMailTo, readOutbox } from './helpers/outbox';
import { useTestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';
import { accountProfile } from './helpers/auth';
import { rowById } from './helpers/rows';

const PUBLIC_BASE_URL = 'https://rentmap.example.com';

describe('accounts: register, check, verify', () => {
  const t = useTestApp({ env: { PUBLIC_BASE_URL } });
  const inject = (options: Parameters<typeof injectFrom>[1]) => injectFrom(t, options);
  const register = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    inject({ method: 'POST', url: '/api/auth/register', payload: body, headers });

  describe('POST /api/auth/register', () => {
    it('creates an unverified account and answers 201 with the user, never the hash', async () => {
      const response = await register({
        email: 'Ada@Example.com',
        firstName: ' Ada ',
        lastName: 'Lovelace',
        username: 'ada',
        password: 'secret1',
      });

      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        success: true,
        data: {
          user: accountProfile({
            id: expect.any(String),
            email: 'ada@example.com',
            firstName: 'Ada',
            lastName: 'Lovelace',
            username: 'ada',
            emailVerified: false,
          }),
        },
      });
      // No hash and no password (hasPassword is only whether the account has one).
      expect(response.body).not.toMatch(/argon2|"password"|password_?hash|secret1/i);

      const row = await rowById(t.db, 'users', body.data.user.id);
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(Boolean(row.email_verified)).toBe(false);
    });

    it('emails a 6-digit code and a link to the verification page on PUBLIC_BASE_URL', async () => {
      await register(
        { email: 'grace@example.com', password: 'secret1' },
        // A forged Host header must never end up in the link.
        { host: 'evil.example.net', 'x-forwarded-host': 'evil.example.net' },
      );

      const mail = await lastMailTo(t, 'grace@example.com');
      const code = codeIn(mail);
      expect(code).toMatch(/^\d{6}$/);
      const link = `${PUBLIC_BASE_URL}/verify-email?email=grace%40example.com&code=${code}`;
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(link.replace('&', '&amp;'));
      expect(mail.raw).not.toContain('evil.example.net');
    });

    it('leaves the optional fields out when they are empty', async () => {
      const response = await register({
        email: 'alan@example.com',
        firstName: '',
        username: '  ',
        password: 'secret1',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.user).toMatchObject({
        firstName: null,
        lastName: null,
        username: null,
      });
    });

    it.each([
      [{ email: '', password: 'secret1' }, TEXTS.validation.emailRequired],
      [{ email: 'not-an-email', password: 'secret1' }, TEXTS.validation.emailInvalid],
      [{ email: 'a b@example.com', password: 'secret1' }, TEXTS.validation.emailInvalid],
      [{ email: 'x@example.com', password: '' }, TEXTS.validation.passwordRequired],
      [{ email: 'x@example.com', password: '12345' }, TEXTS.validation.passwordTooShort],
      [
        { email: 'x@example.com', password: 'secret1', username: 'ab' },
        TEXTS.validation.usernameTooShort,
      ],
      [
        { email: 'x@example.com', password: 'secret1', username: 'a@b' },
        'Username can only contain letters, numbers, dots, hyphens and underscores',
      ],
    ])('refuses %j with the specified text', async (body, message) => {
      const response = await register(body);
      expectFailure(response, 400, 'VALIDATION_ERROR', message);
    });

    it('answers a missing field in the error shape', async () => {
      const response = await register({ email: 'x@example.com' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    });

    it('accepts a 6-character password (the minimum)', async () => {
      const response = await register({ email: 'min@example.com', password: '123456' });
      expect(response.statusCode).toBe(201);
    });

    it('answers 409 EMAIL_ALREADY_IN_USE for a taken email, whatever its case', async () => {
      await insertUser(t.db, { email: 'taken@example.com' });
      const response = await register({ email: 'TAKEN@example.COM', password: 'secret1' });
      expectFailure(response, 409, 'EMAIL_ALREADY_IN_USE', TEXTS.validation.emailAlreadyRegistered);
    });

    it('answers 409 USERNAME_ALREADY_IN_USE for a taken username, whatever its case', async () => {
      await insertUser(t.db, { username: 'Katherine' });
      const response = await register({
        email: 'kj@example.com',
        username: 'KATHERINE',
        password: 'secret1',
      });
      expectFailure(response, 409, 'USERNAME_ALREADY_IN_USE', TEXTS.validation.usernameTaken);
    });

    it('creates one account when the same email registers twice at once', async () => {
      const responses = await Promise.all(
        Array.from({ length: 4 }, () =>
          register({ email: 'race@example.com', password: 'secret1' }),
        ),
      );
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([201, 409, 409, 409]);
    });
  });

  describe('GET /api/auth/check-email and check-username', () => {
    it('answers data.exists, ignoring case', async () => {
      await insertUser(t.db, { email: 'edsger@example.com', username: 'Edsger' });
      const exists = async (url: string) => (await inject({ method: 'GET', url })).json();

      expect(await exists('/api/auth/check-email?email=EDSGER%40example.com')).toEqual({
        success: true,
        data: { exists: true },
      });
      expect(await exists('/api/auth/check-email?email=nobody%40example.com')).toEqual({
        success: true,
        data: { exists: false },
      });
      expect((await exists('/api/auth/check-username?username=edsger')).data.exists).toBe(true);
      expect((await exists('/api/auth/check-username?username=someone')).data.exists).toBe(false);
    });

    it('refuses malformed values with the specified texts', async () => {
      const email = await inject({ method: 'GET', url: '/api/auth/check-email?email=nope' });
      expect(email.statusCode).toBe(400);
      expect(email.json().message).toBe(TEXTS.validation.emailInvalid);
      const username = await inject({ method: 'GET', url: '/api/auth/check-username?username=ab' });
      expect(username.statusCode).toBe(400);
      expect(username.json().message).toBe(TEXTS.validation.usernameTooShort);
    });
  });

  describe('POST /api/auth/verify-email', () => {
    const verify = (email: string, code: string) =>
      inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email, code } });

    async function registered(email: string): Promise<{ code: string; id: string }> {
      const response = await register({ email, password: 'secret1' });
      return { code: codeIn(await lastMailTo(t, email)), id: response.json().data.user.id };
    }

    const codesOf = (userId: string) =>
      t.db.selectFrom('account_codes').selectAll().where('user_id', '=', userId).execute();

    const isVerified = async (id: string) =>
      Boolean((await rowById(t.db, 'users', id)).email_verified);

    it('verifies the email with the emailed code, once', async () => {
      const { code, id } = await registered('verify1@example.com');
      const response = await verify('Verify1@example.com', code);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: { emailVerified: true } });
      expect(await isVerified(id)).toBe(true);
      // Already verified: the same answer again.
      expect((await verify('verify1@example.com', code)).statusCode).toBe(200);
    });

    it('stores only a keyed hash of the code', async () => {
      const { code, id } = await registered('hashed@example.com');
      const rows = await codesOf(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.code_hash).not.toContain(code);
      expect(rows[0]!.code_hash.length).toBeGreaterThan(40);
    });

    it('refuses a wrong code with INVALID_CODE, and an unknown email the same way', async () => {
      const { code } = await registered('wrong@example.com');
      const wrong = code === '000000' ? '111111' : '000000';
      const byCode = await verify('wrong@example.com', wrong);
      const byEmail = await verify('nobody-here@example.com', code);
      for (const response of [byCode, byEmail]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, code: 'INVALID_CODE' });
      }
      expect(byCode.json()).toEqual(byEmail.json());
    });

    it('gives up on a code after 5 wrong tries, even for the right code', async () => {
      const { code, id } = await registered('tries@example.com');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        expect((await verify('tries@example.com', wrong)).statusCode).toBe(400);
      }
      expect((await verify('tries@example.com', code)).statusCode).toBe(400);
      expect(await isVerified(id)).toBe(false);
    });

    it('accepts the right code after 4 wrong tries', async () => {
      const { code } = await registered('four@example.com');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i += 1) await verify('four@example.com', wrong);
      expect((await verify('four@example.com', code)).statusCode).toBe(200);
    });

    it('keeps the typed code (and the link that carries it) for at most 15 minutes, as the mail says', async () => {
      const { code, id } = await registered('quarter@example.com');
      const row = (await codesOf(id))[0]!;
      const lifetime = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
      expect(lifetime).toBeGreaterThan(0);
      expect(lifetime).toBeLessThanOrEqual(15 * 60 * 1000);
      const mail = await lastMailTo(t, 'quarter@example.com');
      expect(mail.text).toContain('The code and the link work for 15 minutes.');
      expect(mail.html).toContain('The code and the link work for 15 minutes.');

      // 16 minutes later (the stored times moved back by 16 minutes): the code no longer works.
      const shift = (time: string | Date) =>
        new Date(new Date(time).getTime() - 16 * 60_000).toISOString();
      await t.db
        .updateTable('account_codes')
        .set({ created_at: shift(row.created_at), expires_at: shift(row.expires_at) })
        .where('id', '=', row.id)
        .execute();
      const late = await verify('quarter@example.com', code);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ code: 'INVALID_CODE' });
      expect(await isVerified(id)).toBe(false);
    });

    it('refuses an expired code', async () => {
      const { code, id } = await registered('late@example.com');
      await t.db
        .updateTable('account_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', id)
        .execute();
      expect((await verify('late@example.com', code)).statusCode).toBe(400);
    });

    it('requires the code with the specified text', async () => {
      const response = await verify('someone@example.com', '');
      expect(response.json()).toMatchObject({ message: TEXTS.validation.codeRequired });
    });

    it('resends a new code; the old one stops working', async () => {
      const { code: first } = await registered('again@example.com');
      const resend = () =>
        inject({
          method: 'POST',
          url: '/api/auth/resend-verification',
          payload: { email: 'again@example.com' },
        }).then((response) => expect(response.statusCode).toBe(200));
      const second = codeIn(await mailAfter(t, resend, 'again@example.com', 'Verify'));
      if (second !== first) expect((await verify('again@example.com', first)).statusCode).toBe(400);
      expect((await verify('again@example.com', second)).statusCode).toBe(200);
    });

    it('answers a resend for an unknown or verified email the same way, without mail', async () => {
      await insertUser(t.db, { email: 'done@example.com', email_verified: 1 });
      const before = (await readOutbox(t)).length;
      const answers = await Promise.all(
        ['done@example.com', 'ghost@example.com'].map((email) =>
          inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email } }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers[0]!.json()).toEqual(answers[1]!.json());
      // Whatever would be sent is sent after the answer: give it that moment.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await readOutbox(t)).length).toBe(before);
    });
  });
});
