import { REMOTE_ORIGINS_HEADER, RemotesManifestError } from 'shared';
import { SAME_ORIGIN_MANIFEST } from '../../test/fixtures';
import { allowedRemoteOrigins, refusalOf } from './allowed-origins';
import { loadRemotesManifest } from './remotes-manifest';

const good = {
  'remote-map': '/remotes/remote-map/1.0.0/mf-manifest.json',
  'remote-markers': '/remotes/remote-markers/1.0.0/mf-manifest.json',
  'remote-auth': '/remotes/remote-auth/1.0.0/mf-manifest.json',
  'remote-account': 'https://cdn.example.com/remote-account/1.2.0/mf-manifest.json',
};

function answer(status: number, body: string, headers: Record<string, string> = {}): typeof fetch {
  // jsdom has no fetch Response; this is the part of it the loader reads.
  const response = {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => body,
  };
  return jest.fn(async () => response) as unknown as typeof fetch;
}

const unreachable = jest.fn(async () => {
  throw new TypeError('Failed to fetch');
}) as unknown as typeof fetch;

/** What the API publishes with the manifest when ops allow the CDN. */
const CDN_ALLOWED = { [REMOTE_ORIGINS_HEADER]: 'https://cdn.example.com' };
const LAST_GOOD_KEY = 'rentmap.remotesManifest.lastGood';

describe('loadRemotesManifest', () => {
  beforeEach(() => window.localStorage.clear());

  it('resolves the entries against the page and remembers the manifest', async () => {
    const { manifest, warning, refused } = await loadRemotesManifest(
      '/remotes.json',
      answer(200, JSON.stringify(good), CDN_ALLOWED),
    );
    expect(warning).toBeUndefined();
    expect(refused).toEqual({});
    expect(manifest['remote-map']).toBe(
      'http://localhost/remotes/remote-map/1.0.0/mf-manifest.json',
    );
    expect(manifest['remote-account']).toBe(good['remote-account']);
  });

  it('keeps the last good manifest when a later one is malformed', async () => {
    await loadRemotesManifest('/remotes.json', answer(200, JSON.stringify(good), CDN_ALLOWED));
    const { manifest, warning } = await loadRemotesManifest(
      '/remotes.json',
      answer(200, '{"remote-map":', CDN_ALLOWED),
    );
    expect(warning).toMatch(/not valid JSON/);
    expect(manifest['remote-auth']).toBe(
      'http://localhost/remotes/remote-auth/1.0.0/mf-manifest.json',
    );
  });

  it('keeps the last good manifest when the server fails', async () => {
    await loadRemotesManifest('/remotes.json', answer(200, JSON.stringify(good), CDN_ALLOWED));
    const { warning } = await loadRemotesManifest(
      '/remotes.json',
      answer(503, 'down', CDN_ALLOWED),
    );
    expect(warning).toBe('The remotes manifest answered HTTP 503.');
  });

  it('fails with a clear error when there is no good manifest at all', async () => {
    await expect(
      loadRemotesManifest(
        '/remotes.json',
        answer(200, JSON.stringify({ ...good, 'remote-map': 'javascript:alert(1)' })),
      ),
    ).rejects.toThrow('The URL for remote-map must be http or https: javascript:alert(1)');
  });
});

describe('a manifest ahead of or behind this host (they deploy independently)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.mocked(console.info).mockRestore();
    jest.mocked(console.warn).mockRestore();
  });

  it('ignores a remote this host does not know yet, with a console line', async () => {
    const ahead = { ...good, 'remote-chat': '/remotes/remote-chat/1.0.0/mf-manifest.json' };
    const { manifest, warning } = await loadRemotesManifest(
      '/remotes.json',
      answer(200, JSON.stringify(ahead), CDN_ALLOWED),
    );
    expect(warning).toBeUndefined();
    expect(manifest).not.toHaveProperty('remote-chat');
    expect(manifest['remote-map']).toBe(
      'http://localhost/remotes/remote-map/1.0.0/mf-manifest.json',
    );
    expect(console.info).toHaveBeenCalledWith(
      '[remotes manifest] ignored, unknown to this host: remote-chat',
    );
    // It is remembered as it came: a later failure still has the good copy.
    const later = await loadRemotesManifest('/remotes.json', answer(503, 'down', CDN_ALLOWED));
    expect(later.manifest['remote-account']).toBe(good['remote-account']);
  });

  it('leaves out a remote the manifest does not list, with a console line', async () => {
    const behind = { ...good, 'remote-account': undefined };
    const { manifest } = await loadRemotesManifest(
      '/remotes.json',
      answer(200, JSON.stringify(behind), CDN_ALLOWED),
    );
    expect(manifest).not.toHaveProperty('remote-account');
    expect(Object.keys(manifest)).toEqual(['remote-map', 'remote-markers', 'remote-auth']);
    expect(console.warn).toHaveBeenCalledWith(
      '[remotes manifest] not listed, shown as unavailable: remote-account',
    );
  });
});

