/** @jest-environment node */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SAME_ORIGIN_MANIFEST } from '../test/fixtures';
import { isClientRoute } from './contract/app-routes';
import {
  REMOTES,
  REMOTE_NAMES,
  REMOTE_PAGES,
  RemotesManifestError,
  assertRemoteOriginsAllowed,
  originOf,
  parseRemoteOrigins,
  readRemotesManifest,
  refusedRemoteEntries,
} from './remotes';

const REPO_ROOT = path.resolve(__dirname, '../..');

/** The README's table of remotes, as its rows' cells: REMOTES and each package's description. */
function remotesTableRows(): string[][] {
  const ownedBy = (name: string): string =>
    JSON.parse(readFileSync(path.join(REPO_ROOT, name, 'package.json'), 'utf8')).description;
  return [
    ['remote', 'owns', 'standalone port'],
    ...REMOTE_NAMES.map((name) => [
      `[\`${name}\`](${name}/README.md)`,
      ownedBy(name),
      String(REMOTES[name].port),
    ]),
  ];
}

/** A manifest whose entries are all on the page's own origin. */
const relative = SAME_ORIGIN_MANIFEST;

/** A manifest that mixes the page's origin with a CDN and a standalone remote. */
const good = {
  ...relative,
  'remote-markers': 'https://cdn.example.com/remote-markers/2.1.0/mf-manifest.json',
  'remote-account': 'http://127.0.0.1:3304/1.0.0/mf-manifest.json',
};

