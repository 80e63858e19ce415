/** @jest-environment node */
// Node environment: axios uses its http adapter against a real local server (startLocalApi).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TokenService } from '../auth/token-service';
import { TEXTS } from '../texts';
import { createApiClient } from '../auth/api-client';
import { startLocalApi, type Seen } from '../../test/local-api';
import { ApiError, isCancelled } from './api-error';
import { errorText, withErrorText } from './error-text';
import { createTypedApiClient, type TypedApiClient } from './typed-client';
import { rejectionOf } from '../../test/rejection';

/** An answer with the API's failure envelope { success: false, code, message }. */
const refusal = (status: number, code: string, message: string) => ({
  status,
  body: JSON.stringify({ success: false, code, message }),
});

/** Answers `METHOD /api/path` from the table below; the request is logged. */
const replies: Record<string, { status: number; body?: string; hang?: boolean }> = {
  'GET /api/places?q=bondi': { status: 200, body: '{"success":true,"data":[{"name":"Bondi"}]}' },
  'POST /api/echo': { status: 201, body: 'echo' },
  'PUT /api/echo': { status: 200, body: 'echo' },
  'PATCH /api/echo': { status: 200, body: 'echo' },
  'DELETE /api/echo': { status: 200, body: 'echo' },
  'POST /api/taken': refusal(409, 'EMAIL_ALREADY_IN_USE', 'Email already in use'),
  'GET /api/old-error': { status: 400, body: '{"error":"Bad input","code":"SOMETHING_ELSE"}' },
  'GET /api/bare-503': { status: 503 },
  'GET /api/proxy-page': { status: 502, body: '<html>Bad gateway</html>' },
  'GET /api/no-envelope': { status: 200, body: '{}' },
  'GET /api/html-200': { status: 200, body: '<!doctype html><p>Hello</p>' },
  'GET /api/refused-200': refusal(200, 'INTERNAL_ERROR', 'Not today'),
  'GET /api/hang': { status: 200, hang: true },
  'GET /api/users/me': refusal(401, 'UNAUTHORIZED', 'No'),
};

const local = startLocalApi(({ method, url, body }) => {
  const reply = replies[`${method} ${url}`] ?? { status: 404 };
  if (reply.hang) return 'hang';
  const text =
    reply.body === 'echo' ? JSON.stringify({ success: true, data: { method, body } }) : reply.body;
  return { status: reply.status, body: text };
});
let seen: Seen[];
let tokens: TokenService;
let onSignInRequired: jest.Mock;
let api: TypedApiClient;
beforeEach(() => ({ seen, tokens, onSignInRequired, api } = local));

async function apiFailure(call: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(call);
  if (!(error instanceof ApiError)) throw new Error(`Not an ApiError: ${String(error)}`);
  return error;
}

describe('the typed client unwraps { success: true, data }', () => {
  it('resolves a GET with its data, the query from params', async () => {
    await expect(api.get('/places', { params: { q: 'bondi' } })).resolves.toEqual([
      { name: 'Bondi' },
    ]);
  });

  it('resolves getAnswer with the whole success answer', async () => {
    await expect(api.getAnswer('/places', { params: { q: 'bondi' } })).resolves.toEqual({
      success: true,
      data: [{ name: 'Bondi' }],
    });
  });

  it('sends the body of POST, PUT, PATCH and DELETE as JSON', async () => {
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      await expect(api[method]('/echo', { fileName: 'x.jpg' })).resolves.toEqual({
        method: method.toUpperCase(),
        body: '{"fileName":"x.jpg"}',
      });
    }
  });

  it('sends the bearer token unless the call says skipAuth', async () => {
    tokens.setSession({ accessToken: 'a.b.c', refreshToken: 'r', user: null });
    await api.post('/echo', {});
    await api.post('/echo', {}, { skipAuth: true });
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer a.b.c', undefined]);
  });
});

