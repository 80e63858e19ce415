import { randomBytes, randomUUID } from 'node:crypto';
import diagnosticsChannel from 'node:diagnostics_channel';
import type { ClientRequest } from 'node:http';
import { copyFile, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { PUSH_LIMITS } from 'shared/contract';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../src/config';
import { nowTimestamp } from '../src/db/timestamps';
import { loadVapidKeys, VAPID_KEYS_FILE, vapidSubject } from '../src/modules/push/push.keys';
import { isPushServiceHost, pushTarget } from '../src/modules/push/push-endpoint';
import {
  PUSH_TTL_SECONDS,
  PushDeliveryError,
  sendPushToUser,
  topicOf,
} from '../src/modules/push/push.sender';
import { bearer, createSignedInUser } from './helpers/auth';
import { usePushServiceStandIn, type BrowserSubscription } from './helpers/push-service-stand-in';
import { createFakeWebRoot, type FakeWebRoot } from './fixtures/web-root';
import { startTestApp, useTestApp, type TestApp } from './helpers/test-app';
import { expectFailure } from './helpers/responses';

const SUBSCRIPTIONS = '/api/users/me/push-subscriptions';
const PUBLIC_KEY = '/api/push/public-key';
const CHANGES = '/api/push/subscription-changes';

let address = 0;
/** app.inject from a fresh client address: the per-IP limits stay out of these tests. */
function request(
  t: Pick<TestApp, 'app'>,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: {
    token?: string;
    payload?: unknown;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
) {
  address += 1;
  return t.app.inject({
    method,
    url,
    remoteAddress: options.remoteAddress ?? `10.9.${(address >> 8) & 255}.${address & 255}`,
    headers: { ...(options.token ? bearer(options.token) : {}), ...options.headers },
    ...(options.payload === undefined
      ? {}
      : typeof options.payload === 'string'
        ? {
            payload: options.payload,
            headers: {
              'content-type': 'application/json',
              ...(options.token ? bearer(options.token) : {}),
            },
          }
        : { payload: options.payload as Record<string, unknown> }),
  });
}

/** The stored subscription of a browser's push endpoint, if any. */
const subscriptionAt = (t: Pick<TestApp, 'db'>, endpoint: string) =>
  t.db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();

const standIn = usePushServiceStandIn();

describe('VAPID keys', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentmap-vapid-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const config = (overrides: Partial<Parameters<typeof loadVapidKeys>[0]> = {}) => ({
    dataDir,
    vapid: {},
    mailFrom: 'RentMap <alerts@rentmap.example>',
    publicBaseUrl: undefined,
    ...overrides,
  });

  it('are generated once into DATA_DIR (mode 600) and read back on the next start', async () => {
    const first = await loadVapidKeys(config());
    expect(first.source).toBe('generated');
    const file = path.join(dataDir, VAPID_KEYS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      publicKey: first.keys.publicKey,
      privateKey: first.keys.privateKey,
    });
    const second = await loadVapidKeys(config());
    expect(second).toEqual({ keys: first.keys, source: 'file' });
  });

  it('come from the settings when given, and nothing is written', async () => {
    const pair = webpush.generateVAPIDKeys();
    const loaded = await loadVapidKeys(config({ vapid: pair }));
    expect(loaded.source).toBe('config');
    expect(loaded.keys).toMatchObject(pair);
    await expect(stat(path.join(dataDir, VAPID_KEYS_FILE))).rejects.toThrow('ENOENT');
  });

  it('refuse to start with keys that do not belong together, from settings or the file', async () => {
    const one = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    await expect(
      loadVapidKeys(config({ vapid: { publicKey: one.publicKey, privateKey: other.privateKey } })),
    ).rejects.toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not a Web Push');
    await expect(
      loadVapidKeys(config({ vapid: { publicKey: one.publicKey, privateKey: 'A'.repeat(43) } })),
    ).rejects.toThrow('not a Web Push (VAPID, P-256) key pair');
    await import('node:fs/promises').then((fs) =>
      fs.writeFile(
        path.join(dataDir, VAPID_KEYS_FILE),
        JSON.stringify({ publicKey: one.publicKey, privateKey: other.privateKey }),
      ),
    );
    await expect(loadVapidKeys(config())).rejects.toThrow(`${VAPID_KEYS_FILE} in DATA_DIR is not`);
  });

  it('are never silently replaced when the file is not a key pair', async () => {
    await loadVapidKeys(config());
    await rm(path.join(dataDir, VAPID_KEYS_FILE));
    await import('node:fs/promises').then((fs) =>
      fs.writeFile(path.join(dataDir, VAPID_KEYS_FILE), '{"publicKey":1}'),
    );
    await expect(loadVapidKeys(config())).rejects.toThrow('not a VAPID key pair');
  });

  it('sign as VAPID_SUBJECT, else mailto: MAIL_FROM, else the https public URL', () => {
    const base = { vapid: {}, publicBaseUrl: 'https://rentmap.example' };
    expect(
      vapidSubject({
        ...base,
        vapid: { subject: 'https://rentmap.example/contact' },
        mailFrom: 'x',
      }),
    ).toBe('https://rentmap.example/contact');
    expect(vapidSubject({ ...base, mailFrom: 'RentMap <no-reply@rentmap.example>' })).toBe(
      'mailto:no-reply@rentmap.example',
    );
    expect(vapidSubject({ ...base, mailFrom: 'alerts@rentmap.example' })).toBe(
      'mailto:alerts@rentmap.example',
    );
    expect(vapidSubject({ ...base, mailFrom: 'RentMap' })).toBe('https://rentmap.example');
    expect(() => vapidSubject({ ...base, publicBaseUrl: 'http://x', mailFrom: 'RentMap' })).toThrow(
      'VAPID_SUBJECT',
    );
  });
});

