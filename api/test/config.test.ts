import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

const REPO_ROOT = path.resolve(__dirname, '../..');

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/rentmap/api');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be rejected');
}

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
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ kind: 'postgres', url });
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