describe('every failure is one ApiError { status, code, message }', () => {
  it("carries the API's status, code and sentence", async () => {
    const error = await apiFailure(api.post('/taken', { email: 'ada@example.com' }));
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 409,
      code: 'EMAIL_ALREADY_IN_USE',
      message: 'Email already in use',
    });
  });

  it("reads an older body's error, and drops a code the contract does not know", async () => {
    const error = await apiFailure(api.get('/old-error'));
    expect(error).toMatchObject({ status: 400, code: undefined, message: 'Bad input' });
  });

  it("says 'HTTP {status}' when the answer has no words (empty, or a proxy's page)", async () => {
    expect(await apiFailure(api.get('/bare-503'))).toMatchObject({
      status: 503,
      message: 'HTTP 503',
      wordless: true,
    });
    expect(await apiFailure(api.get('/proxy-page'))).toMatchObject({
      status: 502,
      message: 'HTTP 502',
    });
  });

  it('treats a 2xx without the success envelope as a failure', async () => {
    expect(await apiFailure(api.get('/no-envelope'))).toMatchObject({
      status: 200,
      message: 'HTTP 200',
      wordless: true,
    });
    expect(await apiFailure(api.get('/html-200'))).toMatchObject({ status: 200, wordless: true });
    expect(await apiFailure(api.getAnswer('/no-envelope'))).toMatchObject({ status: 200 });
    expect(await apiFailure(api.get('/refused-200'))).toMatchObject({
      status: 200,
      code: 'INTERNAL_ERROR',
      message: 'Not today',
    });
  });

  it("says 'No response received from server' with status 0 when no answer comes", async () => {
    const timedOut = await apiFailure(api.get('/hang', { timeout: 50 }));
    expect(timedOut).toMatchObject({ status: 0, code: undefined, noAnswer: true });
    expect(timedOut.message).toBe(TEXTS.http.noResponse);

    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closed = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/api`;
    await new Promise((resolve) => probe.close(resolve));
    const offline = createTypedApiClient(
      createApiClient({ baseURL: closed, tokenService: tokens }),
    );
    expect(await apiFailure(offline.get('/anything'))).toMatchObject({
      status: 0,
      message: 'No response received from server',
    });
  });

  it('passes a call we cancelled on as a cancellation, not as an API failure', async () => {
    const controller = new AbortController();
    const call = api.get('/hang', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await rejectionOf(call);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(isCancelled(error)).toBe(true);
  });

  it('keeps the signedInAction option: a read marked as an action asks to sign in', async () => {
    tokens.setSession({ accessToken: 'a.b.c', refreshToken: 'r', user: null });
    await apiFailure(api.get('/users/me'));
    expect(onSignInRequired).not.toHaveBeenCalled();

    tokens.setSession({ accessToken: 'a.b.c', refreshToken: 'r', user: null });
    const error = await apiFailure(api.get('/users/me', { signedInAction: true }));
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(onSignInRequired).toHaveBeenCalledTimes(1);
  });
});

describe('errorText: what a form shows for a failed call', () => {
  it("uses the API's own words", async () => {
    expect(errorText(await rejectionOf(api.post('/taken', {})), 'Registration failed')).toBe(
      'Email already in use',
    );
    expect(errorText(await rejectionOf(api.get('/old-error')), 'Login failed')).toBe('Bad input');
  });

  it('falls back to the call’s text when the API said nothing', async () => {
    expect(errorText(await rejectionOf(api.get('/bare-503')), 'Login failed')).toBe('Login failed');
    expect(errorText(await rejectionOf(api.get('/proxy-page')), 'Registration failed')).toBe(
      'Registration failed',
    );
    expect(errorText(await rejectionOf(api.get('/no-envelope')), 'Login failed')).toBe(
      'Login failed',
    );
  });

  it('says when no answer came at all', async () => {
    expect(errorText(await rejectionOf(api.get('/hang', { timeout: 50 })), 'Login failed')).toBe(
      'No response received from server',
    );
  });

  it('uses the fallback for anything that is not an API failure', () => {
    expect(errorText(new TypeError('x is undefined'), 'Failed to reset password')).toBe(
      'Failed to reset password',
    );
    expect(errorText(undefined, 'Login failed')).toBe('Login failed');
  });

  it('shows the text of an ApiError made with one', () => {
    expect(errorText(new ApiError({ status: 200, message: 'Login failed' }), 'x')).toBe(
      'Login failed',
    );
  });
});

describe('withErrorText: a call whose failure is shown as it is', () => {
  it('resolves with the data', async () => {
    await expect(
      withErrorText(api.get('/places', { params: { q: 'bondi' } }), 'x'),
    ).resolves.toEqual([{ name: 'Bondi' }]);
  });

  it("keeps the API's status, code and words", async () => {
    const error = await apiFailure(withErrorText(api.post('/taken', {}), 'Registration failed'));
    expect(error).toMatchObject({
      status: 409,
      code: 'EMAIL_ALREADY_IN_USE',
      message: 'Email already in use',
    });
  });

  it('says the fallback when the API said nothing, and for anything else', async () => {
    const wordless = await apiFailure(withErrorText(api.get('/no-envelope'), 'Login failed'));
    expect(wordless).toMatchObject({ status: 200, message: 'Login failed' });
    expect(errorText(wordless, 'Something else')).toBe('Login failed');
    await expect(
      withErrorText(Promise.reject(new TypeError('x is undefined')), 'Login failed'),
    ).rejects.toThrow('Login failed');
  });
});
