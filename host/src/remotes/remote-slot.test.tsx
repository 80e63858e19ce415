import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus } from 'shared';
import { RemoteSlot } from './remote-slot';

jest.mock('../mf/load-remote-module', () => ({
  loadRemoteComponent: async (remote: string, module: string) => {
    if (module === './Broken') throw new Error('entry unreachable');
    return {
      default: () => (
        <p>
          {remote} {module}
        </p>
      ),
    };
  },
}));

describe('RemoteSlot', () => {
  it('loads the new module when a route change swaps one slot for another', async () => {
    render(
      <MemoryRouter initialEntries={['/verify-email']}>
        <Link to="/login">go</Link>
        <Routes>
          <Route
            path="/verify-email"
            element={<RemoteSlot remote="remote-auth" module="./VerifyEmailPage" />}
          />
          <Route path="/login" element={<RemoteSlot remote="remote-auth" module="./LoginPage" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('remote-auth ./VerifyEmailPage')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'go' }));
    expect(await screen.findByText('remote-auth ./LoginPage')).toBeInTheDocument();
    expect(screen.queryByText('remote-auth ./VerifyEmailPage')).not.toBeInTheDocument();
  });

  it('shows what `fallback` says when the remote fails (nothing for an overlay), and still reports it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported: unknown[] = [];
    const subscription = bus.on('remote:load-failed').subscribe((e) => reported.push(e));
    const { container } = render(
      <div data-testid="section">
        {/* @ts-expect-error a module no remote exposes: its load fails */}
        <RemoteSlot remote="remote-markers" module="./Broken" loading={null} fallback={null} />
      </div>,
    );
    await waitFor(() => expect(reported).toHaveLength(1));
    expect(reported[0]).toMatchObject({ remote: 'remote-markers', module: './Broken' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(container.querySelector('[data-testid="section"]')).toBeEmptyDOMElement();
    subscription.unsubscribe();
  });

  it('shows the message with Retry by default when the remote fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // @ts-expect-error a module no remote exposes: its load fails
    render(<RemoteSlot remote="remote-markers" module="./Broken" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the app could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
