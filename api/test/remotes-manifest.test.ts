import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_ORIGINS_HEADER } from 'shared/contract';
import { useAppOnWebRoot } from './helpers/web-root-app';

const PINNED = {
  'remote-map': '/remotes/remote-map/1.1.0/mf-manifest.json',
  'remote-markers': 'https://cdn.example.com/remote-markers/2.0.0/mf-manifest.json',
  'remote-auth': '/remotes/remote-auth/1.0.0/mf-manifest.json',
  'remote-account': '/remotes/remote-account/1.0.0/mf-manifest.json',
};

describe('GET /remotes.json', () => {
  let manifestFile: string;
  const t = useAppOnWebRoot({ packageVersion: '1.2.3' }, async (dir) => {
    manifestFile = path.join(dir, 'ops', 'remotes.json');
    await mkdir(path.dirname(manifestFile));
    return {
      REMOTES_MANIFEST: manifestFile,
      REMOTE_ORIGINS: 'https://cdn.example.com, http://127.0.0.1:3304',
    };
  });
  beforeEach(async () => {
    await rm(manifestFile, { force: true });
  });

  const fetchManifest = () => t.app.inject({ method: 'GET', url: '/remotes.json' });
  const writeManifest = (content: string) => writeFile(manifestFile, content);

  it("serves each remote's package.json version when ops wrote no manifest", async () => {
    const response = await fetchManifest();

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      'remote-map': '/remotes/remote-map/1.2.3/mf-manifest.json',
      'remote-markers': '/remotes/remote-markers/1.2.3/mf-manifest.json',
      'remote-auth': '/remotes/remote-auth/1.2.3/mf-manifest.json',
      'remote-account': '/remotes/remote-account/1.2.3/mf-manifest.json',
    });
  });

  it('serves the ops-owned file, re-read at each request', async () => {
    await writeManifest(JSON.stringify(PINNED));
    expect((await fetchManifest()).json()).toEqual(PINNED);

    const rolledBack = { ...PINNED, 'remote-map': '/remotes/remote-map/1.0.0/mf-manifest.json' };
    await writeManifest(JSON.stringify(rolledBack));
    expect((await fetchManifest()).json()).toEqual(rolledBack);
  });

  it.each([
    ['not JSON', '{ "remote-map": '],
    ['an empty entry', JSON.stringify({ ...PINNED, 'remote-auth': '' })],
    ['a javascript: URL', JSON.stringify({ ...PINNED, 'remote-map': 'javascript:alert(1)' })],
    [
      'a remote on an origin ops did not allow',
      JSON.stringify({ ...PINNED, 'remote-auth': 'https://evil.example/1.0.0/mf-manifest.json' }),
    ],
    [
      'a protocol-relative URL to another origin',
      JSON.stringify({ ...PINNED, 'remote-map': '//evil.example/1.0.0/mf-manifest.json' }),
    ],
    [
      'an allowed host on another port',
      JSON.stringify({ ...PINNED, 'remote-map': 'https://cdn.example.com:8443/mf-manifest.json' }),
    ],
  ])(
    'keeps serving the last good manifest when the file has %s, and warns why',
    async (_case, content) => {
      await writeManifest(JSON.stringify(PINNED));
      expect((await fetchManifest()).json()).toEqual(PINNED);
      const logsBefore = t.logs.length;

      await writeManifest(content);
      const response = await fetchManifest();

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(PINNED);
      const warnings = t.logs.slice(logsBefore).filter((line) => line.level === 40);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ file: manifestFile, reason: expect.any(String) });
      expect(warnings[0]!.msg).toMatch(/^Ignoring invalid remotes manifest/);
    },
  );

  it('leaves out a remote this build does not know yet, and says so once', async () => {
    const logsBefore = t.logs.length;
    await writeManifest(JSON.stringify({ ...PINNED, 'remote-chat': '/x/mf-manifest.json' }));

    expect((await fetchManifest()).json()).toEqual(PINNED);
    expect((await fetchManifest()).json()).toEqual(PINNED);
    const warnings = t.logs.slice(logsBefore).filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ unknown: ['remote-chat'] });
  });

  it('serves a manifest that leaves a remote out without it, and warns', async () => {
    const logsBefore = t.logs.length;
    const { 'remote-auth': _left, ...withoutAuth } = PINNED;
    await writeManifest(JSON.stringify(withoutAuth));

    expect((await fetchManifest()).json()).toEqual(withoutAuth);
    const warnings = t.logs.slice(logsBefore).filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ missing: ['remote-auth'] });
  });

  it('names the refused remote and its origin in the warning', async () => {
    await writeManifest(JSON.stringify(PINNED));
    await fetchManifest();
    const logsBefore = t.logs.length;

    await writeManifest(
      JSON.stringify({ ...PINNED, 'remote-auth': 'https://evil.example/1.0.0/mf-manifest.json' }),
    );
    expect((await fetchManifest()).json()).toEqual(PINNED);

    const [warning] = t.logs.slice(logsBefore).filter((line) => line.level === 40);
    expect(warning?.reason).toBe(
      'Remote(s) outside the allowed origins: remote-auth (https://evil.example).',
    );
  });

  it('accepts remotes on every allowed origin and publishes the allowed origins', async () => {
    const crossOrigin = {
      ...PINNED,
      'remote-account': 'http://127.0.0.1:3304/1.0.0/mf-manifest.json',
    };
    await writeManifest(JSON.stringify(crossOrigin));

    const response = await fetchManifest();

    expect(response.json()).toEqual(crossOrigin);
    expect(response.headers[REMOTE_ORIGINS_HEADER]).toBe(
      'https://cdn.example.com http://127.0.0.1:3304',
    );
    expect(response.headers['access-control-expose-headers']).toBe(REMOTE_ORIGINS_HEADER);
  });

  it('warns once per problem, not on every request', async () => {
    await writeManifest(JSON.stringify(PINNED));
    await fetchManifest();
    await writeManifest('nope');
    const logsBefore = t.logs.length;

    await fetchManifest();
    await fetchManifest();
    await fetchManifest();

    expect(t.logs.slice(logsBefore).filter((line) => line.level === 40)).toHaveLength(1);
  });
});

