import { readFileSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * Nominatim answers (format=json, addressdetails, namedetails): captured ones, and
 * search-george-street, written in the same shape for a house-number search.
 */
export function nominatimFixture(name: string): string {
  return readFileSync(path.join(__dirname, '../fixtures/nominatim', `${name}.json`), 'utf8');
}

export type StandInMode =
  'ok' | 'error' | 'bad-request' | 'slow' | 'rate-limited' | 'not-json' | 'unable';

export interface StandInRequest {
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
}

/**
 * A local stand-in for a Nominatim server: real answer bodies for /search and /reverse, and
 * on demand an error, a slow answer, a 429 or a broken body. Never the internet.
 */
export class NominatimStandIn {
  readonly requests: StandInRequest[] = [];
  mode: StandInMode = 'ok';
  slowMs = 2000;
  private readonly server: Server = createServer((request, response) =>
    this.handle(request, response),
  );

  /** Where it listens (once `listen` has run). */
  get url(): string {
    const address = this.server.address() as AddressInfo | null;
    if (!address) {
      throw new Error('The Nominatim stand-in is not listening (use it inside a test).');
    }
    return `http://127.0.0.1:${address.port}`;
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  reset(): void {
    this.requests.length = 0;
    this.mode = 'ok';
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', this.url);
    this.requests.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
    });
    const json = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(body);
    };
    switch (this.mode) {
      case 'error':
        return json(500, '<html><body><h1>500 Internal Server Error</h1></body></html>');
      case 'bad-request':
        // Nominatim's own error body (JSON, with a code and a message).
        return json(400, nominatimFixture('error-400'));
      case 'rate-limited':
        return json(429, '{"error":"Too Many Requests"}', { 'retry-after': '30' });
      case 'not-json':
        return json(200, '<html>Maintenance</html>');
      case 'unable':
        return json(200, nominatimFixture('reverse-unable'));
      case 'slow': {
        const timer = setTimeout(() => json(200, '[]'), this.slowMs);
        response.on('close', () => clearTimeout(timer));
        return;
      }
    }
    if (url.pathname === '/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      if (q.includes('george st')) return json(200, nominatimFixture('search-george-street'));
      return json(200, q.includes('newtown') ? nominatimFixture('search-newtown') : '[]');
    }
    if (url.pathname === '/reverse') {
      const lat = Number(url.searchParams.get('lat'));
      if (!Number.isFinite(lat)) return json(400, nominatimFixture('error-400'));
      // South of Tasmania there is only the sea.
      if (lat < -45) return json(200, nominatimFixture('reverse-unable'));
      return json(200, nominatimFixture('reverse-king-street'));
    }
    json(404, '{"error":"Not found"}');
  }
}

/**
 * The usual shape: one stand-in for the file (or describe block), listening before its tests
 * and its test apps start, answering as it should again before each test, closed after them.
 * Call it before `useTestApp`, whose config reads the stand-in's `url`.
 */
export function useNominatimStandIn(): NominatimStandIn {
  const standIn = new NominatimStandIn();
  beforeAll(() => standIn.listen());
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());
  return standIn;
}
