import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { BUS_CONTRACT_VERSION, loadedParts, registerPart } from 'shared';
import { setAllowedRemoteOrigins } from './allowed-origins';
import {
  RemoteContractError,
  RemoteLoadError,
  loadRemoteComponent,
  registerManifest,
} from './load-remote-module';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);
const NO_WAIT = [0, 0];

const manifest = {
  'remote-map': 'http://localhost/remotes/remote-map/1.0.0/mf-manifest.json',
  'remote-markers': 'http://localhost/remotes/remote-markers/1.0.0/mf-manifest.json',
  'remote-auth': 'http://localhost/remotes/remote-auth/1.0.0/mf-manifest.json',
  'remote-account': 'http://localhost/remotes/remote-account/1.0.0/mf-manifest.json',
};

function MapView() {
  return null;
}
const compatible = {
  default: MapView,
  remoteInfo: { name: 'remote-map', version: '1.0.0', contractVersion: BUS_CONTRACT_VERSION },
};

describe('loadRemoteComponent', () => {
  beforeEach(() => registerManifest(manifest));

  it('registers every remote of the manifest by its container name', () => {
    expect(mockedRegister).toHaveBeenCalledWith([
      { name: 'remote_map', entry: manifest['remote-map'] },
      { name: 'remote_markers', entry: manifest['remote-markers'] },
      { name: 'remote_auth', entry: manifest['remote-auth'] },
      { name: 'remote_account', entry: manifest['remote-account'] },
    ]);
  });

  it('tries a failing entry again, re-registered with force, and succeeds', async () => {
    mockedLoadRemote
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce(compatible);
    registerPart({ name: 'remote-map', version: '1.0.0', contractVersion: 1, react: {} });
    const loaded = await loadRemoteComponent('remote-map', './MapView', NO_WAIT);
    expect(loaded.default).toBe(MapView);
    // The ops view tells how many tries it took.
    expect(loadedParts().find((part) => part.name === 'remote-map')?.attempts).toBe(3);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
    expect(mockedLoadRemote).toHaveBeenCalledWith('remote_map/MapView');
    expect(mockedRegister).toHaveBeenLastCalledWith(
      [{ name: 'remote_map', entry: manifest['remote-map'] }],
      { force: true },
    );
  });

  it('gives up after the retries with a chunk loading error naming the remote', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('HTTP 404'));
    const failure = loadRemoteComponent('remote-map', './MapView', NO_WAIT);
    await expect(failure).rejects.toThrow(RemoteLoadError);
    await expect(failure).rejects.toThrow(/remote-map .*HTTP 404/);
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
  });

  it('refuses a remote built for another contract version, without retrying', async () => {
    registerPart({ name: 'remote-map', version: '2.0.0', contractVersion: 99, react: {} });
    mockedLoadRemote.mockResolvedValue({
      default: MapView,
      remoteInfo: { name: 'remote-map', version: '2.0.0', contractVersion: 99 },
    });
    const failure = loadRemoteComponent('remote-map', './MapView', NO_WAIT);
    await expect(failure).rejects.toThrow(RemoteContractError);
    await expect(failure).rejects.toThrow(
      `remote-map@2.0.0 speaks contract 99, the host expects contract ${BUS_CONTRACT_VERSION}`,
    );
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(loadedParts().find((p) => p.name === 'remote-map')?.status).toBe('refused');
  });

  it('records where a mounted remote came from', async () => {
    registerPart({ name: 'remote-map', version: '1.0.0', contractVersion: 1, react: {} });
    mockedLoadRemote.mockResolvedValue(compatible);
    await loadRemoteComponent('remote-map', './MapView', NO_WAIT);
    expect(loadedParts().find((p) => p.name === 'remote-map')).toMatchObject({
      source: manifest['remote-map'],
      status: 'mounted',
    });
  });
});

describe('a manifest entry outside the allowed origins', () => {
  const poisoned = { ...manifest, 'remote-auth': 'https://evil.example/1.0.0/mf-manifest.json' };

  beforeEach(() => {
    setAllowedRemoteOrigins(['https://cdn.example.com'], 'http://localhost/remotes.json');
    registerManifest(poisoned);
  });
  afterAll(() => setAllowedRemoteOrigins([], 'http://localhost/remotes.json'));

  it('is never registered with the federation runtime', () => {
    const registered = mockedRegister.mock.lastCall?.[0].map((remote) => remote.name);
    expect(registered).toEqual(['remote_map', 'remote_markers', 'remote_account']);
  });

  it('is never fetched, not even once: loading it fails at once with the reason', async () => {
    const failure = loadRemoteComponent('remote-auth', './AuthModal', NO_WAIT);
    await expect(failure).rejects.toThrow(RemoteLoadError);
    await expect(failure).rejects.toThrow(
      'remote-auth was not loaded: https://evil.example is not among the allowed remote origins ' +
        '(http://localhost, https://cdn.example.com)',
    );
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});

describe('a remote the manifest does not list', () => {
  beforeEach(() => registerManifest({ ...manifest, 'remote-auth': undefined }));

  it('is not registered with the federation runtime', () => {
    const registered = mockedRegister.mock.lastCall?.[0].map((remote) => remote.name);
    expect(registered).toEqual(['remote_map', 'remote_markers', 'remote_account']);
  });

  it('fails at once, never fetched, so its slot shows the fallback', async () => {
    const failure = loadRemoteComponent('remote-auth', './LoginPage', NO_WAIT);
    await expect(failure).rejects.toThrow(new RemoteLoadError('No manifest entry for remote-auth'));
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });
});
