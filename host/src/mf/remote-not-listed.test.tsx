import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RemoteSlot } from '../remotes/remote-slot';
import { registerManifest } from './load-remote-module';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

/** A manifest deployed before remote-account existed: the host still runs. */
const behind = {
  'remote-map': 'http://localhost/remotes/remote-map/1.0.0/mf-manifest.json',
  'remote-markers': 'http://localhost/remotes/remote-markers/1.0.0/mf-manifest.json',
  'remote-auth': 'http://localhost/remotes/remote-auth/1.0.0/mf-manifest.json',
};

describe('a remote missing from the manifest', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.mocked(console.error).mockRestore());

  it('shows its fallback with Retry in its slot, and nothing is fetched for it', async () => {
    registerManifest(behind);
    render(
      <MemoryRouter>
        <p>the rest of the page</p>
        <RemoteSlot remote="remote-account" module="./ProfilePage" />
      </MemoryRouter>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the app could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('the rest of the page')).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(jest.mocked(registerRemotes).mock.lastCall?.[0].map((r) => r.name)).toEqual([
      'remote_map',
      'remote_markers',
      'remote_auth',
    ]);
  });
});