describe('the Web Push API', () => {
  const t = useTestApp();

  const subscribe = (token: string | undefined, payload: unknown) =>
    request(t, 'POST', SUBSCRIPTIONS, { token, payload });
  const unsubscribe = (token: string | undefined, payload: unknown) =>
    request(t, 'DELETE', SUBSCRIPTIONS, { token, payload });
  const rowsOf = (userId: string) =>
    t.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();
  const rowAt = (endpoint: string) => subscriptionAt(t, endpoint);

  it('GET /push/public-key answers the key (public, cacheable) the app signs with', async () => {
    const response = await request(t, 'GET', PUBLIC_KEY);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const { publicKey } = response.json().data;
    expect(publicKey).toBe(t.app.push.publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const file = JSON.parse(await readFile(path.join(t.config.dataDir, VAPID_KEYS_FILE), 'utf8'));
    expect(file.publicKey).toBe(publicKey);
  });

  it('POST keeps the browser subscription (201), and again replaces its keys', async () => {
    const { user, accessToken } = await createSignedInUser(t);
    const browser = standIn.subscribe();
    const created = await subscribe(accessToken, browser);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ success: true, data: { endpoint: browser.endpoint } });
    expect(await rowsOf(user.id)).toEqual([
      expect.objectContaining({ endpoint: browser.endpoint, ...browser.keys }),
    ]);

    const newKeys = { ...standIn.subscribe().keys };
    expect((await subscribe(accessToken, { ...browser, keys: newKeys })).statusCode).toBe(201);
    expect(await rowsOf(user.id)).toEqual([
      expect.objectContaining({ endpoint: browser.endpoint, ...newKeys }),
    ]);
  });

  it('POST of an endpoint another account had moves it to the caller (it is this browser)', async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    const browser = standIn.subscribe();
    await subscribe(a.accessToken, browser);
    expect((await subscribe(b.accessToken, browser)).statusCode).toBe(201);
    expect(await rowsOf(a.user.id)).toEqual([]);
    expect((await rowAt(browser.endpoint))?.user_id).toBe(b.user.id);
  });

  it(`POST keeps the newest ${PUSH_LIMITS.subscriptionsPerUser} browsers of an account`, async () => {
    const { user, accessToken } = await createSignedInUser(t);
    const browsers: BrowserSubscription[] = [];
    for (let i = 0; i <= PUSH_LIMITS.subscriptionsPerUser; i += 1) {
      browsers.push(standIn.subscribe());
      expect((await subscribe(accessToken, browsers[i])).statusCode).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const kept = (await rowsOf(user.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      browsers
        .slice(1)
        .map((browser) => browser.endpoint)
        .sort(),
    );
  });

  it('POST accepts padded base64url keys and stores them unpadded', async () => {
    const { accessToken } = await createSignedInUser(t);
    const browser = standIn.subscribe();
    const padded = { p256dh: `${browser.keys.p256dh}=`, auth: `${browser.keys.auth}==` };
    expect((await subscribe(accessToken, { ...browser, keys: padded })).statusCode).toBe(201);
    expect(await rowAt(browser.endpoint)).toMatchObject(browser.keys);
  });

  it('POST and DELETE answer 401 signed out, and with a forged token', async () => {
    const browser = standIn.subscribe();
    for (const token of [undefined, 'a.b.c']) {
      for (const response of [
        await subscribe(token, browser),
        await unsubscribe(token, { endpoint: browser.endpoint }),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      }
    }
    expect(await rowAt(browser.endpoint)).toBeUndefined();
  });

  describe('POST refuses what is not a usable subscription (400)', () => {
    const good = () => standIn.subscribe();
    const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const cases: Array<[string, () => unknown]> = [
      ['no body', () => undefined],
      ['an array', () => [good()]],
      ['no endpoint', () => ({ keys: good().keys })],
      ['no keys', () => ({ endpoint: good().endpoint })],
      ['no auth', () => ({ ...good(), keys: { p256dh: good().keys.p256dh } })],
      ['a number endpoint', () => ({ ...good(), endpoint: 42 })],
      ['keys as a string', () => ({ ...good(), keys: 'p256dh' })],
      ['a relative endpoint', () => ({ ...good(), endpoint: '/push/1' })],
      [
        'an http endpoint',
        () => ({ ...good(), endpoint: good().endpoint.replace('https:', 'http:') }),
      ],
      ['a javascript: endpoint', () => ({ ...good(), endpoint: 'javascript:alert(1)' })],
      [
        'credentials in the endpoint',
        () => ({ ...good(), endpoint: 'https://u:p@push.example/1' }),
      ],
      [
        'a too long endpoint',
        () => ({ ...good(), endpoint: `https://push.example/${'a'.repeat(2100)}` }),
      ],
      ['a short p256dh', () => ({ ...good(), keys: { ...good().keys, p256dh: 'BAAA' } })],
      [
        'a p256dh not on P-256',
        () => ({ ...good(), keys: { ...good().keys, p256dh: notOnCurve } }),
      ],
      [
        'a p256dh that is not base64url',
        () => ({ ...good(), keys: { ...good().keys, p256dh: `${'+'.repeat(87)}` } }),
      ],
      [
        'a long auth',
        () => ({
          ...good(),
          keys: { ...good().keys, auth: randomBytes(32).toString('base64url') },
        }),
      ],
      ['a string expirationTime', () => ({ ...good(), expirationTime: 'soon' })],
    ];
    it.each(cases)('%s', async (_name, payload) => {
      const { user, accessToken } = await createSignedInUser(t);
      const response = await subscribe(accessToken, payload());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(response.json().message).toMatch(/\w/);
      expect(await rowsOf(user.id)).toEqual([]);
    });

    it('broken JSON', async () => {
      const { accessToken } = await createSignedInUser(t);
      const response = await request(t, 'POST', SUBSCRIPTIONS, {
        token: accessToken,
        payload: '{"endpoint": "https://push.example/1", "keys": {',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'INVALID_JSON' });
    });
  });

  it("DELETE forgets the caller's browser; another account's endpoint is not found", async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    const browser = standIn.subscribe();
    await subscribe(a.accessToken, browser);

    const other = await unsubscribe(b.accessToken, { endpoint: browser.endpoint });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(await rowAt(browser.endpoint)).toBeDefined();

    const own = await unsubscribe(a.accessToken, { endpoint: browser.endpoint });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true, data: { endpoint: browser.endpoint } });
    expect(await rowAt(browser.endpoint)).toBeUndefined();
    expect((await unsubscribe(a.accessToken, { endpoint: browser.endpoint })).statusCode).toBe(404);
  });

  it.each<[string, unknown, string]>([
    ['no body', undefined, 'VALIDATION_ERROR'],
    ['no endpoint', {}, 'VALIDATION_ERROR'],
    ['a number endpoint', { endpoint: 1 }, 'VALIDATION_ERROR'],
    ['an unknown field', { endpoint: 'https://push.example/1', all: true }, 'VALIDATION_ERROR'],
    ['broken JSON', '{"endpoint":', 'INVALID_JSON'],
  ])('DELETE refuses %s (400)', async (_name, payload, code) => {
    const { accessToken } = await createSignedInUser(t);
    const response = await unsubscribe(accessToken, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code });
  });

  it('the routes are in the OpenAPI document with their schemas, secured where signed in', async () => {
    const document = (await request(t, 'GET', '/api/docs/json')).json();
    const key = document.paths['/api/push/public-key'].get;
    expect(key.security).toEqual([]);
    expect(
      key.responses['200'].content['application/json'].schema.properties.data.properties,
    ).toHaveProperty('publicKey');
    const subscriptions = document.paths['/api/users/me/push-subscriptions'];
    for (const operation of [subscriptions.post, subscriptions.delete]) {
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
    }
    const body = subscriptions.post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['endpoint', 'keys']));
    expect(body.properties.keys.properties.p256dh.pattern).toBeDefined();
    expect(subscriptions.delete.requestBody.content['application/json'].schema.required).toEqual([
      'endpoint',
    ]);
  });
});

