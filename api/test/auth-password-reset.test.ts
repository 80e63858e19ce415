import { TEXTS } from 'shared/contract';
import { AccountCodes } from '../src/modules/auth/account-codes.service';
import { insertUser } from './factories/user.factory';
import { mailAfter } from './helpers/auth-mail';
import { injectFrom, login, refresh } from './helpers/auth-requests';
import { codeIn, lastMailTo, readOutbox } from './helpers/outbox';
import { useTestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';

describe('forgot / reset password', () => {
  const t = useTestApp();

  const forgot = (email: string) =>
    injectFrom(t, { method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (payload: Record<string, string>) =>
    injectFrom(t, { method: 'POST', url: '/api/auth/reset-password', payload });

  async function userWithResetCode(password = 'old-secret') {
    const user = await insertUser(t.db, { password });
    const mail = await mailAfter(t, () => forgot(user.email), user.email, 'password reset code');
    return { user, code: codeIn(mail) };
  }

  const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('emails a 6-digit code and answers the same whether or not the account exists', async () => {
    const user = await insertUser(t.db);
    let known!: Awaited<ReturnType<typeof forgot>>;
    const mail = await mailAfter(
      t,
      async () => (known = await forgot(user.email.toUpperCase())),
      user.email,
      'password reset code',
    );
    const unknown = await forgot('nobody@example.com');

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      success: true,
      data: { message: 'If an account exists for this email, a reset code is on its way.' },
    });
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect((await readOutbox(t)).some((m) => m.to.includes('nobody@example.com'))).toBe(false);
  });

  it('does the same work on the request path for a known and an unknown email', async () => {
    // Equal work, not a timing measurement: the code is stored and mailed after the answer,
    // so the request itself is the one lookup for any email.
    const user = await insertUser(t.db, { password: 'old-secret' });
    await forgot('warm-up@example.com');
    const issue = AccountCodes.prototype.issue;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const issued = jest.spyOn(AccountCodes.prototype, 'issue').mockImplementation(async function (
      this: AccountCodes,
      ...args
    ) {
      await gate;
      return issue.apply(this, args);
    });
    const statements = jest.spyOn(t.db.getExecutor(), 'executeQuery');
    const answered = (request: Promise<{ statusCode: number }>) =>
      Promise.race([
        request.then((response) => response.statusCode),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2000)),
      ]);
    try {
      // Answered while the code is not stored yet.
      expect(await answered(forgot(user.email))).toBe(200);
      const known = statements.mock.calls.map(([query]) => query.sql);
      statements.mockClear();
      expect(await answered(forgot('unknown-person@example.com'))).toBe(200);
      const unknown = statements.mock.calls.map(([query]) => query.sql);
      expect(known).toHaveLength(1);
      expect(unknown).toEqual(known);
      expect(issued).toHaveBeenCalledTimes(1);
    } catch (error) {
      release();
      throw error;
    } finally {
      statements.mockRestore();
    }
    // Then the code arrives and works.
    const mail = await mailAfter(t, async () => release(), user.email, 'password reset code');
    issued.mockRestore();
    expect(
      (await reset({ email: user.email, code: codeIn(mail), newPassword: 'new-secret' }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps a keyed hash of the code that expires within 15 minutes', async () => {
    const { user, code } = await userWithResetCode();
    const row = await t.db
      .selectFrom('account_codes')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'reset-password')
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    const lifetime = new Date(row.expires_at).getTime() - new Date(row.created_at).getTime();
    expect(lifetime).toBeLessThanOrEqual(15 * 60 * 1000);
    expect(lifetime).toBeGreaterThan(0);
  });

  it('sets the new password, ends every session and sends a notice', async () => {
    const { user, code } = await userWithResetCode();
    const session = (await login(t, user.email, 'old-secret')).json().data;

    const response = await reset({ email: user.email, code, newPassword: 'new-secret' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { message: TEXTS.auth.resetSuccess } });

    expect((await login(t, user.email, 'old-secret')).statusCode).toBe(401);
    expect((await login(t, user.email, 'new-secret')).statusCode).toBe(200);
    expect((await refresh(t, session.refreshToken)).statusCode).toBe(401);
    const notice = await lastMailTo(t, user.email, 'password was changed');
    expect(notice.text).toContain('signed out');
  });

  it('works once: the same code cannot reset the password again', async () => {
    const { user, code } = await userWithResetCode();
    expect((await reset({ email: user.email, code, newPassword: 'new-secret' })).statusCode).toBe(
      200,
    );
    const again = await reset({ email: user.email, code, newPassword: 'third-secret' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_CODE');
  });

  it('is used up by at most one of two parallel resets', async () => {
    const { user, code } = await userWithResetCode();
    const responses = await Promise.all([
      reset({ email: user.email, code, newPassword: 'parallel-a' }),
      reset({ email: user.email, code, newPassword: 'parallel-b' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });

  it('gives up after 5 wrong codes, even for the right one', async () => {
    const { user, code } = await userWithResetCode();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await reset({
        email: user.email,
        code: otherCode(code),
        newPassword: 'x-secret',
      });
      expect(wrong.json().code).toBe('INVALID_CODE');
    }
    expect((await reset({ email: user.email, code, newPassword: 'x-secret' })).statusCode).toBe(
      400,
    );
    expect((await login(t, user.email, 'old-secret')).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { user, code } = await userWithResetCode();
    await t.db
      .updateTable('account_codes')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await reset({ email: user.email, code, newPassword: 'new-secret' })).statusCode).toBe(
      400,
    );
  });

  it('answers an unknown email like a wrong code', async () => {
    const { user, code } = await userWithResetCode();
    const wrong = await reset({ email: user.email, code: otherCode(code), newPassword: 'abcdef' });
    const unknown = await reset({ email: 'ghost@example.com', code, newPassword: 'abcdef' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('only the newest code works after asking twice', async () => {
    const { user, code: first } = await userWithResetCode();
    const second = codeIn(
      await mailAfter(t, () => forgot(user.email), user.email, 'password reset code'),
    );
    if (second !== first) {
      expect(
        (await reset({ email: user.email, code: first, newPassword: 'abcdef' })).statusCode,
      ).toBe(400);
    }
    expect(
      (await reset({ email: user.email, code: second, newPassword: 'abcdef' })).statusCode,
    ).toBe(200);
  });

  it.each([
    ['', TEXTS.validation.resetEmailRequired],
    ['not-an-email', TEXTS.validation.validEmail],
  ])('forgot-password refuses %j with the specified text', async (email, message) => {
    const response = await forgot(email);
    expectFailure(response, 400, 'VALIDATION_ERROR', message);
  });

  it.each([
    [{ email: 'a@example.com', code: '', newPassword: 'abcdef' }, TEXTS.validation.codeRequired],
    [
      { email: 'a@example.com', code: '123456', newPassword: '' },
      TEXTS.validation.newPasswordRequired,
    ],
    [
      { email: 'a@example.com', code: '123456', newPassword: 'abc' },
      TEXTS.validation.passwordTooShort,
    ],
    [{ email: '', code: '123456', newPassword: 'abcdef' }, TEXTS.validation.resetEmailRequired],
    [{ email: 'nope', code: '123456', newPassword: 'abcdef' }, TEXTS.validation.validEmail],
  ])('reset-password refuses %j with the specified text', async (payload, message) => {
    const response = await reset(payload);
    expectFailure(response, 400, 'VALIDATION_ERROR', message);
  });
});