describe('GET /remotes.json with an invalid file from the start', () => {
  const t = useAppOnWebRoot({}, async (dir) => {
    const manifestFile = path.join(dir, 'remotes.json');
    await writeFile(manifestFile, '[]');
    return { REMOTES_MANIFEST: manifestFile };
  });

  it('falls back to the default manifest', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });

    expect(response.statusCode).toBe(200);
    expect(response.json()['remote-map']).toBe('/remotes/remote-map/1.0.0/mf-manifest.json');
  });
});

describe('GET /remotes.json with no REMOTE_ORIGINS (the default: this server only)', () => {
  let manifestFile: string;
  const t = useAppOnWebRoot({}, (dir) => {
    manifestFile = path.join(dir, 'remotes.json');
    return { REMOTES_MANIFEST: manifestFile, PUBLIC_BASE_URL: 'https://rentmap.example.com/app' };
  });

  it('publishes only its own public origin', async () => {
    await rm(manifestFile, { force: true });
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });

    expect(response.headers[REMOTE_ORIGINS_HEADER]).toBe('https://rentmap.example.com');
  });

  it('refuses a manifest that points a remote at any other origin, from the first read', async () => {
    await writeFile(
      manifestFile,
      JSON.stringify({
        ...PINNED,
        'remote-markers': '/remotes/remote-markers/1.0.0/mf-manifest.json',
      }),
    );
    expect((await t.app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual({
      ...PINNED,
      'remote-markers': '/remotes/remote-markers/1.0.0/mf-manifest.json',
    });

    await writeFile(manifestFile, JSON.stringify(PINNED)); // remote-markers on cdn.example.com
    const response = await t.app.inject({ method: 'GET', url: '/remotes.json' });

    expect(response.statusCode).toBe(200);
    expect(response.json()['remote-markers']).toBe(
      '/remotes/remote-markers/1.0.0/mf-manifest.json',
    );
  });

  it('accepts absolute entries on its own public origin', async () => {
    const own = {
      ...PINNED,
      'remote-markers':
        'https://rentmap.example.com/app/remotes/remote-markers/1.0.0/mf-manifest.json',
    };
    await writeFile(manifestFile, JSON.stringify(own));

    expect((await t.app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual(own);
  });
});
