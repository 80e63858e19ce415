import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, tokenService } from 'shared';
import SettingsPage from '../src/exposed/settings-page';

function options(name: string) {
  return within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);
}

describe('/settings (SPEC.md §2)', () => {
  it('starts with email and push notifications on and SMS off', () => {
    render(<SettingsPage />);
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'SMS notifications' })).not.toBeChecked();
  });

  it('switches notifications on and off', async () => {
    render(<SettingsPage />);
    const sms = screen.getByRole('switch', { name: 'SMS notifications' });
    await userEvent.click(sms);
    expect(sms).toBeChecked();
    const email = screen.getByRole('switch', { name: 'Email notifications' });
    await userEvent.click(email);
    expect(email).not.toBeChecked();
  });

  it('offers Profile Visibility and Location Sharing', async () => {
    render(<SettingsPage />);
    expect(options('Profile Visibility')).toEqual(['Public', 'Friends Only', 'Private']);
    expect(options('Location Sharing')).toEqual(['Always', 'When Active', 'Never']);
    const visibility = screen.getByRole('combobox', { name: 'Profile Visibility' });
    await userEvent.selectOptions(visibility, 'Private');
    expect(visibility).toHaveValue('Private');
  });

  it("has 'Delete Account' and 'Export Data' buttons that do nothing yet", async () => {
    const calls = [
      jest.spyOn(apiClient, 'get'),
      jest.spyOn(apiClient, 'post'),
      jest.spyOn(apiClient, 'delete'),
    ];
    render(<SettingsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    for (const call of calls) expect(call).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('groups the settings in named sections', () => {
    render(<SettingsPage />);
    for (const name of ['Notifications', 'Privacy', 'Your data']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
  });
});

describe("/settings 'Sign out of all devices'", () => {
  /** A JWT-shaped token (the client never checks the signature) that is not about to expire. */
  function token(): string {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const exp = Math.floor(Date.now() / 1000) + 900;
    return `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp })}.signature`;
  }

  const button = () => screen.getByRole('button', { name: 'Sign out of all devices' });

  // Signed in with the user known, as after a sign-in: the page has nobody to ask about.
  const user = { id: 'u1', email: 'ada@example.com', emailVerified: true };
  beforeEach(() => tokenService.setSession({ accessToken: token(), refreshToken: 'r1', user }));
  afterEach(() => {
    // Unmount first: clearing the session re-renders whatever is still mounted.
    cleanup();
    tokenService.clear();
    jest.restoreAllMocks();
  });

  it('is offered only to a signed-in user', () => {
    render(<SettingsPage />);
    expect(button()).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Signed-in devices' })).toBeInTheDocument();
    act(() => tokenService.clear());
    expect(screen.queryByRole('button', { name: 'Sign out of all devices' })).toBeNull();
  });

  it('ends every session on the server, then signs out here and says so', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ status: 200, data: { success: true, data: null } });
    render(<SettingsPage />);

    await userEvent.click(button());

    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0]?.[0]).toBe('/auth/logout-all');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are signed out on all devices.',
    );
    expect(tokenService.isAuthenticated).toBe(false);
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('waits for the server with the button disabled', async () => {
    let answer: (value: unknown) => void = () => undefined;
    jest.spyOn(apiClient, 'post').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<SettingsPage />);

    await userEvent.click(button());

    expect(screen.getByRole('button', { name: 'Signing out…' })).toBeDisabled();
    expect(tokenService.isAuthenticated).toBe(true);
    await act(async () => answer({ status: 200, data: { success: true, data: null } }));
    expect(tokenService.isAuthenticated).toBe(false);
  });

  it('keeps the session and says so when the server could not be reached', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(
        Object.assign(new Error('Network Error'), { isAxiosError: true, request: {} }),
      );
    render(<SettingsPage />);

    await userEvent.click(button());

    expect(await screen.findByRole('alert')).toHaveTextContent('No response received from server');
    expect(tokenService.isAuthenticated).toBe(true);
    expect(button()).toBeEnabled();
  });

  it("shows the server's own words when it refused", async () => {
    const response = {
      status: 429,
      data: { success: false, code: 'RATE_LIMITED', message: 'Too many requests' },
    };
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(Object.assign(new Error('429'), { isAxiosError: true, response }));
    render(<SettingsPage />);

    await userEvent.click(button());

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(tokenService.isAuthenticated).toBe(true);
  });
});
