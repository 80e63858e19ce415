import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * - forward: an ordinary TCP relay to the upstream server;
 * - silent: a hung server, a fail-over or a stuck pooler: connections are accepted and never
 *   answered, and open ones go quiet too (they stay quiet after the proxy forwards again);
 * - refuse: nothing listens any more and every open connection is reset.
 */
export type ProxyMode = 'forward' | 'silent' | 'refuse';

interface Link {
  client: Socket;
  upstream: Socket | null;
  silent: boolean;
}

/**
 * A TCP proxy on 127.0.0.1 (a random port) in front of a real server, to take a database or
 * Redis away from the API without touching the server that other tests share.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly links = new Set<Link>();
  private current: ProxyMode = 'forward';
  port = 0;

  private constructor(private readonly upstream: { host: string; port: number }) {}

  static async start(upstream: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(upstream);
    await proxy.listen(0);
    return proxy;
  }

  get mode(): ProxyMode {
    return this.current;
  }

  /** Open connections (forwarded or silent). */
  get connections(): number {
    return this.links.size;
  }

  silence(): void {
    this.current = 'silent';
    for (const link of this.links) quiet(link);
  }

  async refuse(): Promise<void> {
    this.current = 'refuse';
    const server = this.server;
    this.server = null;
    this.resetAll();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resets every open connection (RST), as a network blip does; keeps listening. */
  resetAll(): void {
    for (const link of this.links) {
      link.client.resetAndDestroy();
      link.upstream?.destroy();
    }
    this.links.clear();
  }

  async forward(): Promise<void> {
    this.current = 'forward';
    if (!this.server) await this.listen(this.port);
  }

  async close(): Promise<void> {
    await this.refuse();
  }

  private async listen(port: number): Promise<void> {
    const server = createServer((socket) => this.accept(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  private accept(client: Socket): void {
    const link: Link = { client, upstream: null, silent: false };
    this.links.add(link);
    client.on('error', () => undefined);
    client.on('close', () => {
      link.upstream?.destroy();
      this.links.delete(link);
    });
    if (this.current !== 'forward') {
      quiet(link);
      return;
    }
    const upstream = connect(this.upstream.port, this.upstream.host);
    link.upstream = upstream;
    // A silent link keeps the client's side open whatever the server does.
    const hangUp = () => {
      if (!link.silent) client.destroy();
    };
    upstream.on('error', hangUp);
    upstream.on('close', hangUp);
    client.pipe(upstream);
    upstream.pipe(client);
  }
}

/** Reads and drops whatever either side sends from now on. */
function quiet(link: Link): void {
  const { client, upstream } = link;
  link.silent = true;
  if (upstream) {
    client.unpipe(upstream);
    upstream.unpipe(client);
    upstream.on('data', () => undefined).resume();
  }
  client.on('data', () => undefined).resume();
}