describe('readRemotesManifest: the entries', () => {
  it('resolves relative entries against the page', () => {
    const { manifest } = readRemotesManifest(
      JSON.stringify(good),
      'http://localhost:3000/remotes.json',
    );
    expect(manifest['remote-map']).toBe(
      'http://localhost:3000/remotes/remote-map/1.0.0/mf-manifest.json',
    );
    expect(manifest['remote-markers']).toBe(good['remote-markers']);
    expect(Object.keys(manifest).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it('keeps entries as written when no base is given (server side)', () => {
    expect(readRemotesManifest(good).manifest).toEqual(good);
  });

  it.each([
    ['malformed JSON', '{"remote-map": ', /not valid JSON/],
    ['an array', '[]', /must be a JSON object/],
    [
      'a non-http URL',
      JSON.stringify({ ...good, 'remote-map': 'javascript:alert(1)' }),
      /must be http or https/,
    ],
    [
      'a file URL',
      JSON.stringify({ ...good, 'remote-map': 'file:///etc/passwd' }),
      /must be http or https/,
    ],
    ['a number', JSON.stringify({ ...good, 'remote-map': 42 }), /no URL for remote-map/],
  ])('rejects %s with a readable message', (_label, input, message) => {
    expect(() => readRemotesManifest(input, 'http://localhost/')).toThrow(RemotesManifestError);
    expect(() => readRemotesManifest(input, 'http://localhost/')).toThrow(message);
  });
});

describe('readRemotesManifest (the host reads it so that host and manifest deploy apart)', () => {
  const base = 'http://localhost:3000/remotes.json';

  it('sets aside a remote this build does not know, and says so', () => {
    const { manifest, unknown, missing } = readRemotesManifest(
      JSON.stringify({ ...good, 'remote-chat': '/remotes/remote-chat/1.0.0/mf-manifest.json' }),
      base,
    );
    expect(unknown).toEqual(['remote-chat']);
    expect(missing).toEqual([]);
    expect(Object.keys(manifest).sort()).toEqual([...REMOTE_NAMES].sort());
    expect(manifest).not.toHaveProperty('remote-chat');
  });

  it('leaves out a known remote the manifest does not name, and says so', () => {
    const { manifest, unknown, missing } = readRemotesManifest(
      JSON.stringify({ ...good, 'remote-auth': undefined }),
      base,
    );
    expect(missing).toEqual(['remote-auth']);
    expect(unknown).toEqual([]);
    expect(manifest).not.toHaveProperty('remote-auth');
    expect(manifest['remote-map']).toBe(
      'http://localhost:3000/remotes/remote-map/1.0.0/mf-manifest.json',
    );
  });

  it('never looks at the value of a name it does not know', () => {
    const { manifest, unknown } = readRemotesManifest({ 'remote-chat': 'javascript:alert(1)' });
    expect(manifest).toEqual({});
    expect(unknown).toEqual(['remote-chat']);
  });

  it.each([
    ['malformed JSON', '{"remote-map": ', /not valid JSON/],
    ['an array', '[]', /must be a JSON object/],
    [
      'a non-http URL for a known remote',
      JSON.stringify({ 'remote-map': 'javascript:alert(1)' }),
      /must be http or https/,
    ],
    ['a number for a known remote', JSON.stringify({ 'remote-map': 42 }), /no URL for remote-map/],
    ['an empty URL for a known remote', JSON.stringify({ 'remote-map': ' ' }), /no URL/],
  ])('still rejects %s', (_label, input, message) => {
    expect(() => readRemotesManifest(input, base)).toThrow(RemotesManifestError);
    expect(() => readRemotesManifest(input, base)).toThrow(message);
  });

  it('checks the origins of the entries it has only', () => {
    const { manifest } = readRemotesManifest({
      'remote-map': 'https://evil.example/m.json',
      'remote-chat': 'https://evil.example/c.json',
    });
    expect(refusedRemoteEntries(manifest, [])).toEqual({
      'remote-map': 'https://evil.example/m.json',
    });
  });
});

describe('allowed remote origins', () => {
  it('reads origins from the header value and ignores anything else', () => {
    expect(
      parseRemoteOrigins(
        'https://cdn.example.com  http://127.0.0.1:3301/x javascript:alert(1) nope',
      ),
    ).toEqual(['https://cdn.example.com', 'http://127.0.0.1:3301']);
    expect(parseRemoteOrigins(null)).toEqual([]);
    expect(originOf('HTTPS://CDN.Example.com:443/a')).toBe('https://cdn.example.com');
  });

  it("allows the manifest's own origin and the listed ones", () => {
    expect(refusedRemoteEntries(relative, [])).toEqual({});
    expect(
      refusedRemoteEntries(good, ['https://cdn.example.com', 'http://127.0.0.1:3304']),
    ).toEqual({});
    const base = 'http://localhost:3000/remotes.json';
    const resolved = readRemotesManifest(JSON.stringify(relative), base).manifest;
    expect(refusedRemoteEntries(resolved, [], base)).toEqual({});
  });

  it('refuses every entry on another origin, naming the remote and the origin', () => {
    const poisoned = {
      ...relative,
      'remote-auth': 'https://evil.example/remote-auth/mf-manifest.json',
    };
    expect(refusedRemoteEntries(poisoned, ['https://cdn.example.com'])).toEqual({
      'remote-auth': poisoned['remote-auth'],
    });
    expect(() => assertRemoteOriginsAllowed(poisoned, [])).toThrow(
      'Remote(s) outside the allowed origins: remote-auth (https://evil.example).',
    );
    // Same host, other port or scheme: another origin.
    expect(
      Object.keys(
        refusedRemoteEntries(
          {
            ...relative,
            'remote-map': 'http://cdn.example.com/m.json',
            'remote-markers': 'https://cdn.example.com:8443/m.json',
          },
          ['https://cdn.example.com'],
        ),
      ),
    ).toEqual(['remote-map', 'remote-markers']);
    // Protocol-relative entries are another origin too.
    expect(
      refusedRemoteEntries({ ...relative, 'remote-map': '//evil.example/m.json' }, []),
    ).toEqual({
      'remote-map': '//evil.example/m.json',
    });
  });
});

describe('REMOTES, the one list of remotes', () => {
  it('names every remote-* package of the workspace, and only those', () => {
    const folders = readdirSync(REPO_ROOT).filter(
      (name) => /^remote-/.test(name) && existsSync(path.join(REPO_ROOT, name, 'package.json')),
    );
    expect([...REMOTE_NAMES].sort()).toEqual(folders.sort());
  });

  it('gives each remote its own port, the one its standalone `serve` listens on', () => {
    const ports = REMOTE_NAMES.map((name) => REMOTES[name].port);
    expect(new Set(ports).size).toBe(ports.length);
    for (const name of REMOTE_NAMES) {
      const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, name, 'package.json'), 'utf8'));
      expect({ name, serve: pkg.scripts.serve }).toEqual({
        name,
        serve: expect.stringContaining(`PORT:-${REMOTES[name].port}}`),
      });
    }
  });

  it('routes every page a remote declares: a client route with an exposed module', () => {
    for (const page of REMOTE_PAGES) {
      expect(isClientRoute(page.path)).toBe(true);
      expect(REMOTES[page.remote].exposes).toContain(page.module);
    }
  });

  it("is what the README's table of remotes says", () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const start = readme.indexOf('<!-- remotes-table:start -->');
    const end = readme.indexOf('<!-- remotes-table:end -->');
    expect(start).toBeGreaterThan(0);
    // Cells as written, whatever the column padding; the delimiter row left out.
    const rows = readme
      .slice(start, end)
      .split('\n')
      .filter((line) => line.startsWith('|') && !/^\|[\s|-]+\|$/.test(line))
      .map((line) =>
        line
          .slice(1, -1)
          .split(' | ')
          .map((cell) => cell.trim()),
      );
    // A difference: `pnpm new-remote` writes the row; a changed description needs it too.
    expect(rows).toEqual(remotesTableRows());
  });
});
