// The HTTP client's tests in the node environment: axios's http adapter against a real local
// server, each request logged, and a typed client with a token service of its own per test.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '../src/auth/api-client';
import { createMemoryTokenStorage } from '../src/auth/token-storage';
import { RefreshRejectedError, TokenService } from '../src/auth/token-service';
import { createTypedApiClient, type TypedApiClient } from '../src/http/typed-client';

export interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

/** What the server sends back to a request; `hang`: nothing, ever. */
export type Reply = { status: number; body?: string } | 'hang';

export interface LocalApi {
  /** The requests of the running test, in order. */
  seen: Seen[];
  tokens: TokenService;
  /** Called when a request needs a sign-in (the refresh is always refused here). */
  onSignInRequired: jest.Mock;
  api: TypedApiClient;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

/**
 * Starts the server before the file's tests and stops it after them; before each test, a fresh
 * log, token service and client (at `/api` on the server). `reply` answers each request.
 */
export function startLocalApi(reply: (seen: Seen) => Reply): LocalApi {
  let server: Server;
  let origin = '';
  const local = { seen: [] } as unknown as LocalApi;

  beforeAll(async () => {
    server = createServer((req, res) => {
      void readBody(req).then((body) => {
        const entry = {
          method: req.method ?? '',
          url: req.url ?? '',
          authorization: req.headers.authorization,
          body,
        };
        local.seen.push(entry);
        const answer = reply(entry);
        if (answer === 'hang') return;
        res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    local.seen = [];
    local.tokens = new TokenService({
      storage: createMemoryTokenStorage(),
      storageEvents: null,
      refreshRequest: () => Promise.reject(new RefreshRejectedError('revoked')),
    });
    local.onSignInRequired = jest.fn();
    local.api = createTypedApiClient(
      createApiClient({
        baseURL: `${origin}/api`,
        tokenService: local.tokens,
        onSignInRequired: local.onSignInRequired,
      }),
    );
  });

  afterEach(() => local.tokens.dispose());

  return local;
}
