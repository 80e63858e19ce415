import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestApp } from './test-app';

export interface GoogleAccount {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  /** The OAuth client the token was issued to. */
  aud: string;
  expires_in?: number;
}

/**
 * A local stand-in for Google's oauth2/v3 tokeninfo and userinfo endpoints: tokens are
 * registered with the account they belong to; unknown tokens get Google's 400/401.
 */
export class GoogleStandIn {
  private readonly tokens = new Map<string, GoogleAccount>();
  private server?: Server;
  /** Requests seen, for assertions (path and the token it named). */
  readonly requests: Array<{ path: string; token: string | null }> = [];
  baseUrl = '';

  addToken(token: string, account: GoogleAccount): string {
    this.tokens.set(token, account);
    return token;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      /** Notes the request and answers the account `token` was registered with, if any. */
      const accountOf = (token: string | null) => {
        this.requests.push({ path: url.pathname, token });
        return token ? this.tokens.get(token) : undefined;
      };
      if (url.pathname === '/oauth2/v3/tokeninfo') {
        const account = accountOf(url.searchParams.get('access_token'));
        if (!account) return send(400, { error_description: 'Invalid Value' });
        return send(200, {
          azp: account.aud,
          aud: account.aud,
          sub: account.sub,
          scope: 'openid https://www.googleapis.com/auth/userinfo.email',
          exp: String(Math.floor(Date.now() / 1000) + (account.expires_in ?? 3599)),
          expires_in: String(account.expires_in ?? 3599),
          email: account.email,
          email_verified: String(account.email_verified ?? true),
          access_type: 'online',
        });
      }
      if (url.pathname === '/oauth2/v3/userinfo') {
        const account = accountOf(
          /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null,
        );
        if (!account) return send(401, { error: 'invalid_request' });
        return send(200, {
          sub: account.sub,
          email: account.email,
          email_verified: account.email_verified ?? true,
          given_name: account.given_name,
          family_name: account.family_name,
          name: [account.given_name, account.family_name].filter(Boolean).join(' '),
        });
      }
      send(404, { error: 'not found' });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

/**
 * useTestApp for an app that signs in with Google through a stand-in: the stand-in starts
 * before the app is built (GOOGLE_API_BASE_URL names it, on top of `env`) and stops after.
 */
export function useTestAppWithGoogle(env: Record<string, string>) {
  const google = new GoogleStandIn();
  const appEnv = { ...env };
  // Registered before useTestApp's beforeAll, so it runs first.
  beforeAll(async () => {
    await google.start();
    appEnv.GOOGLE_API_BASE_URL = google.baseUrl;
  });
  afterAll(() => google.stop());
  return { google, t: useTestApp({ env: appEnv }) };
}
