import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, tokenService, type User } from 'shared';
import { AppHeader } from '../layout/app-header';
import { useCurrentUser } from './use-current-user';

const USER: User = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  emailVerified: true,
};

/** A JWT-shaped token (the client never checks the signature) that is not about to expire. */
function token(sub: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 900;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, exp })}.signature`;
}

function Shell() {
  useCurrentUser();
  return <AppHeader />;
}

const renderShell = () =>
  render(
    <MemoryRouter>
      <Shell />
    </MemoryRouter>,
  );

afterEach(() => {
  tokenService.clear();
  jest.restoreAllMocks();
});

describe('the current user at start (SPEC.md §4)', () => {
  it('fetches /users/me when a token is stored, and the header shows the user', async () => {
    tokenService.setSession({ accessToken: token('u1'), refreshToken: 'r1' });
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ status: 200, data: { success: true, data: USER } } as never);

    renderShell();

    await waitFor(() => expect(screen.getAllByText('Ada Lovelace').length).toBeGreaterThan(0));
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/users/me');
  });

  it('does not fetch when nobody is signed in', () => {
    const get = jest.spyOn(apiClient, 'get');
    renderShell();
    expect(get).not.toHaveBeenCalled();
    expect(screen.getAllByRole('link', { name: 'Sign In' }).length).toBeGreaterThan(0);
  });

  it('does not fetch again when the session already carries the user', async () => {
    const get = jest.spyOn(apiClient, 'get');
    renderShell();
    act(() => tokenService.setSession({ accessToken: token('u1'), refreshToken: 'r', user: USER }));
    await waitFor(() => expect(screen.getAllByText('Ada Lovelace').length).toBeGreaterThan(0));
    expect(get).not.toHaveBeenCalled();
  });

  it('keeps the signed-in state when /users/me fails for a passing reason', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    tokenService.setSession({ accessToken: token('u1'), refreshToken: 'r1' });
    const get = jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
    renderShell();
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    expect(tokenService.snapshot.isAuthenticated).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Sign Out' }).length).toBeGreaterThan(0);
  });
});
