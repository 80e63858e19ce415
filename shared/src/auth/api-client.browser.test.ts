// jsdom: the browser build of axios and its XHR adapter, as in the real page.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TokenService } from './token-service';
import { createApiClient } from './api-client';

let server: Server;
let origin: string;
const seen: { method: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    // jsdom enforces CORS: the page is http://localhost/, the server another origin.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    seen.push({ method: req.method ?? '', authorization: req.headers.authorization });
    const ok = req.headers.authorization === 'Bearer fresh';
    res.writeHead(ok ? 200 : 401, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(ok ? { success: true, data: 'hello' } : { message: 'No' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  localStorage.clear();
});

it('adds the token, refreshes on a 401 and retries through the XHR adapter', async () => {
  localStorage.setItem('accessToken', 'stale');
  localStorage.setItem('refreshToken', 'refresh-1');
  const tokenService = new TokenService({
    refreshRequest: async () => ({ accessToken: 'fresh', refreshToken: 'refresh-2' }),
  });
  const client = createApiClient({ baseURL: `${origin}/api`, tokenService });

  const response = await client.get('/users/me');

  expect(response.data).toEqual({ success: true, data: 'hello' });
  expect(seen).toEqual([
    { method: 'GET', authorization: 'Bearer stale' },
    { method: 'GET', authorization: 'Bearer fresh' },
  ]);
  expect(localStorage.getItem('accessToken')).toBe('fresh');
  tokenService.dispose();
});
