import { hashPassword } from '../src/modules/auth/passwords';
import { SIGN_IN_LIMITS } from '../src/modules/auth/sign-in-guard';
import { insertUser } from './factories/user.factory';
import { mailAfter } from './helpers/auth-mail';
import { codeIn } from './helpers/outbox';
import { redisEnv } from './helpers/redis';
import { useTestApp } from './helpers/test-app';
import { expectRateLimited, TOO_MANY_ATTEMPTS } from './helpers/responses';

jest.setTimeout(120_000);

/**
 * Sign-in limits count failures only (OWASP ASVS 5.0 6.1.1/6.3.1): many people
 * behind one address can sign in, and nobody who knows an email can lock its owner out,
 * while password guessing is still slowed and refused.
 */
describe.each([
  ['counted in this process', {}],
  ['counted in Redis', redisEnv()],
])('sign-in limits, %s', (_store, env) => {
  const t = useTestApp({ env });
  let hash: string;
  let network = 0;
  beforeAll(async () => {
    hash = await hashPassword('secret1');
  });

  const signIn = (identifier: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { identifier, password },
    });
  const person = () => insertUser(t.db, { password: null, password_hash: hash });

  it('lets 200 people behind one address sign in within 5 minutes', async () => {
    network += 1;
    const campus = `203.0.${network}.1`;
    const people = [];
    for (let i = 0; i < 200; i += 1) people.push(await person());
    const answers: number[] = [];
    // Four at a time, as people arrive.
    for (let i = 0; i < people.length; i += 4) {
      const batch = people.slice(i, i + 4);
      for (const response of await Promise.all(
        batch.map((p) => signIn(p.email, 'secret1', campus)),
      ))
        answers.push(response.statusCode);
    }
    expect(answers.filter((status) => status !== 200)).toEqual([]);
  });

  it('lets the owner sign in from a known address after 50 wrong passwords from attackers', async () => {
    network += 1;
    const owner = await person();
    const home = `198.18.${network}.1`;
    expect((await signIn(owner.email, 'secret1', home)).statusCode).toBe(200);

    const attacks: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      attacks.push(
        (await signIn(owner.email, `guess-${i}`, `198.51.${network}.${i + 1}`)).statusCode,
      );
    }
    // The guessers are refused once the account has had its failures from unknown addresses.
    expect(attacks.slice(0, SIGN_IN_LIMITS.account.max)).toEqual(
      Array(SIGN_IN_LIMITS.account.max).fill(401),
    );
    expect(new Set(attacks.slice(SIGN_IN_LIMITS.account.max))).toEqual(new Set([429]));

    // The owner's right password from home still works, at once.
    const response = await signIn(owner.email.toUpperCase(), 'secret1', home);
    expect(response.statusCode).toBe(200);
  });

  it('never refuses a right password for failures it did not make: 20 sign-ins in a row', async () => {
    network += 1;
    const owner = await person();
    for (let i = 0; i < 20; i += 1) {
      expect((await signIn(owner.email, 'secret1', `198.19.${network}.1`)).statusCode).toBe(200);
    }
  });

  it("slows one address's wrong passwords with a growing delay (429 with Retry-After)", async () => {
    network += 1;
    const owner = await person();
    const address = `192.0.${network}.7`;
    for (let i = 0; i < SIGN_IN_LIMITS.freeFailures; i += 1) {
      expect((await signIn(owner.email, 'wrong', address)).statusCode).toBe(401);
    }
    // Now each try waits: 1 s, then 2 s. A right password waits too (a delay, not a lock).
    const first = await signIn(owner.email, 'secret1', address);
    expectRateLimited(first, TOO_MANY_ATTEMPTS);
    expect(first.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn(owner.email, 'wrong', address)).statusCode).toBe(401);
    const second = await signIn(owner.email, 'wrong', address);
    expectRateLimited(second, TOO_MANY_ATTEMPTS);
    expect(second.headers['retry-after']).toBe('2');
    // Other people at other addresses are not slowed.
    expect((await signIn(owner.email, 'secret1', `192.0.${network}.8`)).statusCode).toBe(200);
  });

  it('refuses an unknown account the same way as a known one (no oracle)', async () => {
    network += 1;
    const owner = await person();
    for (const identifier of [owner.email, `nobody-${network}@example.com`]) {
      const answers: number[] = [];
      for (let i = 0; i <= SIGN_IN_LIMITS.account.max; i += 1) {
        answers.push(
          (await signIn(identifier, 'wrong', `198.51.${network}.${i + 100}`)).statusCode,
        );
      }
      expect(answers).toEqual([...Array(SIGN_IN_LIMITS.account.max).fill(401), 429]);
    }
  });

  it('refuses one address trying many accounts once it has 100 failures', async () => {
    network += 1;
    const address = `100.64.${network}.1`;
    for (let i = 0; i < SIGN_IN_LIMITS.address.max; i += 1) {
      const response = await signIn(`stuffed-${network}-${i}@example.com`, 'password1', address);
      expect(response.statusCode).toBe(401);
    }
    expectRateLimited(
      await signIn(`stuffed-${network}-last@example.com`, 'password1', address),
      TOO_MANY_ATTEMPTS,
    );
    // An account that knows this address still signs in from it.
    const regular = await person();
    expect((await signIn(regular.email, 'secret1', `100.64.${network}.2`)).statusCode).toBe(200);
  });

  it('ends the failures counted on an account when its password is reset', async () => {
    network += 1;
    const owner = await person();
    for (let i = 0; i < SIGN_IN_LIMITS.account.max; i += 1) {
      await signIn(owner.email, 'wrong', `198.51.${network}.${i + 1}`);
    }
    expectRateLimited(
      await signIn(owner.email, 'secret1', `198.51.${network}.200`),
      TOO_MANY_ATTEMPTS,
    );
    // The owner proves the account by email and sets a new password: the lock ends.
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: `198.51.${network}.201`,
        payload: { email: owner.email },
      });
    const code = codeIn(await mailAfter(t, ask, owner.email, 'password reset code'));
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: `198.51.${network}.201`,
      payload: { email: owner.email, code, newPassword: 'new-secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(owner.email, 'new-secret', `198.51.${network}.202`)).statusCode).toBe(200);
  });
});