describe('remotes outside the allowed origins', () => {
  const sameOrigin = SAME_ORIGIN_MANIFEST;
  const poisoned = {
    ...sameOrigin,
    'remote-auth': 'https://evil.example/remote-auth/mf-manifest.json',
  };

  beforeEach(() => {
    window.localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.mocked(console.error).mockRestore());

  it('refuses a fetched entry on an origin the server did not publish, and does not store it', async () => {
    const { manifest, refused } = await loadRemotesManifest(
      '/remotes.json',
      answer(200, JSON.stringify(poisoned), CDN_ALLOWED),
    );

    expect(refused).toEqual({ 'remote-auth': poisoned['remote-auth'] });
    expect(refusalOf('remote-auth', manifest['remote-auth'] ?? '')).toBe(
      'remote-auth was not loaded: https://evil.example is not among the allowed remote origins ' +
        '(http://localhost, https://cdn.example.com)',
    );
    expect(refusalOf('remote-map', manifest['remote-map'] ?? '')).toBeNull();
    expect(window.localStorage.getItem(LAST_GOOD_KEY)).toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      '[remotes manifest] entries outside the allowed origins:',
      { 'remote-auth': poisoned['remote-auth'] },
    );
  });

  it('never uses a poisoned stored copy when the server fails, and drops it', async () => {
    window.localStorage.setItem(LAST_GOOD_KEY, JSON.stringify(poisoned));

    await expect(
      loadRemotesManifest('/remotes.json', answer(503, 'down', CDN_ALLOWED)),
    ).rejects.toThrow(new RemotesManifestError('The remotes manifest answered HTTP 503.'));

    expect(window.localStorage.getItem(LAST_GOOD_KEY)).toBeNull();
    expect(console.error).toHaveBeenCalledWith(
      '[remotes manifest] the stored manifest was not used:',
      'Remote(s) outside the allowed origins: remote-auth (https://evil.example).',
    );
  });

  it('never uses a poisoned stored copy when the answer is malformed', async () => {
    window.localStorage.setItem(LAST_GOOD_KEY, JSON.stringify(poisoned));

    await expect(
      loadRemotesManifest('/remotes.json', answer(200, '{"remote-map":', CDN_ALLOWED)),
    ).rejects.toThrow('The remotes manifest is not valid JSON.');
  });

  it('trusts only its own origin for a stored copy when the server cannot be reached', async () => {
    window.localStorage.setItem(LAST_GOOD_KEY, JSON.stringify(good)); // remote-account on the CDN
    await expect(loadRemotesManifest('/remotes.json', unreachable)).rejects.toThrow(
      'Failed to fetch',
    );
    expect(allowedRemoteOrigins()).toEqual(['http://localhost']);

    window.localStorage.setItem(LAST_GOOD_KEY, JSON.stringify(sameOrigin));
    const { manifest, warning } = await loadRemotesManifest('/remotes.json', unreachable);
    expect(warning).toBe('Failed to fetch');
    expect(manifest['remote-auth']).toBe(
      'http://localhost/remotes/remote-auth/1.0.0/mf-manifest.json',
    );
  });

  it('uses a stored copy on the origins the failed answer still publishes', async () => {
    window.localStorage.setItem(LAST_GOOD_KEY, JSON.stringify(good));

    const { manifest } = await loadRemotesManifest(
      '/remotes.json',
      answer(502, 'bad gateway', CDN_ALLOWED),
    );

    expect(manifest['remote-account']).toBe(good['remote-account']);
  });
});

describe('the manifest the server wrote into the page', () => {
  const pageCopy = {
    remotes: good,
    remoteOrigins: ['https://cdn.example.com'],
    config: { tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png', tileAttribution: '©' },
  };

  beforeEach(() => window.localStorage.clear());

  it('is used without a request, with the origins it names', async () => {
    const fetchImpl = unreachable;
    const { manifest, refused } = await loadRemotesManifest('/remotes.json', fetchImpl, pageCopy);

    expect(fetchImpl).not.toHaveBeenCalled();
    expect(refused).toEqual({});
    expect(manifest['remote-map']).toBe(
      'http://localhost/remotes/remote-map/1.0.0/mf-manifest.json',
    );
    expect(manifest['remote-account']).toBe(good['remote-account']);
    expect(allowedRemoteOrigins()).toEqual(['http://localhost', 'https://cdn.example.com']);
  });

  it('is checked like a fetched one: an entry on an origin it does not allow is refused', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { manifest, refused } = await loadRemotesManifest('/remotes.json', unreachable, {
      ...pageCopy,
      remoteOrigins: [],
    });
    jest.mocked(console.error).mockRestore();

    expect(refused).toEqual({ 'remote-account': good['remote-account'] });
    expect(refusalOf('remote-account', manifest['remote-account'] ?? '')).toMatch(
      /not among the allowed remote origins/,
    );
  });

  it('is fetched when the page holds none (served by a CDN)', async () => {
    const fetchImpl = answer(200, JSON.stringify(good), CDN_ALLOWED);
    await loadRemotesManifest('/remotes.json', fetchImpl, null);

    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });
});
