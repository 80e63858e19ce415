import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { canonicalPath } from '../src/http/paths';
import { loggedPath } from '../src/logger';
import { bearer, createSignedInUser } from './helpers/auth';
import { createTestDatabase, type TestDatabase } from './helpers/database';

describe('request paths in the logs', () => {
  it('leave out the query string and the token of a feed path', () => {
    expect(loggedPath('/api/marker/marker-comments/list?q=jo@example.com')).toBe(
      '/api/marker/marker-comments/list',
    );
    expect(loggedPath('/api/feeds/areas/abcDEF_123-xyz')).toBe('/api/feeds/areas/[redacted]');
    expect(loggedPath('/api/feeds/areas/abc?x=1')).toBe('/api/feeds/areas/[redacted]');
    expect(loggedPath('/api/feeds/comments?bbox=1,2,3,4')).toBe('/api/feeds/comments');
    expect(loggedPath('/api/marker/marker-comments/42/like')).toBe(
      '/api/marker/marker-comments/42/like',
    );
  });

  it('are read the way the most generous server or proxy would read them', () => {
    expect(canonicalPath('http://example.com/api/x?y')).toBe('/api/x');
    expect(canonicalPath('//api//./feeds/../feeds/')).toBe('/api/feeds');
    expect(canonicalPath('/api/%66eeds%2Fareas')).toBe('/api/feeds/areas');
    expect(canonicalPath('/api/a/%252e%252e/b')).toBe('/api/b');
    expect(canonicalPath('/api\\feeds')).toBe('/api/feeds');
    expect(canonicalPath('/api/a/..;x=1/b')).toBe('/api/b');
    expect(canonicalPath('/verify-email%3Femail=jo%40example.com')).toBe('/verify-email');
    expect(canonicalPath('/api/%zz/%E2%82%AC/%ff')).toBe('/api/%zz/€/\uFFFD');
    expect(canonicalPath('/../../etc')).toBe('/etc');
  });

  describe('through a listening server', () => {
    let database: TestDatabase;
    let app: App;
    let port: number;
    /** Every line the app logged, as written. */
    const lines: string[] = [];
    let token: string;

    beforeAll(async () => {
      database = await createTestDatabase();
      const config = loadConfig({
        LOG_LEVEL: 'info',
        ALERTS_WORKER: 'off',
        PUBLIC_BASE_URL: 'https://rentmap.example',
        ...database.env,
      });
      app = await buildApp(config, { logStream: { write: (line) => lines.push(line) } });
      await app.listen({ port: 0, host: '127.0.0.1' });
      port = (app.server.address() as AddressInfo).port;

      const owner = await createSignedInUser({ app, db: app.db });
      const created = await app.inject({
        method: 'POST',
        url: '/api/users/me/watched-areas',
        headers: bearer(owner.accessToken),
        payload: {
          name: 'Inner Sydney',
          kind: 'view',
          bounds: { west: 151.15, south: -33.92, east: 151.25, north: -33.84 },
        },
      });
      const { feedUrl } = created.json<{ data: { feedUrl: string } }>().data;
      token = feedUrl.slice(feedUrl.lastIndexOf('/') + 1);
    });
    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    /** Sends the request line as written (no client tidies the path) and reads the status. */
    const send = (target: string): Promise<{ status: number; contentType: string }> =>
      new Promise((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let raw = '';
        socket.on('data', (chunk) => (raw += chunk.toString('latin1')));
        socket.on('error', reject);
        socket.on('close', () => {
          const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
          resolve({
            status: Number(head.split(' ')[1]),
            contentType: /^content-type: *(.*)$/im.exec(head)?.[1] ?? '',
          });
        });
        socket.write(
          `GET ${target} HTTP/1.1\r\nHost: rentmap.example\r\nConnection: close\r\n\r\n`,
        );
      });

    /** Percent-decodes as often as it takes: a line with the token encoded is a leak too. */
    const decodedFully = (text: string): string => {
      let current = text;
      for (;;) {
        const next = current.replace(/%[0-9a-f]{2}/gi, (escape) =>
          String.fromCharCode(parseInt(escape.slice(1), 16)),
        );
        if (next === current) return current;
        current = next;
      }
    };
    const linesWith = (secret: string) =>
      lines.filter((line) => decodedFully(line).toLowerCase().includes(secret.toLowerCase()));

    const encodeEach = (text: string) =>
      [...text].map((c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).join('');

    it('never writes a feed token to a log line, however the path is spelled', async () => {
      // What the router serves is our route table's business (fastify/find-my-way: decodes
      // escapes in the path once, except %2F; case-sensitive; no dot segments, repeated or
      // trailing slashes; `;` is part of the segment; absolute-form targets are served).
      const spellings: Array<[string, 'served' | 'not served']> = [
        [`/api/feeds/areas/${token}`, 'served'],
        [`/api/%66eeds/areas/${token}`, 'served'],
        [`/%61%70%69/feeds/areas/${token}`, 'served'],
        [`/api/feeds/areas/${encodeEach(token)}`, 'served'],
        [`/api/feeds/areas/${token}?x=1`, 'served'],
        [`/api/feeds/areas/${token}#part`, 'served'],
        [`http://rentmap.example/api/feeds/areas/${token}`, 'served'],
        [`//api/feeds/areas/${token}`, 'not served'],
        [`/./api/feeds/areas/${token}`, 'not served'],
        [`/api/feeds/./areas/${token}`, 'not served'],
        [`/api/feeds//areas/${token}`, 'not served'],
        [`/api/feeds/areas//${token}`, 'not served'],
        [`/api/feeds/areas/../areas/${token}`, 'not served'],
        [`/api/feeds/areas/%2e%2e/areas/${token}`, 'not served'],
        [`/api/feeds/areas/%252e%252e/areas/${token}`, 'not served'],
        [`/api/feeds%2Fareas/${token}`, 'not served'],
        [`/api/feeds/areas%2F${token}`, 'not served'],
        [`/api%2Ffeeds%2Fareas%2F${token}`, 'not served'],
        [`/api/feeds/areas/${encodeEach(token).replace(/%/g, '%25')}`, 'not served'],
        [`/API/feeds/areas/${token}`, 'not served'],
        [`/api/Feeds/AREAS/${token}`, 'not served'],
        [`/api/feeds/areas/${token}/`, 'not served'],
        [`/api/feeds/areas/${token};x=1`, 'not served'],
        [`/api/feeds;x=1/areas/${token}`, 'not served'],
        [`/api/feeds/areas/..;/areas/${token}`, 'not served'],
        [`/api/feeds/areas/${token}%3Fx=1`, 'not served'],
        [`/api/feeds/areas/${token}%00`, 'not served'],
        [`/api/feeds/areas/%${token}`, 'not served'],
        [`/api/feeds/areas\\${token}`, 'not served'],
        [`/somewhere/../api/feeds/areas/${token}`, 'not served'],
      ];
      const served: string[] = [];
      for (const [target] of spellings) {
        const res = await send(target);
        if (res.status === 200 && res.contentType.startsWith('application/atom+xml')) {
          served.push(target);
        }
      }
      expect(served).toEqual(spellings.filter(([, way]) => way === 'served').map(([t]) => t));

      // One request line each, its token segment redacted.
      const loggedUrls = lines
        .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
        .filter((line) => line.msg === 'incoming request' && /\/feeds/i.test(line.req?.url ?? ''))
        .map((line) => line.req!.url);
      expect(loggedUrls).toHaveLength(spellings.length);
      for (const url of loggedUrls)
        expect(url).toMatch(/^\/api\/feeds[^/]*\/areas\/\[redacted\]$/i);
      expect(linesWith(token)).toEqual([]);
    });

    it('never writes a query string: unsubscribe tokens, emailed codes, addresses', async () => {
      const secrets = ['unsubscribe0token0in0a0query', 'jo.renter@example.com', '482913'];
      const targets = [
        `/api/alerts/unsubscribe?token=${secrets[0]}`,
        `/api/alerts/unsubscribe%3Ftoken=${secrets[0]}`,
        `/verify-email?email=${encodeURIComponent(secrets[1]!)}&code=${secrets[2]}`,
        `/verify-email%3Femail=${encodeURIComponent(secrets[1]!)}%26code=${secrets[2]}`,
        `/api/auth/check-email?email=${secrets[1]}`,
      ];
      for (const target of targets) await send(target);
      expect(lines.filter((line) => line.includes('"url":"/api/alerts/unsubscribe"'))).toHaveLength(
        2,
      );
      for (const secret of secrets) expect(linesWith(secret)).toEqual([]);
    });
  });
});
