import { strFromU8, unzipSync } from 'fflate';
import { ACCOUNT_EXPORT, PHONE_LIMITS, TEXTS, type AccountExport } from 'shared/contract';
import { MAX_CODE_ATTEMPTS } from '../src/modules/auth/account-codes.service';
import { SmsBudgetSpentError } from '../src/modules/sms/sms-budget';
import { sendAlertSms } from '../src/modules/sms/sms.sender';
import { bearer, createSignedInUser } from './helpers/auth';
import { lastOutboxCodeFor, readSmsOutbox, useTestAppWithSms } from './helpers/sms-stand-in';
import { useTestApp, type TestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';

const PHONE = '/api/users/me/phone';
const VERIFY = '/api/users/me/phone/verify';
const ME = '/api/users/me';
const TEXT = TEXTS.phone;

/**
 * A mobile number no other test used (3 codes an hour go to one number): from the range the
 * ACMA keeps for fiction, 0491 570 006–159, which texts nobody.
 */
let fictionalNumber = 5;
function nextMobile(): { typed: string; e164: string } {
  fictionalNumber += 1;
  const last = String(fictionalNumber).padStart(3, '0');
  return { typed: `0491 570 ${last}`, e164: `+61491570${last}` };
}
const LANDLINE = '02 5550 4321';
/** A well-formed number for requests refused before anything is texted. */
const NEVER_TEXTED = '0491 570 159';

let address = 0;

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** app.inject from a fresh client address each call (the per-IP limits stay out of it). */
function call(
  t: Pick<TestApp, 'app'>,
  method: Method,
  url: string,
  options: { token?: string; payload?: unknown; rawBody?: string } = {},
) {
  address += 1;
  return t.app.inject({
    method,
    url,
    remoteAddress: `10.7.${(address >> 8) & 255}.${address & 255}`,
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.rawBody !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.rawBody !== undefined
      ? { payload: options.rawBody }
      : options.payload !== undefined
        ? { payload: options.payload as Record<string, unknown> }
        : {}),
  });
}

const me = async (t: Pick<TestApp, 'app'>, token: string) =>
  (await call(t, 'GET', ME, { token })).json().data as Record<string, unknown>;

