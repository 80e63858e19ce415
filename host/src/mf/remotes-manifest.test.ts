import { loadRemotesManifest } from './remotes-manifest';

const good = {
  'remote-map': '/remotes/remote-map/1.0.0/mf-manifest.json',
  'remote-markers': '/remotes/remote-markers/1.0.0/mf-manifest.json',
  'remote-auth': '/remotes/remote-auth/1.0.0/mf-manifest.json',
  'remote-account': 'https://cdn.example.com/remote-account/1.2.0/mf-manifest.json',
};

function answer(status: number, body: string): typeof fetch {
  // jsdom has no fetch Response; this is the part of it the loader reads.
  const response = { ok: status >= 200 && status < 300, status, text: async () => body };
  return jest.fn(async () => response) as unknown as typeof fetch;
}

describe('loadRemotesManifest', () => {
  beforeEach(() => window.localStorage.clear());

  it('resolves the entries against the page and remembers the manifest', async () => {
    const { manifest, warning } = await loadRemotesManifest(
      '/remotes.json',
      answer(200, JSON.stringify(good)),
    );
    expect(warning).toBeUndefined();
    expect(manifest['remote-map']).toBe(
      'http://localhost/remotes/remote-map/1.0.0/mf-manifest.json',
    );
    expect(manifest['remote-account']).toBe(good['remote-account']);
  });

  it('keeps the last good manifest when a later one is malformed', async () => {
    await loadRemotesManifest('/remotes.json', answer(200, JSON.stringify(good)));
    const { manifest, warning } = await loadRemotesManifest(
      '/remotes.json',
      answer(200, '{"remote-map":'),
    );
    expect(warning).toMatch(/not valid JSON/);
    expect(manifest['remote-auth']).toBe(
      'http://localhost/remotes/remote-auth/1.0.0/mf-manifest.json',
    );
  });

  it('keeps the last good manifest when the server fails', async () => {
    await loadRemotesManifest('/remotes.json', answer(200, JSON.stringify(good)));
    const { warning } = await loadRemotesManifest('/remotes.json', answer(503, 'down'));
    expect(warning).toBe('The remotes manifest answered HTTP 503.');
  });

  it('fails with a clear error when there is no good manifest at all', async () => {
    await expect(
      loadRemotesManifest(
        '/remotes.json',
        answer(200, JSON.stringify({ ...good, 'remote-x': '/x' })),
      ),
    ).rejects.toThrow('Unknown remote name(s) in the manifest: remote-x.');
  });
});
