/** @jest-environment node */
// Node environment: axios uses its http adapter against a real local server, and the token
// service runs as it would without a window (memory storage, no storage events).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAxiosError, type AxiosInstance } from 'axios';
import { createMemoryTokenStorage } from './token-storage';
import axios from 'axios';
import {
  createLogoutRequest,
  createRefreshRequest,
  SIGN_OUT_TIMEOUT_MS,
  TokenService,
} from './token-service';
import { createApiClient, isSignedInAction } from './api-client';
import { apiErrorText } from '../http/error-text';
import { rejectionOf } from '../../test/rejection';

interface LoggedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

type Reply = { status: number; body?: unknown };

function jwt(sub: string, expiresInSeconds: number, nonce: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${part({ alg: 'HS256' })}.${part({ sub, exp, nonce })}.sig`;
}

/** A small stand-in for our API: it knows which tokens it accepts and logs every request. */
class FakeApi {
  readonly log: LoggedRequest[] = [];
  readonly acceptedAccessTokens = new Set<string>();
  readonly refreshTokens = new Set<string>();
  /** When false, refreshed access tokens are issued but then refused (a broken account). */
  acceptRefreshedTokens = true;
  /** Replaces the refresh endpoint's answer. */
  refreshReply: Reply | undefined;
  /** When true, the logout endpoint never answers. */
  logoutHangs = false;
  private issued = 0;
  private server!: Server;
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.readBody(req).then((body) => {
        const reply = this.handle(req, body);
        if (reply === 'hang') return;
        res.writeHead(reply.status, { 'Content-Type': 'application/json' });
        res.end(reply.body === undefined ? undefined : JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** A signed-in session the server accepts. */
  issueSession(expiresInSeconds = 900): { accessToken: string; refreshToken: string } {
    this.issued += 1;
    const accessToken = jwt('user-1', expiresInSeconds, `a${this.issued}`);
    const refreshToken = `refresh-${this.issued}`;
    this.acceptedAccessTokens.add(accessToken);
    this.refreshTokens.add(refreshToken);
    return { accessToken, refreshToken };
  }

  requests(path: string): LoggedRequest[] {
    return this.log.filter((r) => r.path === path);
  }

  private async readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  private bearer(req: IncomingMessage): string | null {
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    return this.acceptedAccessTokens.has(token) ? token : null;
  }

  private handle(req: IncomingMessage, body: string): Reply | 'hang' {
    const path = (req.url ?? '').split('?')[0] ?? '';
    this.log.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
    });
    const unauthorized: Reply = {
      status: 401,
      body: { success: false, code: 'UNAUTHORIZED', message: 'Authentication required' },
    };
    switch (`${req.method} ${path}`) {
      case 'GET /api/users/me': {
        const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
        if (!this.acceptedAccessTokens.has(token)) return unauthorized;
        return { status: 200, body: { success: true, data: { id: 'user-1', token } } };
      }
      case 'POST /api/auth/login':
        return {
          status: 401,
          body: { success: false, code: 'INVALID_CREDENTIALS', message: 'Wrong email or password' },
        };
      case 'POST /api/auth/refresh-token': {
        if (this.refreshReply) return this.refreshReply;
        const { refreshToken } = JSON.parse(body) as { refreshToken: string };
        if (!this.refreshTokens.delete(refreshToken)) return unauthorized; // rotation
        const session = this.issueSession();
        if (!this.acceptRefreshedTokens) this.acceptedAccessTokens.delete(session.accessToken);
        return { status: 200, body: { success: true, data: session } };
      }
      case 'POST /api/echo':
        return { status: 200, body: { success: true, data: body } };
      // A public read: a token that is no longer good is ignored, as our API does.
      case 'GET /api/markers':
        return { status: 200, body: { success: true, data: [] } };
      // A signed-in action (save a comment).
      case 'POST /api/marker':
        if (this.bearer(req) === null) return unauthorized;
        return { status: 201, body: { success: true, data: { id: 'm1' } } };
      case 'POST /api/auth/logout': {
        if (this.logoutHangs) return 'hang';
        const { refreshToken } = JSON.parse(body) as { refreshToken: string };
        this.refreshTokens.delete(refreshToken);
        return { status: 200, body: { success: true, data: null } };
      }
      case 'POST /api/auth/logout-all':
        if (this.bearer(req) === null) return unauthorized;
        this.refreshTokens.clear();
        return { status: 200, body: { success: true, data: null } };
      default:
        return { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Not found' } };
    }
  }
}

let api: FakeApi;
let tokens: TokenService;
let client: AxiosInstance;
let onSessionExpired: jest.Mock;
let onSignInRequired: jest.Mock;

beforeEach(async () => {
  api = new FakeApi();
  await api.start();
  onSessionExpired = jest.fn();
  onSignInRequired = jest.fn();
  tokens = new TokenService({
    baseURL: `${api.origin}/api`,
    storage: createMemoryTokenStorage(),
    onSessionExpired,
  });
  client = createApiClient({
    baseURL: `${api.origin}/api`,
    tokenService: tokens,
    onSignInRequired,
  });
});

afterEach(async () => {
  tokens.dispose();
  await api.stop();
});

describe('createApiClient', () => {
  it('has the 30 s time-out, the /api base and JSON by default', () => {
    expect(client.defaults.timeout).toBe(30_000);
    const standalone = createApiClient({ tokenService: tokens });
    expect(standalone.defaults.baseURL).toBe('/api');
    expect(standalone.defaults.timeout).toBe(30_000);
  });

  it('sends the bearer access token', async () => {
    const session = api.issueSession();
    tokens.setSession(session);
    const response = await client.get('/users/me');
    expect(response.data.data.token).toBe(session.accessToken);
    expect(api.requests('/api/users/me')[0]?.authorization).toBe(`Bearer ${session.accessToken}`);
  });

  it('sends no Authorization header when signed out', async () => {
    await client.post('/echo', { hello: 'world' });
    expect(api.log[0]?.authorization).toBeUndefined();
  });

  it('sends no token and never refreshes for skipAuth calls', async () => {
    tokens.setSession(api.issueSession(10)); // about to expire: would refresh if asked
    await client.post('/echo', { q: 1 }, { skipAuth: true });
    expect(api.log).toHaveLength(1);
    expect(api.log[0]?.authorization).toBeUndefined();
  });

  it('sends objects as JSON and leaves FormData uploads as multipart', async () => {
    await client.post('/echo', { comment: 'Nice flat' });
    expect(api.log[0]?.contentType).toMatch(/^application\/json/);
    expect(api.log[0]?.body).toBe('{"comment":"Nice flat"}');

    const form = new FormData();
    form.append('file', new Blob(['png bytes'], { type: 'image/png' }), 'photo.png');
    await client.post('/echo', form);
    expect(api.log[1]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(api.log[1]?.body).toContain('name="file"; filename="photo.png"');
  });

  it('refreshes an access token that expires within 300 s before sending the call', async () => {
    const old = api.issueSession(200);
    tokens.setSession(old);
    await client.get('/users/me');
    expect(api.log.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/auth/refresh-token',
      'GET /api/users/me',
    ]);
    expect(api.log[1]?.authorization).toBe(`Bearer ${tokens.snapshot.accessToken}`);
    expect(tokens.snapshot.accessToken).not.toBe(old.accessToken);
  });

  it('on a 401 refreshes once and retries the call once with the new token', async () => {
    const stale = api.issueSession();
    api.acceptedAccessTokens.delete(stale.accessToken); // e.g. the server restarted its keys
    tokens.setSession(stale);

    const response = await client.get('/users/me');

    const fresh = tokens.snapshot.accessToken;
    expect(fresh).not.toBe(stale.accessToken);
    expect(response.data.data.token).toBe(fresh);
    expect(api.log.map((r) => [r.path, r.authorization])).toEqual([
      ['/api/users/me', `Bearer ${stale.accessToken}`],
      ['/api/auth/refresh-token', undefined],
      ['/api/users/me', `Bearer ${fresh}`],
    ]);
    expect(JSON.parse(api.log[1]?.body ?? '')).toEqual({ refreshToken: stale.refreshToken });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('gives up after the retry is refused too: session cleared, onSessionExpired called', async () => {
    const stale = api.issueSession();
    api.acceptedAccessTokens.delete(stale.accessToken);
    api.acceptRefreshedTokens = false;
    tokens.setSession(stale);

    const error = await rejectionOf(client.get('/users/me'));

    expect(isAxiosError(error) && error.response?.status).toBe(401);
    expect(api.requests('/api/users/me')).toHaveLength(2);
    expect(api.requests('/api/auth/refresh-token')).toHaveLength(1);
    expect(tokens.snapshot.isAuthenticated).toBe(false);
    expect(tokens.snapshot.refreshToken).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the refresh endpoint refuses the refresh token', async () => {
    const stale = api.issueSession();
    api.acceptedAccessTokens.delete(stale.accessToken);
    api.refreshTokens.delete(stale.refreshToken); // revoked
    tokens.setSession(stale);

    const error = await rejectionOf(client.get('/users/me'));

    expect(apiErrorText(error)).toBe('Authentication required');
    expect(api.log.map((r) => r.path)).toEqual(['/api/users/me', '/api/auth/refresh-token']);
    expect(tokens.snapshot.isAuthenticated).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session on a 401 when there is no refresh token', async () => {
    // A page that kept only an access token (e.g. from an older version of the app).
    const storage = createMemoryTokenStorage();
    storage.read = () => ({ accessToken: jwt('user-1', 900, 'only'), refreshToken: null });
    const accessOnly = new TokenService({ storage, onSessionExpired });
    const accessOnlyClient = createApiClient({
      baseURL: `${api.origin}/api`,
      tokenService: accessOnly,
    });

    await rejectionOf(accessOnlyClient.get('/users/me'));

    expect(api.log.map((r) => r.path)).toEqual(['/api/users/me']);
    expect(accessOnly.snapshot.isAuthenticated).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('shares one refresh among concurrent calls that all got a 401', async () => {
    const stale = api.issueSession();
    api.acceptedAccessTokens.delete(stale.accessToken);
    tokens.setSession(stale);

    const responses = await Promise.all([1, 2, 3].map(() => client.get('/users/me')));

    const fresh = tokens.snapshot.accessToken;
    expect(responses.map((r) => r.data.data.token)).toEqual([fresh, fresh, fresh]);
    expect(api.requests('/api/auth/refresh-token')).toHaveLength(1);
    expect(api.requests('/api/users/me')).toHaveLength(6);
  });

  it('does not touch the session on the 401 of a skipAuth call (wrong password)', async () => {
    const session = api.issueSession();
    tokens.setSession(session);

    const error = await rejectionOf(
      client.post('/auth/login', { identifier: 'a@b.co', password: 'x' }, { skipAuth: true }),
    );

    expect(apiErrorText(error)).toBe('Wrong email or password');
    expect(api.log).toHaveLength(1);
    expect(tokens.snapshot.accessToken).toBe(session.accessToken);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never refreshes on a 401 from the refresh endpoint itself', async () => {
    const session = api.issueSession();
    tokens.setSession(session);
    await rejectionOf(client.post('/auth/refresh-token', { refreshToken: 'unknown' }));
    expect(api.requests('/api/auth/refresh-token')).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh endpoint is down, and passes the 401 on', async () => {
    const stale = api.issueSession();
    api.acceptedAccessTokens.delete(stale.accessToken);
    api.refreshReply = { status: 503 };
    tokens.setSession(stale);

    const error = await rejectionOf(client.get('/users/me'));

    expect(isAxiosError(error) && error.response?.status).toBe(401);
    expect(api.requests('/api/users/me')).toHaveLength(1);
    expect(tokens.snapshot.accessToken).toBe(stale.accessToken);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('createRefreshRequest', () => {
  it('posts the refresh token without an Authorization header and reads the session', async () => {
    const session = api.issueSession();
    const refresh = createRefreshRequest(`${api.origin}/api/`);
    const result = await refresh(session.refreshToken);
    expect(result.accessToken).toEqual(expect.any(String));
    expect(api.log).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/auth/refresh-token',
        authorization: undefined,
        body: JSON.stringify({ refreshToken: session.refreshToken }),
      }),
    ]);
  });

  it('does not treat a success without tokens as a session, nor end the session for it', async () => {
    const session = api.issueSession(10);
    api.refreshReply = { status: 200, body: { success: true, data: {} } };
    tokens.setSession(session);
    await expect(tokens.getValidAccessToken()).resolves.toBe(session.accessToken);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('a session the server has ended: stay on a public page, sign in for an action', () => {
  /** A session whose refresh token the server revoked (signed out elsewhere, "all devices"). */
  function revokedSession(expiresInSeconds = 900) {
    const session = api.issueSession(expiresInSeconds);
    api.refreshTokens.delete(session.refreshToken);
    tokens.setSession(session);
    return session;
  }

  it('a public read made in the background goes on signed out, without asking to sign in', async () => {
    revokedSession(10); // about to expire: the call refreshes first, and that is refused

    const response = await client.get('/markers');

    expect(response.status).toBe(200);
    expect(api.log.map((r) => [r.path, r.authorization])).toEqual([
      ['/api/auth/refresh-token', undefined],
      ['/api/markers', undefined],
    ]);
    expect(tokens.snapshot.isAuthenticated).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSignInRequired).not.toHaveBeenCalled();
  });

  it('"who am I" at start with a refused session signs out quietly', async () => {
    const session = revokedSession();
    api.acceptedAccessTokens.delete(session.accessToken);

    const error = await rejectionOf(client.get('/users/me'));

    expect(isAxiosError(error) && error.response?.status).toBe(401);
    expect(tokens.snapshot.isAuthenticated).toBe(false);
    expect(onSignInRequired).not.toHaveBeenCalled();
  });

  it('saving a comment with a refused session asks to sign in, once', async () => {
    const session = revokedSession();
    api.acceptedAccessTokens.delete(session.accessToken);

    const error = await rejectionOf(client.post('/marker', { comment: 'Nice flat' }));

    expect(isAxiosError(error) && error.response?.status).toBe(401);
    expect(api.log.map((r) => r.path)).toEqual(['/api/marker', '/api/auth/refresh-token']);
    expect(tokens.snapshot.isAuthenticated).toBe(false);
    expect(onSignInRequired).toHaveBeenCalledTimes(1);
  });

  it('an action whose refresh was refused before it left asks to sign in', async () => {
    revokedSession(10);

    await rejectionOf(client.post('/marker', { comment: 'Nice flat' }));

    expect(api.log.map((r) => [r.path, r.authorization])).toEqual([
      ['/api/auth/refresh-token', undefined],
      ['/api/marker', undefined],
    ]);
    expect(onSignInRequired).toHaveBeenCalledTimes(1);
  });

  it('an action whose fresh token is refused too asks to sign in once, not per try', async () => {
    const stale = api.issueSession();
    api.acceptedAccessTokens.delete(stale.accessToken);
    api.acceptRefreshedTokens = false;
    tokens.setSession(stale);

    await rejectionOf(client.post('/marker', { comment: 'Nice flat' }));

    expect(api.requests('/api/marker')).toHaveLength(2);
    expect(tokens.snapshot.isAuthenticated).toBe(false);
    expect(onSignInRequired).toHaveBeenCalledTimes(1);
  });

  it('an action that only met a passing failure keeps the session and the page', async () => {
    const stale = api.issueSession();
    api.acceptedAccessTokens.delete(stale.accessToken);
    api.refreshReply = { status: 503 };
    tokens.setSession(stale);

    await rejectionOf(client.post('/marker', { comment: 'Nice flat' }));

    expect(tokens.snapshot.accessToken).toBe(stale.accessToken);
    expect(onSignInRequired).not.toHaveBeenCalled();
  });

  it('a visitor who was never signed in is not sent anywhere by a 401', async () => {
    await rejectionOf(client.post('/marker', { comment: 'Nice flat' }));
    expect(onSignInRequired).not.toHaveBeenCalled();
  });

  it('follows the call’s own signedInAction flag over its method', async () => {
    let session = revokedSession();
    api.acceptedAccessTokens.delete(session.accessToken);
    await rejectionOf(client.get('/users/me', { signedInAction: true }));
    expect(onSignInRequired).toHaveBeenCalledTimes(1);

    session = revokedSession();
    api.acceptedAccessTokens.delete(session.accessToken);
    await rejectionOf(client.post('/marker', {}, { signedInAction: false }));
    expect(onSignInRequired).toHaveBeenCalledTimes(1);
  });

  it('counts writes as signed-in actions and reads as background work', () => {
    expect(
      ['post', 'PUT', 'patch', 'delete'].map((method) => isSignedInAction({ method })),
    ).toEqual([true, true, true, true]);
    expect(
      ['get', 'HEAD', 'options', undefined].map((method) => isSignedInAction({ method })),
    ).toEqual([false, false, false, false]);
  });
});

describe('Sign Out against the server', () => {
  it('revokes the refresh token: a copy kept from before no longer refreshes', async () => {
    const session = api.issueSession();
    tokens.setSession(session);

    await tokens.signOut();

    expect(api.requests('/api/auth/logout')).toEqual([
      expect.objectContaining({
        method: 'POST',
        authorization: undefined,
        body: JSON.stringify({ refreshToken: session.refreshToken }),
      }),
    ]);
    const copy = await rejectionOf(createRefreshRequest(`${api.origin}/api`)(session.refreshToken));
    expect(isAxiosError(copy) && copy.response?.status).toBe(401);
    expect(tokens.isAuthenticated).toBe(false);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not wait long for a server that never answers', async () => {
    api.logoutHangs = true;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const impatient = new TokenService({
      storage: createMemoryTokenStorage(),
      logoutRequest: createLogoutRequest(`${api.origin}/api/`, axios.create({ timeout: 200 })),
    });
    impatient.setSession(api.issueSession());

    const started = Date.now();
    const done = impatient.signOut();
    expect(impatient.isAuthenticated).toBe(false);
    await done;

    expect(Date.now() - started).toBeLessThan(2_000);
    expect(api.requests('/api/auth/logout')).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    impatient.dispose();
  });

  it('gives the default logout request a time-out of a few seconds', () => {
    expect(SIGN_OUT_TIMEOUT_MS).toBeLessThanOrEqual(5_000);
  });
});
