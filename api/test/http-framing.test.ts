import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * What a listening server writes back to bytes that are not a proper request: the HTTP
 * parser's own refusals (Node's clientError), the router's (Fastify's framework errors) and
 * Node's answers for a missing Host or an unknown Expect. Each is JSON in the error shape,
 * with nothing of what was sent in it.
 */

interface RawResponse {
  statusLine: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes on a fresh connection and reads the first response (or until close). */
function exchange(bytes: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer; got ${Buffer.concat(chunks).toString('latin1')}`));
    }, 5_000);
    const finish = () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      const split = raw.indexOf('\r\n\r\n');
      if (split === -1) return false;
      const [statusLine = '', ...lines] = raw.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      const body = raw.slice(split + 4);
      const length = Number(headers['content-length'] ?? NaN);
      if (Number.isFinite(length) && Buffer.byteLength(body, 'latin1') < length) return false;
      clearTimeout(timer);
      socket.destroy();
      resolve({ statusLine, status: Number(statusLine.split(' ')[1]), headers, body });
      return true;
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      finish();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (!finish()) {
        clearTimeout(timer);
        reject(new Error(`connection closed; got ${Buffer.concat(chunks).toString('latin1')}`));
      }
    });
    socket.write(bytes);
  });
}

function expectErrorShape(
  response: RawResponse,
  status: number,
  code: string,
  mustNotContain: string[] = [],
): void {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(body).toEqual({ success: false, code, message: expect.any(String) });
  expect(String(body.message)).toMatch(/^[A-Z].*\.$/);
  for (const text of ['FST_', 'Error:', 'HPE_', ...mustNotContain]) {
    expect(response.body).not.toContain(text);
  }
  // Written before any hook runs, these still carry the API's security headers.
  expect(response.headers['content-security-policy']).toBe(
    "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
  );
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['permissions-policy']).toContain('camera=()');
}

describe('a listening server answers malformed HTTP in the error shape', () => {
  it('answers a URL over 16 KB with 414 URI_TOO_LONG and closes the connection', async () => {
    const marker = 'LongUrlPart';
    const response = await exchange(
      `GET /api/health?x=${marker.repeat(2_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expectErrorShape(response, 414, 'URI_TOO_LONG', [marker]);
    expect(response.headers.connection).toBe('close');
  });

  it('answers headers over 16 KB with 431 HEADERS_TOO_LARGE', async () => {
    const marker = 'BigHeaderValue';
    const response = await exchange(
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${marker.repeat(1_500)}\r\n\r\n`,
    );
    expectErrorShape(response, 431, 'HEADERS_TOO_LARGE', [marker]);
    expect(response.headers.connection).toBe('close');
  });

  it('answers malformed percent-encoding in a path with 400 BAD_REQUEST, not echoing it', async () => {
    const response = await exchange(
      'GET /api/file-storage/files/%ff%fe HTTP/1.1\r\nHost: localhost\r\n\r\n',
    );
    expectErrorShape(response, 400, 'BAD_REQUEST', ['%ff', 'file-storage']);
  });

  it('answers a path parameter over the router limit in the error shape, not echoing it', async () => {
    const name = 'p'.repeat(150);
    const response = await exchange(
      `GET /api/file-storage/files/${name} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    // The router matches no route for it (find-my-way's maxParamLength): a plain 404.
    expectErrorShape(response, 404, 'NOT_FOUND', [name.slice(0, 20)]);
  });

  it.each([
    ['a request line that is not one', 'HELLO THERE\r\n\r\n', ['HELLO']],
    ['an unknown HTTP version', 'GET /api/health HTTP/9.9\r\nHost: localhost\r\n\r\n', []],
    ['a space inside the path', 'GET /api/he alth HTTP/1.1\r\nHost: localhost\r\n\r\n', ['alth']],
    [
      'a NUL in a header value',
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-A: a\0b\r\n\r\n',
      [],
    ],
    [
      'a header without a colon',
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nNoColonHere\r\n\r\n',
      ['NoColon'],
    ],
    [
      'bad chunked encoding',
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\nzz-not-hex\r\n{}\r\n0\r\n\r\n',
      ['zz-not-hex'],
    ],
    [
      'both Content-Length and Transfer-Encoding',
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
      [],
    ],
    [
      'two different Content-Lengths',
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
      [],
    ],
  ])('answers %s with 400 BAD_REQUEST and Connection: close', async (_what, bytes, echoes) => {
    const response = await exchange(bytes);
    expectErrorShape(response, 400, 'BAD_REQUEST', echoes);
    expect(response.headers.connection).toBe('close');
  });

  it('answers an HTTP/1.1 request without a Host header with 400 BAD_REQUEST', async () => {
    const response = await exchange('GET /api/health HTTP/1.1\r\n\r\n');
    expectErrorShape(response, 400, 'BAD_REQUEST');
  });

  it('answers an Expect header it cannot meet with 417 in the error shape', async () => {
    const response = await exchange(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nExpect: teapot-please\r\n' +
        'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    );
    expectErrorShape(response, 417, 'BAD_REQUEST', ['teapot']);
  });

  it('keeps answering proper requests on the same server afterwards', async () => {
    const response = await exchange(
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(response.status).toBe(200);
  });
});
