import { AUTH_RATE_LIMITS, mailboxOf } from '../src/modules/auth/auth.rate-limits';
import { bearer, createSignedInUser } from './helpers/auth';
import { redisEnv } from './helpers/redis';
import { useTestApp } from './helpers/test-app';
import { expectRateLimited, TOO_MANY_ATTEMPTS } from './helpers/responses';

type Route = {
  name: keyof typeof AUTH_RATE_LIMITS;
  method: 'GET' | 'POST' | 'PUT';
  url: (account: string) => string;
  payload?: (account: string) => Record<string, string>;
  /** The token is checked first (401 without one): each request is a signed-in user's. */
  signedIn?: true;
};

/** A route that takes the account (or nothing of it) in a body. */
const withBody = (
  name: Route['name'],
  method: 'POST' | 'PUT',
  url: string,
  payload: NonNullable<Route['payload']>,
  signedIn?: true,
): Route => ({ name, method, url: () => url, payload, ...(signedIn ? { signedIn } : {}) });

/** A route that takes the account in the query string. */
const withQuery = (name: Route['name'], url: string, parameter: string): Route => ({
  name,
  method: 'GET',
  url: (a) => `${url}?${parameter}=${encodeURIComponent(a)}`,
});

// Bodies that fail validation cheaply: attempts count before validation, so a flood of
// malformed requests is limited too, and the test runs no argon2.
const ROUTES: Route[] = [
  withBody('login', 'POST', '/api/auth/login', (a) => ({ identifier: a, password: '' })),
  withBody('register', 'POST', '/api/auth/register', (a) => ({ email: a, password: '' })),
  withQuery('checkAvailability', '/api/auth/check-email', 'email'),
  withQuery('checkAvailability', '/api/auth/check-username', 'username'),
  withBody('verifyEmail', 'POST', '/api/auth/verify-email', (a) => ({ email: a, code: '' })),
  withBody('resendVerification', 'POST', '/api/auth/resend-verification', (a) => ({ email: a })),
  withBody('forgotPassword', 'POST', '/api/auth/forgot-password', (a) => ({ email: a })),
  withBody('resetPassword', 'POST', '/api/auth/reset-password', (a) => ({
    email: a,
    code: '',
    newPassword: '',
  })),
  withBody('google', 'POST', '/api/auth/google', () => ({ accessToken: 'x' })),
  withBody('refresh', 'POST', '/api/auth/refresh-token', () => ({ refreshToken: 'x' })),
  withBody('logout', 'POST', '/api/auth/logout', () => ({ refreshToken: '' })),
  withBody('logoutAll', 'POST', '/api/auth/logout-all', () => ({}), true),
  withBody('updateProfile', 'PUT', '/api/users/me', () => ({}), true),
];

// The embedded default counts in the process; the scale setup in Redis (REDIS_URL).
describe.each([
  ['counted in this process', {}],
  ['counted in Redis', redisEnv()],
])('rate limits on account routes, %s', (_store, env) => {
  const t = useTestApp({ env });
  let network = 0;

  // A new account for each signed-in request (signing out of all devices ends its token).
  const send = async (route: Route, account: string, remoteAddress: string) =>
    t.app.inject({
      method: route.method,
      url: route.url(account),
      remoteAddress,
      ...(route.payload ? { payload: route.payload(account) } : {}),
      ...(route.signedIn
        ? { headers: bearer((await createSignedInUser(t, { password: null })).accessToken) }
        : {}),
    });

  it.each(ROUTES.map((route) => [`${route.method} ${route.url('a@example.com')}`, route] as const))(
    '%s: per IP',
    async (_name, route) => {
      network += 1;
      const ip = `172.16.${network}.1`;
      const { max } = AUTH_RATE_LIMITS[route.name].ip;
      // A different account each time, so only the per-IP limit can trip.
      for (let i = 0; i < max; i += 1) {
        expect((await send(route, `user${i}.${network}@example.com`, ip)).statusCode).not.toBe(429);
      }
      expectRateLimited(await send(route, `last.${network}@example.com`, ip), TOO_MANY_ATTEMPTS);
      // Another address is not affected.
      expect(
        (await send(route, `other.${network}@example.com`, `172.16.${network}.2`)).statusCode,
      ).not.toBe(429);
    },
  );

  const perAccount = ROUTES.filter(
    (route, index) =>
      'account' in AUTH_RATE_LIMITS[route.name] &&
      ROUTES.findIndex((other) => other.name === route.name) === index,
  );

  it.each(
    perAccount.map((route) => [`${route.method} ${route.url('a@example.com')}`, route] as const),
  )('%s: per account, from many addresses, ignoring case', async (_name, route) => {
    network += 1;
    const limit = AUTH_RATE_LIMITS[route.name] as { account: { max: number } };
    const account = `target${network}@example.com`;
    for (let i = 0; i < limit.account.max; i += 1) {
      const response = await send(
        route,
        i % 2 ? account.toUpperCase() : account,
        `192.168.${network}.${i + 1}`,
      );
      expect(response.statusCode).not.toBe(429);
    }
    expectRateLimited(await send(route, account, `192.168.${network}.250`), TOO_MANY_ATTEMPTS);
    // Another account is not affected.
    expect(
      (await send(route, `someone${network}@example.com`, `192.168.${network}.251`)).statusCode,
    ).not.toBe(429);
  });

  const mailing = perAccount.filter((route) =>
    ['register', 'resendVerification', 'forgotPassword'].includes(route.name),
  );

  it.each(
    mailing.map((route) => [`${route.method} ${route.url('a@example.com')}`, route] as const),
  )('%s: per inbox, however the address is tagged or dotted', async (_name, route) => {
    network += 1;
    const limit = AUTH_RATE_LIMITS[route.name] as { account: { max: number } };
    const spellings = [
      `victim${network}+1@gmail.com`,
      `Victim${network}+2@Gmail.com`,
      `v.i.c.t.i.m${network}@gmail.com`,
      `victim${network}+x.y@googlemail.com`,
      `v.ictim${network}+news@googlemail.com`,
      `victim${network}+6@gmail.com`,
    ];
    for (const [i, spelling] of spellings.slice(0, limit.account.max).entries()) {
      expect((await send(route, spelling, `192.169.${network}.${i + 1}`)).statusCode).not.toBe(429);
    }
    expectRateLimited(
      await send(route, spellings[limit.account.max]!, `192.169.${network}.250`),
      TOO_MANY_ATTEMPTS,
    );
    // Dots are kept where the provider reads them: another inbox.
    expect(
      (await send(route, `v.ictim${network}@example.com`, `192.169.${network}.251`)).statusCode,
    ).not.toBe(429);
  });
});

describe('mailboxOf', () => {
  it.each([
    ['Ann@Example.com', 'ann@example.com'],
    ['ann+rentmap@example.com', 'ann@example.com'],
    ['a.n.n+1+2@gmail.com', 'ann@gmail.com'],
    ['A.Nn@googlemail.com', 'ann@gmail.com'],
    ['a.nn@outlook.com', 'a.nn@outlook.com'],
    ['+tag@example.com', '+tag@example.com'],
    ['not-an-email', 'not-an-email'],
  ])('%s reaches the inbox %s', (email, inbox) => {
    expect(mailboxOf(email)).toBe(inbox);
  });
});