describe('the phone number for SMS alerts, with an SMS provider (a local stand-in)', () => {
  const t = useTestAppWithSms();

  let MOBILE = nextMobile();
  let OTHER_MOBILE = nextMobile();
  beforeEach(() => {
    t.sms.reset();
    MOBILE = nextMobile();
    OTHER_MOBILE = nextMobile();
  });

  const setPhone = (token: string, phoneNumber: unknown) =>
    call(t, 'PUT', PHONE, { token, payload: { phoneNumber } });
  const verify = (token: string, code: unknown) =>
    call(t, 'POST', VERIFY, { token, payload: { code } });

  it('PUT stores the number in E.164, unverified, and texts it a code through the provider', async () => {
    const { accessToken } = await createSignedInUser(t);
    const answer = await setPhone(accessToken, MOBILE.typed);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ phoneNumber: MOBILE.e164, phoneVerified: false });

    expect(t.sms.messages).toHaveLength(1);
    const [sms] = t.sms.messages;
    expect(sms).toMatchObject({
      to: MOBILE.e164,
      from: 'RentMap',
      authorization: 'Bearer test-sms-key',
      contentType: 'application/json',
    });
    expect(sms!.text).toMatch(/^Your RentMap code is \d{6}$/);
    expect(sms!.idempotencyKey).toMatch(/^verify-phone:[0-9a-f-]{36}$/);

    expect(await me(t, accessToken)).toMatchObject({
      phoneNumber: MOBILE.e164,
      phoneVerified: false,
    });
  });

  it('POST verify with the texted code marks the number verified (GET /users/me says so)', async () => {
    const { accessToken } = await createSignedInUser(t);
    await setPhone(accessToken, MOBILE.typed);
    const code = t.sms.lastCodeFor(MOBILE.e164);
    // Spaces and dashes people type are ignored, as with emailed codes.
    const answer = await verify(accessToken, ` ${code.slice(0, 3)}-${code.slice(3)} `);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ phoneNumber: MOBILE.e164, phoneVerified: true });
    expect(await me(t, accessToken)).toMatchObject({
      phoneNumber: MOBILE.e164,
      phoneVerified: true,
    });
    // Verifying again changes nothing; the used code is not needed any more.
    const again = await verify(accessToken, '000000');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.phoneVerified).toBe(true);
  });

  it('a wrong code is 400 INVALID_CODE and counts: after the codes service limit even the right one fails', async () => {
    const { accessToken } = await createSignedInUser(t);
    await setPhone(accessToken, MOBILE.typed);
    const code = t.sms.lastCodeFor(MOBILE.e164);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      const answer = await verify(accessToken, wrong);
      expectFailure(answer, 400, 'INVALID_CODE', TEXT.invalidCode);
    }
    expect((await verify(accessToken, code)).json().code).toBe('INVALID_CODE');
    expect((await me(t, accessToken)).phoneVerified).toBe(false);
    // A new code starts over.
    await setPhone(accessToken, MOBILE.typed);
    expect((await verify(accessToken, t.sms.lastCodeFor(MOBILE.e164))).statusCode).toBe(200);
  });

  it('an expired code is refused', async () => {
    const { accessToken, user } = await createSignedInUser(t);
    await setPhone(accessToken, MOBILE.typed);
    const code = t.sms.lastCodeFor(MOBILE.e164);
    await t.db
      .updateTable('account_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'verify-phone')
      .execute();
    const answer = await verify(accessToken, code);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('INVALID_CODE');
    expect((await me(t, accessToken)).phoneVerified).toBe(false);
  });

  it("another user's code does not verify my number, and does not use theirs up", async () => {
    const alice = await createSignedInUser(t);
    const bob = await createSignedInUser(t);
    await setPhone(alice.accessToken, MOBILE.typed);
    const aliceCode = t.sms.lastCodeFor(MOBILE.e164);
    await setPhone(bob.accessToken, OTHER_MOBILE.typed);

    const answer = await verify(bob.accessToken, aliceCode);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('INVALID_CODE');
    expect((await me(t, bob.accessToken)).phoneVerified).toBe(false);

    expect((await verify(alice.accessToken, aliceCode)).json().data.phoneVerified).toBe(true);
  });

  it('a new number is unverified again; the old code stops working', async () => {
    const { accessToken } = await createSignedInUser(t);
    await setPhone(accessToken, MOBILE.typed);
    await verify(accessToken, t.sms.lastCodeFor(MOBILE.e164));
    await setPhone(accessToken, MOBILE.typed);
    // The number already verified: nothing to text.
    expect(t.sms.messages).toHaveLength(1);

    const firstCode = (await setPhone(accessToken, OTHER_MOBILE.typed)).json().data;
    expect(firstCode).toMatchObject({ phoneNumber: OTHER_MOBILE.e164, phoneVerified: false });
    const oldCode = t.sms.lastCodeFor(OTHER_MOBILE.e164);
    await setPhone(accessToken, MOBILE.typed);
    expect((await verify(accessToken, oldCode)).json().code).toBe('INVALID_CODE');
    const verified = await verify(accessToken, t.sms.lastCodeFor(MOBILE.e164));
    expect(verified.json().data).toMatchObject({ phoneNumber: MOBILE.e164, phoneVerified: true });
  });

  it('DELETE removes the number; verifying then is 409 with what to do', async () => {
    const { accessToken } = await createSignedInUser(t);
    await setPhone(accessToken, MOBILE.typed);
    const code = t.sms.lastCodeFor(MOBILE.e164);
    const removed = await call(t, 'DELETE', PHONE, { token: accessToken });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ phoneNumber: null, phoneVerified: false });
    expect(await me(t, accessToken)).toMatchObject({ phoneNumber: null, phoneVerified: false });

    const late = await verify(accessToken, code);
    expectFailure(late, 409, 'CONFLICT', TEXT.nothingToVerify);
    // Removing twice is fine.
    expect((await call(t, 'DELETE', PHONE, { token: accessToken })).statusCode).toBe(200);
  });

  it("the account's data export holds the number and when it was verified (APP 12)", async () => {
    const { accessToken } = await createSignedInUser(t);
    const exported = async () => {
      const zip = (await call(t, 'GET', '/api/users/me/export', { token: accessToken })).rawPayload;
      const files = unzipSync(new Uint8Array(zip));
      return (JSON.parse(strFromU8(files[ACCOUNT_EXPORT.dataFile]!)) as AccountExport).account;
    };
    expect(await exported()).toMatchObject({ phoneNumber: null, phoneVerifiedAt: null });
    await setPhone(accessToken, MOBILE.typed);
    expect(await exported()).toMatchObject({ phoneNumber: MOBILE.e164, phoneVerifiedAt: null });
    await verify(accessToken, t.sms.lastCodeFor(MOBILE.e164));
    const account = await exported();
    expect(account.phoneNumber).toBe(MOBILE.e164);
    expect(Date.now() - Date.parse(account.phoneVerifiedAt!)).toBeLessThan(60_000);
  });

  it('a new account has no number', async () => {
    const { accessToken } = await createSignedInUser(t);
    expect(await me(t, accessToken)).toMatchObject({ phoneNumber: null, phoneVerified: false });
  });

  it.each([
    ['an empty number', '', TEXT.numberRequired],
    ['spaces only', '   ', TEXT.numberRequired],
    ['words', 'my mobile', TEXT.invalidNumber],
    ['a number inside text', 'call 0491 570 156', TEXT.invalidNumber],
    ['letters after the digits', '0491570156abc', TEXT.invalidNumber],
    ['too few digits', '0491 570', TEXT.invalidNumber],
    ['too many digits', '0491 570 156 999', TEXT.invalidNumber],
    ['an extension', '0491 570 156 ext 2', TEXT.invalidNumber],
    ['a landline', LANDLINE, TEXT.notMobile],
    ['a landline with its area code in brackets', '(02) 5550 4321', TEXT.notMobile],
    ['a 1300 number', '1300 655 506', TEXT.notMobile],
  ])(
    'PUT refuses %s with 400 VALIDATION_ERROR, stores and texts nothing',
    async (_n, typed, message) => {
      const { accessToken } = await createSignedInUser(t);
      const answer = await setPhone(accessToken, typed);
      expectFailure(answer, 400, 'VALIDATION_ERROR', message);
      expect(t.sms.requests).toHaveLength(0);
      expect((await me(t, accessToken)).phoneNumber).toBeNull();
    },
  );

  it.each([
    ['a British mobile', '+44 7400 123456'],
    ['a Guernsey mobile', '+44 7911 123456'],
    ['an Uzbek mobile', '+998 90 123 45 67'],
    ['a New Zealand mobile', '+64 21 123 4567'],
    ['an international freephone number', '+800 1234 5678'],
  ])('PUT refuses %s (only Australian mobiles by default), texting nothing', async (_n, typed) => {
    const { accessToken } = await createSignedInUser(t);
    const answer = await setPhone(accessToken, typed);
    expectFailure(
      answer,
      400,
      'VALIDATION_ERROR',
      expect.stringMatching(
        /^(SMS alerts can be sent only to mobile numbers in Australia\.|This is not a (valid phone|mobile) number.*)$/,
      ),
    );
    expect(t.sms.requests).toHaveLength(0);
    expect((await me(t, accessToken)).phoneNumber).toBeNull();
  });

  it('PUT refuses a British mobile with the countries that are served', async () => {
    const { accessToken } = await createSignedInUser(t);
    const answer = await setPhone(accessToken, '+44 7911 123456');
    expect(answer.json().message).toBe(
      'SMS alerts can be sent only to mobile numbers in Australia.',
    );
  });

  it('PUT of an account whose email is not verified is 403 EMAIL_NOT_VERIFIED, texting nothing', async () => {
    const { accessToken } = await createSignedInUser(t, { email_verified: 0 });
    const answer = await setPhone(accessToken, MOBILE.typed);
    expectFailure(answer, 403, 'EMAIL_NOT_VERIFIED', TEXT.emailNotVerified);
    expect(t.sms.requests).toHaveLength(0);
    expect((await me(t, accessToken)).phoneNumber).toBeNull();
  });

  it(`texts at most ${PHONE_LIMITS.sendsPerAddress} codes an hour for one client address, whichever accounts ask`, async () => {
    const fromOneAddress = (token: string, phoneNumber: string) =>
      t.app.inject({
        method: 'PUT',
        url: PHONE,
        remoteAddress: '10.8.0.1',
        headers: bearer(token),
        payload: { phoneNumber },
      });
    for (let i = 0; i < PHONE_LIMITS.sendsPerAddress; i++) {
      const { accessToken } = await createSignedInUser(t);
      expect((await fromOneAddress(accessToken, nextMobile().typed)).statusCode).toBe(200);
    }
    const { accessToken } = await createSignedInUser(t);
    const over = await fromOneAddress(accessToken, nextMobile().typed);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.sms.messages).toHaveLength(PHONE_LIMITS.sendsPerAddress);
    // Another address is not held up by this one.
    expect((await setPhone(accessToken, nextMobile().typed)).statusCode).toBe(200);
  });

  it.each([
    ['a number type', { phoneNumber: 491570156 }],
    ['null', { phoneNumber: null }],
    ['an array', { phoneNumber: [NEVER_TEXTED] }],
    ['a missing field', {}],
    ['an unknown field', { phoneNumber: NEVER_TEXTED, smsNotifications: true }],
    ['a text longer than the limit', { phoneNumber: '0'.repeat(PHONE_LIMITS.inputMaxLength + 1) }],
  ])('PUT refuses %s with 400 VALIDATION_ERROR', async (_n, payload) => {
    const { accessToken } = await createSignedInUser(t);
    const answer = await call(t, 'PUT', PHONE, { token: accessToken, payload });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(t.sms.requests).toHaveLength(0);
  });

  it.each([
    ['PUT', PHONE],
    ['POST', VERIFY],
  ] as const)('%s %s refuses broken JSON with 400 INVALID_JSON', async (method, url) => {
    const { accessToken } = await createSignedInUser(t);
    const answer = await call(t, method, url, { token: accessToken, rawBody: '{"phoneNumber":' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, code: 'INVALID_JSON' });
  });

  it.each([
    ['a number type', { code: 123456 }, undefined],
    ['a missing field', {}, undefined],
    ['an unknown field', { code: '123456', phoneNumber: NEVER_TEXTED }, undefined],
    [
      'a text longer than the limit',
      { code: '1'.repeat(PHONE_LIMITS.codeMaxLength + 1) },
      undefined,
    ],
    ['an empty code', { code: ' - ' }, TEXT.codeRequired],
  ])('POST verify refuses %s with 400 VALIDATION_ERROR', async (_n, payload, message) => {
    const { accessToken } = await createSignedInUser(t);
    await setPhone(accessToken, MOBILE.typed);
    const answer = await call(t, 'POST', VERIFY, { token: accessToken, payload });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      ...(message ? { message } : {}),
    });
    expect((await me(t, accessToken)).phoneVerified).toBe(false);
  });

  it('POST verify before any number is set is 409', async () => {
    const { accessToken } = await createSignedInUser(t);
    const answer = await verify(accessToken, '123456');
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(TEXT.nothingToVerify);
  });

  it.each([
    ['PUT', PHONE, { phoneNumber: NEVER_TEXTED }],
    ['POST', VERIFY, { code: '123456' }],
    ['DELETE', PHONE, undefined],
  ] as const)('%s %s is 401 signed out or with a bad token', async (method, url, payload) => {
    for (const token of [undefined, 'not-a-token']) {
      const answer = await call(t, method, url, { token, payload });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    expect(t.sms.requests).toHaveLength(0);
  });

  it('texts at most 3 codes an hour to one account; mistyped numbers do not count', async () => {
    const { accessToken } = await createSignedInUser(t);
    expect((await setPhone(accessToken, LANDLINE)).statusCode).toBe(400);
    expect((await setPhone(accessToken, 'oops')).statusCode).toBe(400);
    const numbers = [1, 2, 3, 4].map(() => nextMobile());
    for (const number of numbers.slice(0, PHONE_LIMITS.sendsPerAccount)) {
      expect((await setPhone(accessToken, number.typed)).statusCode).toBe(200);
    }
    const over = await setPhone(accessToken, numbers[3]!.typed);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.sms.messages).toHaveLength(PHONE_LIMITS.sendsPerAccount);
    // Refused before anything changed: the last number that got a code is kept.
    expect((await me(t, accessToken)).phoneNumber).toBe(numbers[2]!.e164);
  });

  it('texts at most 3 codes an hour to one number, whoever asks', async () => {
    const number = MOBILE;
    for (let i = 0; i < PHONE_LIMITS.sendsPerNumber; i++) {
      const { accessToken } = await createSignedInUser(t);
      expect((await setPhone(accessToken, number.typed)).statusCode).toBe(200);
    }
    const { accessToken } = await createSignedInUser(t);
    // Typed another way, it is still the same number.
    const over = await setPhone(accessToken, number.e164);
    expect(over.statusCode).toBe(429);
    expect(t.sms.messages.filter((sms) => sms.to === number.e164)).toHaveLength(
      PHONE_LIMITS.sendsPerNumber,
    );
    expect((await setPhone(accessToken, OTHER_MOBILE.typed)).statusCode).toBe(200);
  });

  it('a provider failure is 503 with a sentence to show, and the log holds no number or code', async () => {
    const { accessToken } = await createSignedInUser(t);
    t.sms.failWith(500);
    const before = t.logs.length;
    const answer = await setPhone(accessToken, MOBILE.typed);
    expectFailure(answer, 503, 'SERVICE_UNAVAILABLE', TEXT.sendFailed);
    const logged = JSON.stringify(t.logs.slice(before));
    expect(logged).toContain('The SMS provider answered 500');
    expect(logged).not.toContain(MOBILE.e164.slice(3));
    expect(logged).not.toContain('RentMap code');
  });

  it('the OpenAPI document has the three operations, their bodies and the bearer security', async () => {
    const answer = await call(t, 'GET', '/api/docs/json');
    const paths = answer.json().paths as Record<string, Record<string, Record<string, unknown>>>;
    const put = paths[PHONE]!.put!;
    const post = paths[VERIFY]!.post!;
    const del = paths[PHONE]!.delete!;
    for (const operation of [put, post, del]) {
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation.responses as object)).toEqual(
        expect.arrayContaining(['200', '401', '429']),
      );
    }
    const bodyOf = (operation: Record<string, unknown>) =>
      (operation.requestBody as { content: Record<string, { schema: unknown }> }).content[
        'application/json'
      ]!.schema;
    expect(bodyOf(put)).toMatchObject({
      required: ['phoneNumber'],
      properties: { phoneNumber: { type: 'string', maxLength: PHONE_LIMITS.inputMaxLength } },
    });
    expect(bodyOf(post)).toMatchObject({
      required: ['code'],
      properties: { code: { type: 'string' } },
    });
    type Schema = { properties: Record<string, Schema> };
    const ok = (put.responses as Record<string, { content: Record<string, { schema: Schema }> }>)[
      '200'
    ]!;
    const user = ok.content['application/json']!.schema.properties.data!.properties;
    expect(user).toHaveProperty('phoneNumber');
    expect(user).toHaveProperty('phoneVerified');
  });
});