describe("POST /push/subscription-changes (the service worker's pushsubscriptionchange)", () => {
  const t = useTestApp();

  const change = (payload: unknown, options: { token?: string; remoteAddress?: string } = {}) =>
    request(t, 'POST', CHANGES, { payload, ...options });
  const rowAt = (endpoint: string) => subscriptionAt(t, endpoint);
  const allRows = () => t.db.selectFrom('push_subscriptions').selectAll().orderBy('id').execute();

  /** A signed-in user whose browser turned alerts on. */
  async function subscribed() {
    const signedIn = await createSignedInUser(t);
    const browser = standIn.subscribe();
    const response = await request(t, 'POST', SUBSCRIPTIONS, {
      token: signedIn.accessToken,
      payload: browser,
    });
    expect(response.statusCode).toBe(201);
    return { ...signedIn, browser, row: (await rowAt(browser.endpoint))! };
  }

  /** What push-sw.js sends: the old endpoint and auth secret, the new subscription's JSON. */
  const body = (old: BrowserSubscription, next: unknown) => ({
    oldEndpoint: old.endpoint,
    oldAuth: old.keys.auth,
    newSubscription: next,
  });

  it('moves the row in place to the new subscription with the right secret, no token needed', async () => {
    const { user, browser, row } = await subscribed();
    const renewed = standIn.subscribe();
    const response = await change(body(browser, renewed));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { endpoint: renewed.endpoint } });

    expect(await rowAt(browser.endpoint)).toBeUndefined();
    expect(await rowAt(renewed.endpoint)).toEqual({
      ...row,
      endpoint: renewed.endpoint,
      ...renewed.keys,
    });
    expect(row.user_id).toBe(user.id);
    // The next alert reaches the new subscription, encrypted to its keys.
    await sendPushToUser(t.app, user.id, { title: 'x', body: 'y', url: '/', tag: 'a' });
    expect(standIn.messagesFor(renewed.endpoint)).toHaveLength(1);
    expect(standIn.messagesFor(browser.endpoint)).toEqual([]);
  });

  it("is what host/public/push-sw.js sends on the browser's pushsubscriptionchange", async () => {
    const { user, browser, row } = await subscribed();
    const renewed = standIn.subscribe();
    // The worker's own file, its fetch answered by this app.
    const listeners = new Map<string, (event: unknown) => void>();
    const fetch = async (url: string, init: { method: string; headers: object; body: string }) => {
      const answer = await request(t, init.method as 'POST', url, { payload: init.body });
      return new Response(answer.body, { status: answer.statusCode });
    };
    const source = await readFile(path.join(__dirname, '../../host/public/push-sw.js'), 'utf8');
    new Function('self', 'fetch', source)(
      {
        addEventListener: (type: string, listener: (event: unknown) => void) =>
          listeners.set(type, listener),
      },
      fetch,
    );
    let done: Promise<unknown> = Promise.resolve();
    listeners.get('pushsubscriptionchange')!({
      oldSubscription: { endpoint: browser.endpoint, options: null, toJSON: () => browser },
      newSubscription: { endpoint: renewed.endpoint, toJSON: () => renewed },
      waitUntil: (promise: Promise<unknown>) => (done = promise),
    });
    await done;
    expect(await rowAt(renewed.endpoint)).toEqual({
      ...row,
      endpoint: renewed.endpoint,
      ...renewed.keys,
    });
    expect(await rowAt(browser.endpoint)).toBeUndefined();
    expect(row.user_id).toBe(user.id);
  });

  it('takes a padded auth secret, and a new endpoint the page had already registered', async () => {
    const { accessToken, browser, row } = await subscribed();
    const renewed = standIn.subscribe();
    await request(t, 'POST', SUBSCRIPTIONS, { token: accessToken, payload: renewed });
    const response = await change({ ...body(browser, renewed), oldAuth: `${browser.keys.auth}==` });
    expect(response.statusCode).toBe(200);
    const rows = (await allRows()).filter((r) => r.user_id === row.user_id);
    expect(rows).toEqual([{ ...row, endpoint: renewed.endpoint, ...renewed.keys }]);
  });

  it('answers 404 alike for a wrong secret and an unknown endpoint, changing nothing', async () => {
    const { browser } = await subscribed();
    const before = await allRows();
    const stranger = standIn.subscribe();
    const renewed = standIn.subscribe();

    const wrongSecret = await change({ ...body(browser, renewed), oldAuth: stranger.keys.auth });
    const unknown = await change(body(stranger, renewed));
    for (const response of [wrongSecret, unknown]) {
      expectFailure(response, 404, 'NOT_FOUND', 'This browser has no alerts to move.');
    }
    expect(await allRows()).toEqual(before);
  });

  it("one user's subscription cannot be moved by knowing only its endpoint", async () => {
    const victim = await subscribed();
    const other = await subscribed();
    const before = await allRows();
    const attacker = standIn.subscribe();
    // Another account's own secret, its token, or the victim's p256dh (public to any sender)
    // prove nothing.
    for (const [oldAuth, token] of [
      [other.browser.keys.auth, undefined],
      [other.browser.keys.auth, other.accessToken],
      [victim.browser.keys.p256dh.slice(0, 22), other.accessToken],
    ] as const) {
      const response = await change(
        { oldEndpoint: victim.browser.endpoint, oldAuth, newSubscription: attacker },
        { token },
      );
      expect(response.statusCode).toBe(404);
    }
    expect(await allRows()).toEqual(before);
  });

  describe('refuses what is not a change of subscription (400), changing nothing', () => {
    const cases: Array<[string, (old: BrowserSubscription) => unknown]> = [
      ['no body', () => undefined],
      ['an array', (old) => [body(old, standIn.subscribe())]],
      ['no oldEndpoint', (old) => ({ ...body(old, standIn.subscribe()), oldEndpoint: undefined })],
      ['no oldAuth', (old) => ({ ...body(old, standIn.subscribe()), oldAuth: undefined })],
      ['no newSubscription', (old) => ({ oldEndpoint: old.endpoint, oldAuth: old.keys.auth })],
      ['a number oldEndpoint', (old) => ({ ...body(old, standIn.subscribe()), oldEndpoint: 7 })],
      [
        'an oldAuth of 32 bytes',
        (old) => ({ ...body(old, standIn.subscribe()), oldAuth: 'A'.repeat(43) }),
      ],
      ['a newSubscription string', (old) => body(old, 'https://push.example/1')],
      ['new keys missing', (old) => body(old, { endpoint: standIn.subscribe().endpoint })],
      [
        'an unknown field',
        (old) => ({ ...body(old, standIn.subscribe()), userId: 'someone-else' }),
      ],
      [
        'a new endpoint off the push services',
        (old) => body(old, { ...standIn.subscribe(), endpoint: 'https://10.0.0.5/push/1' }),
      ],
      [
        'an http new endpoint',
        (old) => {
          const next = standIn.subscribe();
          return body(old, { ...next, endpoint: next.endpoint.replace('https:', 'http:') });
        },
      ],
      [
        'a new p256dh not on P-256',
        (old) => {
          const next = standIn.subscribe();
          const notOnCurve = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]);
          return body(old, {
            ...next,
            keys: { ...next.keys, p256dh: notOnCurve.toString('base64url') },
          });
        },
      ],
      [
        'a huge new endpoint',
        (old) =>
          body(old, { ...standIn.subscribe(), endpoint: `${old.endpoint}${'a'.repeat(100_000)}` }),
      ],
    ];
    it.each(cases)('%s', async (_name, payload) => {
      const { browser } = await subscribed();
      const before = await allRows();
      const response = await change(payload(browser));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(response.json().message).toMatch(/\w/);
      expect(await allRows()).toEqual(before);
    });

    it('broken JSON, and a body over BODY_LIMIT (413), in the error shape', async () => {
      const broken = await change('{"oldEndpoint": "https://127.0.0.1/push/1", "oldAuth":');
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({ success: false, code: 'INVALID_JSON' });
      const { browser } = await subscribed();
      const before = await allRows();
      const huge = await change(
        JSON.stringify({ ...body(browser, standIn.subscribe()), pad: 'x'.repeat(2 * 1024 * 1024) }),
      );
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
      expect(await allRows()).toEqual(before);
    });
  });

  it('is limited per client address (429 with Retry-After)', async () => {
    const remoteAddress = '10.77.0.1';
    const stranger = standIn.subscribe();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      statuses.push((await change(body(stranger, stranger), { remoteAddress })).statusCode);
    }
    expect(statuses).toEqual(Array(30).fill(404));
    const limited = await change(body(stranger, stranger), { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await change(body(stranger, stranger))).statusCode).toBe(404);
  });

  it('is in the OpenAPI document without security, with its body and answers', async () => {
    const document = (await request(t, 'GET', '/api/docs/json')).json();
    const operation = document.paths[CHANGES].post;
    expect(operation.security).toEqual([]);
    const schema = operation.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['oldEndpoint', 'oldAuth', 'newSubscription']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.oldAuth.pattern).toBeDefined();
    expect(schema.properties.newSubscription.required).toEqual(
      expect.arrayContaining(['endpoint', 'keys']),
    );
    expect(Object.keys(operation.responses)).toEqual(
      expect.arrayContaining(['200', '400', '404', '429']),
    );
  });
});

