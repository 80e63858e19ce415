import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { makeJpeg } from './fixtures/images';
import { bearer, createSignedInUser, type SignedInUser } from './helpers/auth';
import { photoForm } from './helpers/multipart';
import { openApiConformance, type Exchange } from './helpers/openapi-validation';
import { codeIn, lastMailTo } from './helpers/outbox';
import { startTestAppBeside, useStartedApp } from './helpers/test-app';
import { startTileServer } from './helpers/tile-server';
import { newCommentPayload } from './factories/marker-comment.factory';

const SYDNEY = { west: 151.15, south: -33.92, east: 151.25, north: -33.84 };
const SYDNEY_BBOX = `${SYDNEY.west},${SYDNEY.south},${SYDNEY.east},${SYDNEY.north}`;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Ordinary use of the whole API, every answer checked against the document the API serves
 * at /api/docs/json: the status must be one the operation lists, with that status's media
 * type, headers and body schema, and the request must be one the document allows.
 */
describe('the served OpenAPI document describes what the API answers', () => {
  const t = useStartedApp(async () => {
    const tiles = await startTileServer();
    return startTestAppBeside(tiles, { env: { TILE_URL: tiles.template } });
  });

  const exchanges: Exchange[] = [];
  let address = 0;

  type Request = {
    method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    user?: SignedInUser | null;
    headers?: Record<string, string>;
    payload?: unknown;
    /** Sent from the same address as the previous request (rate limits). */
    sameAddress?: boolean;
    invalidRequest?: boolean;
  };

  /** Sends a request (from its own client address) and keeps it with its answer. */
  async function send(request: Request) {
    if (!request.sameAddress) address += 1;
    const headers = {
      ...(request.user ? bearer(request.user.accessToken) : {}),
      ...request.headers,
    };
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      headers,
      payload: request.payload as InjectOptions['payload'],
      remoteAddress: `10.9.${(address >> 8) & 255}.${address & 255}`,
    });
    exchanges.push({
      request: { method: request.method, url: request.url, headers, payload: request.payload },
      response: {
        statusCode: response.statusCode,
        headers: response.headers,
        rawPayload: response.rawPayload,
      },
      invalidRequest: request.invalidRequest,
    });
    return response;
  }
  const expectStatus = async (status: number, request: Request) => {
    const response = await send(request);
    expect({ request: `${request.method} ${request.url}`, status: response.statusCode }).toEqual({
      request: `${request.method} ${request.url}`,
      status,
    });
    return response;
  };

  /** expectStatus for each [status, request] of a table, in order. */
  const expectEach = async (table: Array<[number, Request]>) => {
    for (const [status, request] of table) await expectStatus(status, request);
  };

  it('for every answer of a session across the API', async () => {
    // System
    await expectStatus(200, { method: 'GET', url: '/api/health' });
    await expectStatus(200, { method: 'HEAD', url: '/api/health' });
    await expectStatus(200, { method: 'GET', url: '/api/config' });
    await send({ method: 'GET', url: '/api/push/public-key' });

    // Sign up, verify the email, sign in
    const email = `renter-${randomUUID().slice(0, 8)}@example.com`;
    const username = `renter${randomUUID().slice(0, 8)}`;
    const password = 'a long enough passphrase';
    const registration: Request = {
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, username, password, firstName: 'Rae', lastName: 'Renter' },
    };
    await expectEach([
      [200, { method: 'GET', url: `/api/auth/check-email?email=${email}` }],
      [200, { method: 'GET', url: `/api/auth/check-username?username=${username}` }],
      [201, registration],
      [409, registration],
    ]);
    const code = codeIn(await lastMailTo(t, email));
    const wrongCode = code === '000000' ? '111111' : '000000';
    await expectEach([
      [400, { method: 'POST', url: '/api/auth/verify-email', payload: { email, code: wrongCode } }],
      [200, { method: 'POST', url: '/api/auth/verify-email', payload: { email, code } }],
      [200, { method: 'POST', url: '/api/auth/resend-verification', payload: { email } }],
      [
        401,
        {
          method: 'POST',
          url: '/api/auth/login',
          payload: { identifier: email, password: 'not the password at all' },
        },
      ],
      [
        413,
        {
          method: 'POST',
          url: '/api/auth/login',
          payload: { identifier: email, password: 'x'.repeat(t.config.bodyLimit) },
          invalidRequest: true,
        },
      ],
      [
        415,
        {
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/xml' },
          payload: `<identifier>${email}</identifier>`,
          invalidRequest: true,
        },
      ],
    ]);
    const login = await expectStatus(200, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: email, password },
    });
    const tokens = login.json().data as { accessToken: string; refreshToken: string };
    const rae: SignedInUser = {
      user: { id: login.json().data.user.id, email },
      accessToken: tokens.accessToken,
      password,
    };
    const refreshed = await expectStatus(200, {
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: tokens.refreshToken },
    });
    await expectStatus(401, {
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: tokens.refreshToken.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')) },
    });

    // The signed-in user
    await expectStatus(200, { method: 'GET', url: '/api/users/me', user: rae });
    await expectStatus(401, { method: 'GET', url: '/api/users/me', invalidRequest: true });
    await expectStatus(401, { method: 'HEAD', url: '/api/users/me', invalidRequest: true });
    await expectStatus(401, {
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: 'Bearer not-a-token' },
    });
    await expectStatus(200, {
      method: 'PUT',
      url: '/api/users/me',
      user: rae,
      payload: { firstName: 'Rae', lastName: 'Renterton' },
    });
    const settings = await expectStatus(200, {
      method: 'GET',
      url: '/api/users/me/settings',
      user: rae,
    });
    await expectStatus(200, {
      method: 'PUT',
      url: '/api/users/me/settings',
      user: rae,
      payload: settings.json().data,
    });
    await expectStatus(400, {
      method: 'PUT',
      url: '/api/users/me/settings',
      user: rae,
      payload: { nonsense: true },
      invalidRequest: true,
    });

    // A photo upload, the photo, and a comment with it
    const form = photoForm(await makeJpeg());
    const upload = await expectStatus(200, {
      method: 'POST',
      url: '/api/file-storage/upload',
      user: rae,
      headers: form.headers,
      payload: form.payload,
    });
    const photo = upload.json().data as { name: string; url: string; thumbnailUrl: string };
    const spare = await expectStatus(200, {
      method: 'POST',
      url: '/api/file-storage/upload',
      user: rae,
      headers: form.headers,
      payload: form.payload,
    });
    await expectStatus(401, {
      method: 'POST',
      url: '/api/file-storage/upload',
      headers: form.headers,
      payload: form.payload,
      invalidRequest: true,
    });
    const photoUrl = `/api/file-storage/files/${photo.name}`;
    const file = await expectStatus(200, { method: 'GET', url: photoUrl });
    expect(file.headers['content-type']).toBe('image/jpeg');
    await expectStatus(304, {
      method: 'GET',
      url: photoUrl,
      headers: { 'if-none-match': String(file.headers.etag) },
    });
    await expectStatus(200, { method: 'HEAD', url: photoUrl });
    await expectStatus(200, {
      method: 'GET',
      url: new URL(photo.thumbnailUrl, 'http://localhost').pathname,
    });
    await expectStatus(404, {
      method: 'GET',
      url: `/api/file-storage/files/${'0'.repeat(32)}.jpg`,
    });
    await expectStatus(400, {
      method: 'GET',
      url: `${photoUrl}?expires=soon`,
      invalidRequest: true,
    });

    const created = await expectStatus(200, {
      method: 'POST',
      url: '/api/marker',
      user: rae,
      payload: newCommentPayload({ photoUrls: [photo.name] }),
    });
    const comment = created.json().data as { id: string };
    await expectStatus(400, {
      method: 'POST',
      url: '/api/marker',
      user: rae,
      payload: newCommentPayload({ coordinates: { lat: 100, lon: 0 } }),
      invalidRequest: true,
    });
    await expectStatus(409, {
      method: 'DELETE',
      url: '/api/file-storage/delete',
      user: rae,
      payload: { fileName: photo.name },
    });
    await expectStatus(200, {
      method: 'DELETE',
      url: '/api/file-storage/delete',
      user: rae,
      payload: { fileName: spare.json().data.name },
    });

    // The list, the map and one comment
    await expectEach([
      [200, { method: 'GET', url: '/api/marker/marker-comments/list' }],
      [
        200,
        {
          method: 'GET',
          url: `/api/marker/marker-comments/list?bbox=${SYDNEY_BBOX}&size=5&sort=oldest`,
          user: rae,
        },
      ],
      [
        200,
        {
          method: 'GET',
          url: '/api/marker/marker-comments/list?page=1&size=1&types=Apartment&photos=true',
        },
      ],
      [
        400,
        {
          method: 'GET',
          url: '/api/marker/marker-comments/list?size=lots',
          invalidRequest: true,
        },
      ],
      [
        200,
        {
          method: 'GET',
          url: `/api/marker/clusters?bbox=${SYDNEY_BBOX}&zoom=12`,
        },
      ],
      [
        400,
        {
          method: 'GET',
          url: '/api/marker/clusters?zoom=12',
          invalidRequest: true,
        },
      ],
      [200, { method: 'GET', url: `/api/marker/marker-comments/${comment.id}` }],
      [404, { method: 'GET', url: `/api/marker/marker-comments/${UNKNOWN_ID}` }],
      [
        400,
        {
          method: 'GET',
          url: '/api/marker/marker-comments/not-an-id',
          invalidRequest: true,
        },
      ],
      [
        200,
        {
          method: 'GET',
          url: '/api/marker/marker-comments/same-place?lat=-33.8915&lon=151.2767',
        },
      ],
      [
        200,
        {
          method: 'PUT',
          url: `/api/marker/marker-comments/${comment.id}/like`,
          user: rae,
        },
      ],
      [
        200,
        {
          method: 'DELETE',
          url: `/api/marker/marker-comments/${comment.id}/like`,
          user: rae,
        },
      ],
      [
        200,
        {
          method: 'PATCH',
          url: `/api/marker/marker-comments/${comment.id}`,
          user: rae,
          payload: { unitNumber: '12C' },
        },
      ],
      [200, { method: 'GET', url: '/api/users/me/comments', user: rae }],
      [200, { method: 'GET', url: '/api/users/me/comments?size=1', user: rae }],
      [
        200,
        { method: 'GET', url: `/api/marker/marker-comments/${comment.id}/move-in-kit`, user: rae },
      ],
      [
        404,
        { method: 'GET', url: `/api/marker/marker-comments/${UNKNOWN_ID}/move-in-kit`, user: rae },
      ],
    ]);

    // Static map
    const map = await expectStatus(200, {
      method: 'GET',
      url: '/api/static-map?lat=-33.8915&lon=151.2767',
    });
    expect(map.headers['content-type']).toBe('image/png');
    await expectStatus(200, {
      method: 'GET',
      url: '/api/static-map?lat=-33.8915&lon=151.2767&zoom=15&width=300&height=200',
    });
    await expectStatus(200, { method: 'HEAD', url: '/api/static-map?lat=-33.8915&lon=151.2767' });
    await expectStatus(400, {
      method: 'GET',
      url: '/api/static-map?lat=95&lon=151.2767',
      invalidRequest: true,
    });

    // Places
    await send({ method: 'GET', url: '/api/geo/search?q=Bondi' });
    await send({ method: 'GET', url: '/api/geo/reverse?lat=-33.8915&lon=151.2767' });
    await send({ method: 'GET', url: '/api/locations/reverse?lat=-33.8915&lon=151.2767' });
    await expectStatus(400, { method: 'GET', url: '/api/geo/search', invalidRequest: true });

    // Watched areas, feeds, open data
    const area = await expectStatus(201, {
      method: 'POST',
      url: '/api/users/me/watched-areas',
      user: rae,
      payload: { name: 'Inner Sydney', kind: 'view', bounds: SYDNEY },
    });
    const watched = area.json().data as { id: string; feedUrl: string };
    await expectStatus(200, { method: 'GET', url: '/api/users/me/watched-areas', user: rae });
    await expectStatus(200, {
      method: 'PATCH',
      url: `/api/users/me/watched-areas/${watched.id}`,
      user: rae,
      payload: { name: 'Sydney' },
    });
    await expectStatus(404, {
      method: 'PATCH',
      url: `/api/users/me/watched-areas/${UNKNOWN_ID}`,
      user: rae,
      payload: { name: 'Nowhere' },
    });
    const feed = await expectStatus(200, { method: 'GET', url: '/api/feeds/comments' });
    expect(feed.headers['content-type']).toMatch(/^application\/atom\+xml/);
    await expectStatus(304, {
      method: 'GET',
      url: '/api/feeds/comments',
      headers: { 'if-none-match': String(feed.headers.etag) },
    });
    await expectStatus(200, { method: 'HEAD', url: '/api/feeds/comments' });
    await expectStatus(200, {
      method: 'GET',
      url: `/api/feeds/comments?bbox=${SYDNEY_BBOX}&types=Apartment`,
    });
    await expectStatus(400, {
      method: 'GET',
      url: '/api/feeds/comments?bbox=nowhere',
      invalidRequest: true,
    });
    const areaFeedPath = new URL(watched.feedUrl, 'http://localhost').pathname;
    await expectStatus(200, { method: 'GET', url: areaFeedPath });
    await expectStatus(404, { method: 'GET', url: `/api/feeds/areas/${'x'.repeat(43)}` });
    const openData = await expectStatus(200, { method: 'GET', url: '/api/open-data/comments' });
    expect(openData.headers['content-type']).toMatch(/^application\/geo\+json/);
    await expectStatus(200, { method: 'HEAD', url: '/api/open-data/comments' });
    await expectStatus(200, {
      method: 'GET',
      url: `/api/open-data/comments?bbox=${SYDNEY_BBOX}&size=1`,
    });
    await expectStatus(400, {
      method: 'GET',
      url: '/api/open-data/comments?size=0',
      invalidRequest: true,
    });

    // One-click unsubscribe: JSON for mail programs, a page for browsers
    const { unsubscribe_token: token } = await t.db
      .selectFrom('watched_areas')
      .select('unsubscribe_token')
      .where('id', '=', watched.id)
      .executeTakeFirstOrThrow();
    const unsubscribe = `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
    const unknownLink = `/api/alerts/unsubscribe?token=${'x'.repeat(43)}`;
    const page = await expectStatus(200, {
      method: 'GET',
      url: unsubscribe,
      headers: { accept: 'text/html' },
    });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    await expectStatus(404, { method: 'GET', url: unknownLink });
    await expectStatus(404, { method: 'GET', url: unknownLink, headers: { accept: 'text/html' } });
    await expectStatus(400, {
      method: 'GET',
      url: '/api/alerts/unsubscribe',
      headers: { accept: 'text/html' },
      invalidRequest: true,
    });
    // One-click unsubscribe (RFC 8058), as a mail client posts it and as a browser does.
    for (const [status, url] of [
      [200, unsubscribe],
      [404, unknownLink],
    ] as const) {
      for (const headers of [FORM, { ...FORM, accept: 'text/html' }]) {
        await expectStatus(status, {
          method: 'POST',
          url,
          headers,
          payload: 'List-Unsubscribe=One-Click',
        });
      }
    }

    // Push subscriptions and the phone number (answers depend on what is configured)
    const pushAndPhone: Request[] = [
      {
        method: 'POST',
        url: '/api/users/me/push-subscriptions',
        user: rae,
        payload: { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } },
        invalidRequest: true,
      },
      {
        method: 'DELETE',
        url: '/api/users/me/push-subscriptions',
        user: rae,
        payload: { endpoint: 'https://127.0.0.1/push/unknown' },
      },
      {
        method: 'POST',
        url: '/api/push/subscription-changes',
        payload: {
          oldEndpoint: 'https://127.0.0.1/push/unknown',
          oldAuth: 'AAAAAAAAAAAAAAAAAAAAAA',
          newSubscription: {
            endpoint: 'https://127.0.0.1/push/new',
            keys: { p256dh: 'x', auth: 'y' },
          },
        },
        invalidRequest: true,
      },
      {
        method: 'PUT',
        url: '/api/users/me/phone',
        user: rae,
        payload: { phoneNumber: '+61 412 345 678' },
      },
      { method: 'POST', url: '/api/users/me/phone/verify', user: rae, payload: { code: '000000' } },
      { method: 'DELETE', url: '/api/users/me/phone', user: rae },
    ];
    for (const request of pushAndPhone) await send(request);

    // Moderation: a reader reports, the author asks for review, a moderator decides
    const reader = await createSignedInUser(t);
    const moderator = await createSignedInUser(t, { is_moderator: 1 });
    const report: Request = {
      method: 'POST',
      url: `/api/marker/marker-comments/${comment.id}/reports`,
      user: reader,
      payload: { reason: 'offensive' },
    };
    await expectStatus(200, report);
    await expectStatus(409, report);
    await send({
      method: 'POST',
      url: `/api/marker/marker-comments/${comment.id}/review`,
      user: rae,
    });
    await expectStatus(403, { method: 'GET', url: '/api/moderation/queue', user: reader });
    const asModerator: Array<[number, Request]> = [
      [200, { method: 'GET', url: '/api/moderation/queue' }],
      [200, { method: 'GET', url: '/api/moderation/queue?size=1' }],
      [200, { method: 'GET', url: `/api/moderation/comments/${comment.id}` }],
      [
        200,
        {
          method: 'POST',
          url: `/api/moderation/comments/${comment.id}/actions`,
          payload: { decision: 'dismiss', reason: 'Nothing wrong with it.' },
        },
      ],
      [200, { method: 'GET', url: '/api/moderation/log' }],
      [200, { method: 'GET', url: '/api/moderation/log?size=1' }],
      [
        404,
        {
          method: 'POST',
          url: '/api/moderation/moderators',
          payload: { email: 'nobody@example.com' },
        },
      ],
    ];
    await expectEach(
      asModerator.map(([status, request]) => [status, { ...request, user: moderator }]),
    );

    // The data export
    const exported = await expectStatus(200, {
      method: 'GET',
      url: '/api/users/me/export',
      user: rae,
    });
    expect(exported.headers['content-type']).toBe('application/zip');

    // Passwords
    const forgotPassword: Request = {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    };
    await expectEach([
      [200, forgotPassword],
      [
        400,
        {
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { email, code: '000000', newPassword: 'another long passphrase' },
        },
      ],
    ]);
    await send({
      method: 'POST',
      url: '/api/users/me/password',
      user: rae,
      payload: { currentPassword: 'not the password at all', newPassword: 'x'.repeat(20) },
    });
    await send({
      method: 'POST',
      url: '/api/auth/google',
      payload: { accessToken: 'not-a-google-token' },
    });

    // A rate limit: forgot-password for one account, more than it allows
    let limited = await send(forgotPassword);
    for (let i = 0; i < 10 && limited.statusCode !== 429; i += 1) {
      limited = await send({ ...forgotPassword, sameAddress: true });
    }
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();

    // Signing out, and the account going
    await expectStatus(200, {
      method: 'DELETE',
      url: `/api/users/me/watched-areas/${watched.id}`,
      user: rae,
    });
    await expectStatus(200, {
      method: 'DELETE',
      url: `/api/marker/marker-comments/${comment.id}`,
      user: rae,
    });
    await expectStatus(200, {
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: refreshed.json().data.refreshToken },
    });
    const signIn = async () => {
      const again = await expectStatus(200, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: email, password },
      });
      return { ...rae, accessToken: again.json().data.accessToken as string };
    };
    await expectStatus(200, { method: 'POST', url: '/api/auth/logout-all', user: await signIn() });
    await expectStatus(200, {
      method: 'DELETE',
      url: '/api/users/me',
      user: await signIn(),
      payload: { confirmation: 'DELETE', password },
    });

    // Every answer, checked against the served document
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const problemsOf = await openApiConformance(document);
    const problems = exchanges.flatMap(problemsOf);
    expect(problems).toEqual([]);
    expect(exchanges.length).toBeGreaterThan(100);
    // Successes and each kind of failure were among them.
    const statuses = new Set(exchanges.map((exchange) => exchange.response.statusCode));
    expect([...statuses].sort()).toEqual(
      expect.arrayContaining([200, 201, 304, 400, 401, 403, 404, 409, 413, 415, 429]),
    );
  }, 120_000);
});
