import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { RemoteSlot } from './remote-slot';

jest.mock('../mf/load-remote-module', () => ({
  loadRemoteComponent: async (remote: string, module: string) => ({
    default: () => (
      <p>
        {remote} {module}
      </p>
    ),
  }),
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
});
