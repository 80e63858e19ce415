import { Type } from 'typebox';
import { NOT_FOUND_RATE_LIMIT } from '../src/plugins/rate-limit';
import { useTestApp } from './helpers/test-app';
import { expectFailure, expectRateLimited } from './helpers/responses';

const BODY_LIMIT = 2048;

describe('error responses', () => {
  const t = useTestApp({
    env: { BODY_LIMIT: String(BODY_LIMIT) },
    setup: (app) => {
      // Test-only routes: a JSON endpoint with a body schema, and one that fails unexpectedly.
      app.post(
        '/api/test/echo',
        {
          schema: {
            body: Type.Object({
              name: Type.String({ minLength: 1 }),
              email: Type.Optional(Type.String({ format: 'email' })),
              coordinates: Type.Optional(Type.Object({ lat: Type.Number() })),
            }),
          },
        },
        async (request) => ({ success: true, data: request.body }),
      );
      app.get('/api/test/explode', async () => {
        throw new Error('connection to 10.0.0.5 refused; password=hunter2');
      });
    },
  });

  const postJson = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  it('answers an unknown /api route with 404 NOT_FOUND as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });

    expectFailure(response, 404, 'NOT_FOUND', 'The requested resource was not found.');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a POST to an unknown /api route with 404 too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('answers a known path with the wrong method with 405 and an Allow header', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/health' });

    expectFailure(
      response,
      405,
      'METHOD_NOT_ALLOWED',
      'DELETE is not allowed here. Allowed: GET, HEAD.',
    );
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('answers GET on a POST-only route with 405 Allow: POST', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/echo' });

    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
  });

  it('accepts a valid JSON body', async () => {
    const response = await postJson('{"name":"Ada"}');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { name: 'Ada' } });
  });

  it.each([
    ['{}', "Field 'name' is required."],
    ['{"name":""}', "Field 'name' must not be empty."],
    ['{"name":"Ada","email":"not-an-email"}', "Field 'email' must be a valid email address."],
    ['{"name":"Ada","coordinates":{"lat":"north"}}', "Field 'coordinates.lat' must be a number."],
    ['[1,2]', 'The request body must be an object.'],
  ])('rejects the body %s with 400 VALIDATION_ERROR naming the field', async (payload, message) => {
    const response = await postJson(payload);

    expectFailure(response, 400, 'VALIDATION_ERROR', message);
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await postJson('{"name": "Ada"');

    expectFailure(response, 400, 'INVALID_JSON', 'The request body is not valid JSON.');
  });

  it('answers an empty JSON body with 400 INVALID_JSON', async () => {
    const response = await postJson('');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_JSON' });
  });

  it('rejects prototype poisoning attempts as a bad request', async () => {
    const response = await postJson('{"name":"Ada","__proto__":{"admin":true}}');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>Ada</name>',
    });

    expectFailure(
      response,
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'This content type is not supported here. Send the body as application/json.',
    );
  });

  it('answers a body over BODY_LIMIT with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await postJson(JSON.stringify({ name: 'x'.repeat(BODY_LIMIT) }));

    expectFailure(response, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
  });

  it('hides unexpected exceptions behind 500 INTERNAL_ERROR and logs them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });

    expectFailure(
      response,
      500,
      'INTERNAL_ERROR',
      'Something went wrong on our side. Please try again later.',
    );
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toMatch(/hunter2|10\.0\.0\.5|at .*\.ts/);
    const logged = t.logs.find((line) => line.msg === 'Request failed');
    expect(logged).toMatchObject({
      level: 50,
      err: { message: expect.stringContaining('refused') },
    });
  });
});

describe('rate limiting of unknown paths', () => {
  const t = useTestApp();

  it('answers 429 RATE_LIMITED with Retry-After once the limit is passed', async () => {
    const hit = () => t.app.inject({ method: 'GET', url: '/api/scanner-probe' });
    for (let i = 0; i < NOT_FOUND_RATE_LIMIT.max; i += 1) {
      expect((await hit()).statusCode).toBe(404);
    }

    const response = await hit();

    expectRateLimited(response, /^Too many requests\. Please try again in .+\.$/);
  });

  it('never limits people opening client-side routes of the web app', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/profile',
      headers: { accept: 'text/html' },
    });

    expect(response.statusCode).not.toBe(429);
  });

  it('limits scanners that ask for unknown pages as HTML too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wp-admin',
      headers: { accept: 'text/html' },
    });

    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});
