import { REMOTE_NAMES, RemotesManifestError, parseRemotesManifest } from './remotes';

const good = {
  'remote-map': '/remotes/remote-map/1.0.0/mf-manifest.json',
  'remote-markers': 'https://cdn.example.com/remote-markers/2.1.0/mf-manifest.json',
  'remote-auth': '/remotes/remote-auth/1.0.0/mf-manifest.json',
  'remote-account': 'http://127.0.0.1:3304/1.0.0/mf-manifest.json',
};

describe('parseRemotesManifest', () => {
  it('resolves relative entries against the page', () => {
    const manifest = parseRemotesManifest(
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
    expect(parseRemotesManifest(good)).toEqual(good);
  });

  it.each([
    ['malformed JSON', '{"remote-map": ', /not valid JSON/],
    ['an array', '[]', /must be a JSON object/],
    [
      'an unknown remote',
      JSON.stringify({ ...good, 'remote-chat': '/x' }),
      /Unknown remote name\(s\).*remote-chat/,
    ],
    [
      'a missing remote',
      JSON.stringify({ ...good, 'remote-auth': undefined }),
      /no URL for remote-auth/,
    ],
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
    expect(() => parseRemotesManifest(input, 'http://localhost/')).toThrow(RemotesManifestError);
    expect(() => parseRemotesManifest(input, 'http://localhost/')).toThrow(message);
  });
});