describe('push endpoints: only on the push services browsers use', () => {
  it('accepts their hosts and the hosts below them, nothing else', () => {
    const allowed = DEFAULT_PUSH_SERVICE_HOSTS;
    for (const host of [
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      'wns2-par02p.notify.windows.com',
      'web.push.apple.com',
      'FCM.googleapis.com',
    ]) {
      expect(isPushServiceHost(host, allowed)).toBe(true);
    }
    for (const host of [
      '10.0.0.5',
      '127.0.0.1',
      '169.254.169.254',
      'localhost',
      'internal.example',
      'fcm.googleapis.com.evil.example',
      'evilfcm.googleapis.com.example',
      'notfcm.googleapis.co',
    ]) {
      expect(isPushServiceHost(host, allowed)).toBe(false);
    }
  });

  /**
   * Endpoints that name a push service to one URL parser and another host to another (Node's
   * legacy url.parse ends a host at ; ' " ` { }, and reads an over-long host as none), or that
   * are not a plain host name at all.
   */
  const BYPASSES: Array<[string, string]> = [
    ['a semicolon', 'https://127.0.0.1;.fcm.googleapis.com/x'],
    ['a quote', "https://127.0.0.1'.fcm.googleapis.com/x"],
    ['a double quote', 'https://127.0.0.1".fcm.googleapis.com/x'],
    ['a backtick', 'https://127.0.0.1`.fcm.googleapis.com/x'],
    ['an opening brace', 'https://127.0.0.1{.fcm.googleapis.com/x'],
    ['a closing brace', 'https://127.0.0.1}.fcm.googleapis.com/x'],
    ['a semicolon after a port', 'https://127.0.0.1:443;.fcm.googleapis.com/x'],
    ['a backslash', 'https://127.0.0.1\\.fcm.googleapis.com/x'],
    ['a tab', 'https://127.0.0.1\t.fcm.googleapis.com/x'],
    ['a space', 'https://127.0.0.1 .fcm.googleapis.com/x'],
    ['an IPv6 loopback', 'https://[::1]/fcm/send/1'],
    ['an IPv4-mapped IPv6 address', 'https://[::ffff:127.0.0.1]/fcm/send/1'],
    ['a decimal IPv4 address', 'https://2130706433/fcm/send/1'],
    ['a hexadecimal IPv4 address', 'https://0x7f000001/fcm/send/1'],
    ['user info before the real host', 'https://fcm.googleapis.com@127.0.0.1/x'],
    ['user info with a port', 'https://fcm.googleapis.com:443@127.0.0.1/x'],
    ['user info on the push service', 'https://user:secret@fcm.googleapis.com/x'],
    ['a percent-encoded host', 'https://%66cm.googleapis.com/fcm/send/1'],
    ['a percent-encoded semicolon', 'https://127.0.0.1%3b.fcm.googleapis.com/x'],
    ['a host over 255 characters', `https://${'a'.repeat(250)}.fcm.googleapis.com/x`],
    ['a label over 63 characters', `https://${'a'.repeat(64)}.fcm.googleapis.com/x`],
    ['a trailing dot', 'https://fcm.googleapis.com./fcm/send/1'],
    ['an upper-case host', 'https://FCM.googleapis.com/fcm/send/1'],
    ['the default port spelled out', 'https://fcm.googleapis.com:443/fcm/send/1'],
    ['a fragment', 'https://127.0.0.1#.fcm.googleapis.com/x'],
    ['a query naming the service', 'https://127.0.0.1/x?.fcm.googleapis.com'],
    ['a full-width dot', 'https://fcm\uff0egoogleapis.com/fcm/send/1'],
    ['plain http', 'http://fcm.googleapis.com/fcm/send/1'],
  ];

  it.each(BYPASSES)('refuses %s, whichever parser reads it', (_name, endpoint) => {
    expect(() => pushTarget(endpoint, DEFAULT_PUSH_SERVICE_HOSTS)).toThrow(
      /^endpoint must be (an https URL|on a browser's push service)\.$/,
    );
  });

  it("reads a browser's endpoints into the host, port and path it connects to", () => {
    expect(
      pushTarget('https://fcm.googleapis.com/fcm/send/abc:APA91b', DEFAULT_PUSH_SERVICE_HOSTS),
    ).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      hostname: 'fcm.googleapis.com',
      port: 443,
      path: '/fcm/send/abc:APA91b',
      origin: 'https://fcm.googleapis.com',
    });
    const wns = 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA%2bxyz%3d';
    expect(pushTarget(wns, DEFAULT_PUSH_SERVICE_HOSTS)).toMatchObject({
      hostname: 'wns2-par02p.notify.windows.com',
      path: '/w/?token=BQYAAA%2bxyz%3d',
    });
    expect(pushTarget('https://localhost:8443/push/1', ['localhost'])).toMatchObject({
      hostname: 'localhost',
      port: 8443,
    });
  });

  describe('with the default PUSH_SERVICE_HOSTS', () => {
    const t = useTestApp({ env: { PUSH_SERVICE_HOSTS: DEFAULT_PUSH_SERVICE_HOSTS.join(',') } });

    const storedAt = (endpoint: string) =>
      t.db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', endpoint).execute();

    it.each([
      ['a private address', 'https://10.0.0.5:8443/push/1'],
      ['the loopback', 'https://127.0.0.1/push/1'],
      ['a cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
      ['a look-alike host', 'https://fcm.googleapis.com.evil.example/fcm/send/1'],
      ...BYPASSES,
    ])('POST refuses %s with a 400, storing nothing', async (_name, endpoint) => {
      const user = await createSignedInUser(t);
      const response = await request(t, 'POST', SUBSCRIPTIONS, {
        token: user.accessToken,
        payload: { ...standIn.subscribe(), endpoint },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(response.json().message).toMatch(/^endpoint must be/);
      expect(await storedAt(endpoint)).toEqual([]);
    });

    it.each(BYPASSES)(
      'a subscription change to %s is refused with a 400, moving nothing',
      async (_name, endpoint) => {
        const user = await createSignedInUser(t);
        const old = { ...standIn.subscribe(), endpoint: 'https://fcm.googleapis.com/fcm/send/old' };
        const kept = await request(t, 'POST', SUBSCRIPTIONS, {
          token: user.accessToken,
          payload: old,
        });
        expect(kept.statusCode).toBe(201);
        const response = await request(t, 'POST', CHANGES, {
          payload: {
            oldEndpoint: old.endpoint,
            oldAuth: old.keys.auth,
            newSubscription: { ...standIn.subscribe(), endpoint },
          },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
        expect(await storedAt(endpoint)).toEqual([]);
        expect(await storedAt(old.endpoint)).toHaveLength(1);
      },
    );

    it("accepts a browser's FCM endpoint", async () => {
      const user = await createSignedInUser(t);
      const endpoint = 'https://fcm.googleapis.com/fcm/send/abc:APA91b-example';
      const response = await request(t, 'POST', SUBSCRIPTIONS, {
        token: user.accessToken,
        payload: { ...standIn.subscribe(), endpoint },
      });
      expect(response.statusCode).toBe(201);
    });
  });
});

describe('sendPushToUser', () => {
  const t = useTestApp();
  const message = {
    title: 'New comment in Fitzroy',
    body: '12 Smith St: Quiet street, good light',
    url: 'http://127.0.0.1/?comment=abc',
    tag: 'area-0f3c',
  };

  async function subscribedUser(browsers = 1) {
    const signedIn = await createSignedInUser(t);
    const subscriptions: BrowserSubscription[] = [];
    for (let i = 0; i < browsers; i += 1) {
      const browser = standIn.subscribe();
      const response = await request(t, 'POST', SUBSCRIPTIONS, {
        token: signedIn.accessToken,
        payload: browser,
      });
      expect(response.statusCode).toBe(201);
      subscriptions.push(browser);
    }
    return { ...signedIn, subscriptions };
  }

  it('reaches every browser of the user, encrypted to it, signed with VAPID', async () => {
    const { user, subscriptions } = await subscribedUser(2);
    const stranger = await subscribedUser();
    await sendPushToUser(t.app, user.id, message);

    for (const browser of subscriptions) {
      expect(standIn.messagesFor(browser.endpoint).map((text) => JSON.parse(text))).toEqual([
        message,
      ]);
    }
    expect(standIn.messagesFor(stranger.subscriptions[0]!.endpoint)).toEqual([]);
    const received = standIn.received.find((push) =>
      subscriptions[0]!.endpoint.endsWith(push.subscription),
    )!;
    expect(received).toMatchObject({
      ttl: PUSH_TTL_SECONDS,
      urgency: 'normal',
      topic: topicOf(message.tag),
      vapidKey: t.app.push.publicKey,
      claims: { aud: standIn.origin, sub: 'mailto:no-reply@rentmap.localhost' },
    });
    expect(received.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('does nothing for a user with no browser subscribed', async () => {
    const { user } = await createSignedInUser(t);
    const before = standIn.received.length;
    await expect(sendPushToUser(t.app, user.id, message)).resolves.toBeUndefined();
    expect(standIn.received).toHaveLength(before);
  });

  it.each([410, 404])('deletes a subscription the push service answers %i for', async (status) => {
    const { user, subscriptions } = await subscribedUser(2);
    const [gone, kept] = subscriptions as [BrowserSubscription, BrowserSubscription];
    standIn.answerNext(gone.endpoint, status);
    await expect(sendPushToUser(t.app, user.id, message)).resolves.toBeUndefined();
    const endpoints = (
      await t.db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('user_id', '=', user.id)
        .execute()
    ).map((row) => row.endpoint);
    expect(endpoints).toEqual([kept.endpoint]);
    expect(standIn.messagesFor(kept.endpoint)).toHaveLength(1);
  });

  it.each([500, 503, 429])(
    'throws when the push service answers %i (worth retrying) and keeps the subscription',
    async (status) => {
      const { user, subscriptions } = await subscribedUser(2);
      const [failing, working] = subscriptions as [BrowserSubscription, BrowserSubscription];
      standIn.answerNext(failing.endpoint, status);
      await expect(sendPushToUser(t.app, user.id, message)).rejects.toThrow(PushDeliveryError);
      expect(standIn.messagesFor(working.endpoint)).toHaveLength(1);
      const rows = await t.db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('user_id', '=', user.id)
        .execute();
      expect(rows).toHaveLength(2);
      // The retry goes through.
      await sendPushToUser(t.app, user.id, message);
      expect(standIn.messagesFor(failing.endpoint)).toHaveLength(1);
    },
  );

  it('drops without retrying what the push service refuses (403: another key)', async () => {
    const { user, subscriptions } = await subscribedUser();
    standIn.answerNext(subscriptions[0]!.endpoint, 403);
    await expect(sendPushToUser(t.app, user.id, message)).resolves.toBeUndefined();
    expect(t.logs.some((line) => line.msg === 'The push service refused an alert')).toBe(true);
  });

  it('throws when the push service cannot be reached, and logs no endpoint', async () => {
    const { user, accessToken } = await createSignedInUser(t);
    const unreachable = standIn.subscribe();
    // Nothing listens on port 9 (discard) on this machine's loopback.
    const endpoint = unreachable.endpoint.replace(/:\d+\//, ':9/');
    await request(t, 'POST', SUBSCRIPTIONS, {
      token: accessToken,
      payload: { ...unreachable, endpoint },
    });
    await expect(sendPushToUser(t.app, user.id, message)).rejects.toThrow(PushDeliveryError);
    const logged = JSON.stringify(t.logs);
    expect(logged).toContain('Sending an alert to a push service failed');
    expect(logged).not.toContain(new URL(endpoint).pathname);
  });

  it('never connects to a host outside PUSH_SERVICE_HOSTS, even for a row stored before the rules', async () => {
    const { user, subscriptions } = await subscribedUser();
    const port = new URL(standIn.origin).port;
    // Rows an older API could have stored: each names the stand-in (allowed) to the WHATWG
    // parser and 127.0.0.1 to Node's legacy one.
    const smuggled = [
      `https://127.0.0.1;.localhost:${port}/push/1`,
      'https://127.0.0.1;.localhost/push/2',
      `https://${'a'.repeat(260)}.localhost/push/3`,
    ];
    const row = await t.db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('endpoint', '=', subscriptions[0]!.endpoint)
      .executeTakeFirstOrThrow();
    for (const endpoint of smuggled) {
      await t.db
        .insertInto('push_subscriptions')
        .values({ ...row, id: randomUUID(), endpoint, created_at: nowTimestamp() })
        .execute();
    }

    const hosts: string[] = [];
    const onRequest = (message: unknown) =>
      hosts.push((message as { request: ClientRequest }).request.host);
    diagnosticsChannel.subscribe('http.client.request.start', onRequest);
    try {
      await sendPushToUser(t.app, user.id, message);
    } finally {
      diagnosticsChannel.unsubscribe('http.client.request.start', onRequest);
    }

    expect(hosts).toEqual(['localhost']);
    expect(standIn.messagesFor(subscriptions[0]!.endpoint)).toHaveLength(1);
    const left = await t.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', user.id)
      .execute();
    expect(left.map((r) => r.endpoint)).toEqual([subscriptions[0]!.endpoint]);
    expect(
      t.logs.filter(
        (line) =>
          line.msg === 'A push subscription is not on an allowed push service; deleted it unsent',
      ),
    ).toHaveLength(smuggled.length);
  });
});

describe('the push service worker', () => {
  let webRoot: FakeWebRoot;
  let t: TestApp;
  beforeAll(async () => {
    webRoot = await createFakeWebRoot();
    // The file the host build copies to its root (host/public/).
    await copyFile(
      path.join(__dirname, '../../host/public/push-sw.js'),
      path.join(webRoot.dir, 'host/dist/push-sw.js'),
    );
    t = await startTestApp({ env: { WEB_ROOT: webRoot.dir } });
  });
  afterAll(async () => {
    await t?.close();
    await webRoot?.remove();
  });

  it('is served at the root as JavaScript, revalidated on every check, allowed as a worker', async () => {
    const response = await request(t, 'GET', '/push-sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(response.body).toContain("addEventListener('push'");
    expect(response.body).toContain("addEventListener('notificationclick'");
    expect(response.body).toContain("addEventListener('pushsubscriptionchange'");
  });
});
