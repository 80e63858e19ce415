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
 * A few made-up addresses of King Street, Newtown (and one in the city) in the shape an
 * Addressr server details G-NAF addresses (GET /addresses/{pid}); the PIDs are not real ones.
 */
export function gnafFixture(): Array<{ pid: string; sla: string; smla?: string[] }> {
  const file = path.join(__dirname, '../fixtures/gnaf/addresses.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

export type AddressrMode = 'ok' | 'error' | 'slow' | 'not-json' | 'not-a-list';

export interface AddressrRequest {
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
}

/** Street types as the search is asked them, as G-NAF abbreviates them. */
const ABBREVIATIONS: Record<string, string> = { street: 'st', road: 'rd', avenue: 'av' };

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word);

/**
 * A local stand-in for an Addressr server over real HTTP: `GET /addresses?q=` answers the
 * fixture's addresses sharing words with the query, best first (an address with a unit after
 * the building's own), with `item` links; `GET /addresses/{pid}` answers one, or 404. On
 * demand it fails, is slow or answers garbage. Never the internet.
 */
export class AddressrStandIn {
  readonly requests: AddressrRequest[] = [];
  mode: AddressrMode = 'ok';
  slowMs = 3000;
  /** Changes to an address's answer (G-NAF's next release corrects it). */
  readonly corrections = new Map<string, Record<string, unknown>>();
  private readonly addresses = gnafFixture();
  private readonly server: Server = createServer((request, response) =>
    this.handle(request, response),
  );

  get url(): string {
    const address = this.server.address() as AddressInfo | null;
    if (!address) throw new Error('The Addressr stand-in is not listening (use it inside a test).');
    return `http://127.0.0.1:${address.port}`;
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  reset(): void {
    this.requests.length = 0;
    this.mode = 'ok';
    this.corrections.clear();
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
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    switch (this.mode) {
      case 'error':
        return json(503, { error: 'service unavailable' });
      case 'not-json':
        return json(200, '<html><body>Maintenance</body></html>');
      case 'not-a-list':
        return json(200, { hits: { total: { value: 0 } } });
      case 'slow': {
        const timer = setTimeout(() => json(200, []), this.slowMs);
        response.on('close', () => clearTimeout(timer));
        return;
      }
    }
    if (url.pathname === '/addresses') {
      const hits = this.search(url.searchParams.get('q') ?? '');
      const links = hits.map((hit) => `</addresses/${hit.pid}>; rel="item"; title="${hit.sla}"`);
      return json(200, hits, { link: [`<${request.url}>; rel="self"`, ...links].join(', ') });
    }
    const pid = /^\/addresses\/([^/]+)$/.exec(url.pathname)?.[1];
    const address = this.addresses.find((item) => item.pid === pid);
    if (!address) return json(404, { error: 'not found' });
    json(200, { ...address, ...this.corrections.get(address.pid) });
  }

  private search(q: string) {
    const asked = words(q);
    return this.addresses
      .map((address) => {
        const known = new Set(words(address.sla));
        const score = asked.filter((word) => known.has(word)).length;
        // A unit's address ranks below the building's own, as Addressr ranks them.
        return { address, score: score - (address.smla ? 0.5 : 0) };
      })
      .filter(({ score }) => score >= 1)
      .sort((a, b) => b.score - a.score)
      .slice(0, 8)
      .map(({ address, score }) => ({
        sla: address.sla,
        ssla: address.smla ? address.smla.join(', ') : address.sla,
        highlight: { sla: address.sla },
        score,
        pid: address.pid,
      }));
  }
}

/** One stand-in for the file: listening before its apps start, reset before each test. */
export function useAddressrStandIn(): AddressrStandIn {
  const standIn = new AddressrStandIn();
  beforeAll(() => standIn.listen());
  afterAll(() => standIn.close());
  beforeEach(() => standIn.reset());
  return standIn;
}
