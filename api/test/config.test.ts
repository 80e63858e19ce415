import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { configProblems } from './helpers/config';

const REPO_ROOT = path.resolve(__dirname, '../..');

const problemsOf = (env: Record<string, string>) => configProblems(env, '/srv/rentmap/api');

describe('loadConfig', () => {
  it('has working defaults for the embedded mode', () => {
    const config = loadConfig({}, '/anywhere');

    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, 'data'),
      database: { kind: 'sqlite', file: path.join(REPO_ROOT, 'data', 'rentmap.sqlite') },
      logLevel: 'info',
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      webRoot: REPO_ROOT,
      remotesManifestPath: path.join(REPO_ROOT, 'data', 'remotes.json'),
      bodyLimit: 1024 * 1024,
      trustProxy: false,
      corsOrigins: [],
    });
    expect(config.tileAttribution).toContain('OpenStreetMap');
  });

  it('resolves explicit paths against the working directory', () => {
    const config = loadConfig(
      { DATA_DIR: 'var/data', WEB_ROOT: '..', REMOTES_MANIFEST: 'ops/remotes.json' },
      '/srv/rentmap/api',
    );

    expect(config.dataDir).toBe('/srv/rentmap/api/var/data');
    expect(config.database).toEqual({
      kind: 'sqlite',
      file: '/srv/rentmap/api/var/data/rentmap.sqlite',
    });
    expect(config.webRoot).toBe('/srv/rentmap');
    expect(config.remotesManifestPath).toBe('/srv/rentmap/api/ops/remotes.json');
  });

  it('switches to PostgreSQL with a postgres:// DATABASE_URL', () => {
    const url = 'postgresql://rentmap:secret@db.internal:5432/rentmap';
    // A request gets a connection and an answer within seconds, or a 503.
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({
      kind: 'postgres',
      url,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 5000,
      queryTimeoutMs: 6000,
      idleTimeoutMs: 10_000,
      keepAliveMs: 10_000,
    });
  });

  it('reads the PostgreSQL and Redis time-outs', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://db.internal/rentmap',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '30000',
      DATABASE_QUERY_TIMEOUT_MS: '31000',
      DATABASE_IDLE_TIMEOUT_MS: '60000',
      DATABASE_KEEPALIVE_MS: '5000',
      REDIS_URL: 'redis://redis.internal:6379',
      REDIS_CONNECT_TIMEOUT_MS: '1500',
      REDIS_COMMAND_TIMEOUT_MS: '250',
    });

    expect(config.database).toMatchObject({
      connectTimeoutMs: 2000,
      statementTimeoutMs: 30_000,
      queryTimeoutMs: 31_000,
      idleTimeoutMs: 60_000,
      keepAliveMs: 5000,
    });
    expect(config.redis).toEqual({
      url: 'redis://redis.internal:6379',
      keyPrefix: 'rentmap:',
      connectTimeoutMs: 1500,
      commandTimeoutMs: 250,
    });
    expect(loadConfig({ REDIS_URL: 'redis://redis.internal:6379' }).redis).toMatchObject({
      connectTimeoutMs: 5000,
      commandTimeoutMs: 1000,
    });
    // Off: migrations and benches whose statements run for minutes.
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://db.internal/rentmap',
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
        DATABASE_QUERY_TIMEOUT_MS: '0',
      }).database,
    ).toMatchObject({ statementTimeoutMs: 0, queryTimeoutMs: 0 });
  });

  it('rejects a query time-out that does not outlast the statement time-out', () => {
    // The API would drop the connection of a query the server was about to cancel cleanly.
    expect(
      problemsOf({ DATABASE_STATEMENT_TIMEOUT_MS: '5000', DATABASE_QUERY_TIMEOUT_MS: '5000' }),
    ).toEqual([expect.stringMatching(/^DATABASE_QUERY_TIMEOUT_MS must be .*longer than/)]);
  });

  it('parses numbers, lists and flags', () => {
    const config = loadConfig({
      PORT: '8080',
      BODY_LIMIT: '2048',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      CORS_ORIGINS: 'https://rentmap.example.com, http://localhost:8080',
      PUBLIC_BASE_URL: 'https://rentmap.example.com/',
      LOG_LEVEL: 'debug',
    });

    expect(config).toMatchObject({
      port: 8080,
      bodyLimit: 2048,
      trustProxy: ['loopback', '10.0.0.0/8'],
      corsOrigins: ['https://rentmap.example.com', 'http://localhost:8080'],
      publicBaseUrl: 'https://rentmap.example.com',
      logLevel: 'debug',
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: ' ' });
    expect(config.database.kind).toBe('sqlite');
    expect(config.port).toBe(3000);
  });

  it.each([
    ['PORT', 'not-a-number'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://root@localhost/rentmap'],
    ['DATABASE_URL', 'file:/etc/passwd'],
    ['LOG_LEVEL', 'verbose'],
    ['TILE_URL', 'javascript:alert(1)//{z}/{x}/{y}'],
    ['TILE_URL', 'https://tiles.example.com/{z}/{x}.png'],
    ['TILE_URL', 'https://tiles.example.com/{z}/{x}/{y}.png"onerror="alert(1)'],
    ['TILE_ATTRIBUTION', '<script>alert(1)</script>'],
    ['TILE_ATTRIBUTION', '<img src=x onerror=alert(1)>'],
    ['TILE_ATTRIBUTION', '<a href="javascript:alert(1)">tiles</a>'],
    ['BODY_LIMIT', '10'],
    ['BODY_LIMIT', String(1024 ** 3)],
    ['TRUST_PROXY', 'yes please'],
    ['PUBLIC_BASE_URL', 'ftp://rentmap.example.com'],
    ['CORS_ORIGINS', '*'],
    ['HOST', 'http://localhost'],
    ['REDIS_URL', 'http://redis.internal:6379'],
    ['REDIS_KEY_PREFIX', 'spaces are not keys'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '0'],
    ['DATABASE_CONNECT_TIMEOUT_MS', 'soon'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
    ['DATABASE_QUERY_TIMEOUT_MS', '1.5'],
    ['DATABASE_IDLE_TIMEOUT_MS', '0'],
    ['DATABASE_KEEPALIVE_MS', '10'],
    ['REDIS_CONNECT_TIMEOUT_MS', '0'],
    ['REDIS_COMMAND_TIMEOUT_MS', '0'],
  ])('rejects %s=%s, naming the variable', (name, value) => {
    const problems = problemsOf({ [name]: value });

    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name} must be `));
  });

  it('lists every bad variable at once, in a readable message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }

    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Invalid configuration:\n/);
    expect(message).toContain('  - PORT must be a TCP port number from 0 to 65535.');
    expect(message).toContain('  - DATABASE_URL must be a PostgreSQL URL');
    expect(message).toContain('  - LOG_LEVEL must be one of fatal, error, warn, info');
  });

  it('never repeats a rejected value (it may be a secret)', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://admin:hunter2@db/rentmap' });
    expect(problems.join('\n')).not.toContain('hunter2');
  });
});