describe('SMS_COUNTRIES widens the numbers that may be texted', () => {
  const t = useTestAppWithSms({ SMS_COUNTRIES: 'AU,GB' });

  it('PUT accepts a British mobile with +, and still refuses an Uzbek one', async () => {
    const { accessToken } = await createSignedInUser(t);
    const answer = await call(t, 'PUT', PHONE, {
      token: accessToken,
      payload: { phoneNumber: '+44 7400 123456' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.phoneNumber).toBe('+447400123456');
    const refused = await call(t, 'PUT', PHONE, {
      token: accessToken,
      payload: { phoneNumber: '+998 90 123 45 67' },
    });
    expect(refused.json().message).toBe(
      'SMS alerts can be sent only to mobile numbers in Australia or United Kingdom.',
    );
  });
});

describe('the hourly SMS budget of the whole site (SMS_HOURLY_BUDGET)', () => {
  const BUDGET = 3;
  const t = useTestAppWithSms({ SMS_HOURLY_BUDGET: String(BUDGET) });

  it('codes past the budget are refused with 429 and Retry-After, never queued, and the log says so once', async () => {
    for (let i = 0; i < BUDGET; i++) {
      const { accessToken } = await createSignedInUser(t);
      const answer = await call(t, 'PUT', PHONE, {
        token: accessToken,
        payload: { phoneNumber: nextMobile().typed },
      });
      expect(answer.statusCode).toBe(200);
    }
    for (let i = 0; i < 2; i++) {
      const { accessToken } = await createSignedInUser(t);
      const over = await call(t, 'PUT', PHONE, {
        token: accessToken,
        payload: { phoneNumber: nextMobile().typed },
      });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      const retryAfter = Number(over.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect((await me(t, accessToken)).phoneNumber).toBeNull();
    }
    expect(t.sms.messages).toHaveLength(BUDGET);
    const spent = t.logs.filter((line) => line.metric === 'sms_budget_spent');
    expect(spent).toHaveLength(1);
    expect(spent[0]).toMatchObject({ level: 40, hourlyBudget: BUDGET, refusedSinceStart: 1 });

    // Alerts count against the same budget: none goes while it is spent.
    await expect(t.app.smsBudget.takeForAlert()).rejects.toThrow(SmsBudgetSpentError);
  });
});

describe('SMS alerts', () => {
  const t = useTestAppWithSms({ SMS_HOURLY_BUDGET: '1' });

  it('are sent only to numbers of SMS_COUNTRIES, and only while the budget has room', async () => {
    // A number verified before the countries were narrowed: skipped, not retried.
    await sendAlertSms(t.app, '+447911123456', 'RentMap: 1 new comment', {
      idempotencyKey: 'alert-abroad',
    });
    expect(t.sms.requests).toHaveLength(0);
    expect(
      t.logs.some((line) => line.msg === 'SMS alert not sent: the number is outside SMS_COUNTRIES'),
    ).toBe(true);

    const mobile = nextMobile().e164;
    await sendAlertSms(t.app, mobile, 'RentMap: 1 new comment', { idempotencyKey: 'alert-1' });
    expect(t.sms.messages.map((sms) => sms.to)).toEqual([mobile]);
    await expect(
      sendAlertSms(t.app, mobile, 'RentMap: 2 new comments', { idempotencyKey: 'alert-2' }),
    ).rejects.toThrow(SmsBudgetSpentError);
    expect(t.sms.messages).toHaveLength(1);
  });
});

describe('the phone number for SMS alerts, without SMS_URL (the outbox)', () => {
  const t = useTestApp({ env: { LOG_LEVEL: 'info' } });
  const MOBILE = nextMobile();

  it('texts the code as a file in DATA_DIR/sms-outbox, which verifies the number', async () => {
    const { accessToken } = await createSignedInUser(t);
    const before = t.logs.length;
    const answer = await call(t, 'PUT', PHONE, {
      token: accessToken,
      payload: { phoneNumber: MOBILE.typed },
    });
    expect(answer.statusCode).toBe(200);
    const texts = await readSmsOutbox(t.config.dataDir);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      to: MOBILE.e164,
      from: 'RentMap',
      text: expect.stringMatching(/^Your RentMap code is \d{6}$/),
      idempotencyKey: expect.stringMatching(/^verify-phone:/),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(texts[0]!.file).toMatch(/^[0-9a-f]{32}\.json$/);

    // One line says where it went, without the number or the text.
    const lines = t.logs.slice(before).filter((line) => line.msg.includes('SMS'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ sms: 'outbox', outboxFile: texts[0]!.file });
    const logged = JSON.stringify(t.logs.slice(before));
    expect(logged).not.toContain(MOBILE.e164.slice(3));
    expect(logged).not.toContain('RentMap code');

    const code = await lastOutboxCodeFor(t.config.dataDir, MOBILE.e164);
    const verified = await call(t, 'POST', VERIFY, { token: accessToken, payload: { code } });
    expect(verified.json().data).toMatchObject({ phoneNumber: MOBILE.e164, phoneVerified: true });
  });
});
