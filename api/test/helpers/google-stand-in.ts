import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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
      if (url.pathname === '/oauth2/v3/tokeninfo') {
        const token = url.searchParams.get('access_token');
        this.requests.push({ path: url.pathname, token });
        const account = token ? this.tokens.get(token) : undefined;
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
        const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;
        this.requests.push({ path: url.pathname, token });
        const account = token ? this.tokens.get(token) : undefined;
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
