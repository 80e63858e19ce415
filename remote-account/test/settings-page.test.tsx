import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountSettings, apiClient, bus, tokenService, type Settings } from 'shared';
import SettingsPage from '../src/exposed/settings-page';
import { endSignedInTest } from '../../shared/test/end-signed-in-test';

/** A JWT-shaped token (the client never checks the signature) that is not about to expire. */
function token(sub = 'u1'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 900;
  return `${encode({ alg: 'HS256' })}.${encode({ sub, exp })}.signature`;
}

const SAVED: Settings = {
  profileVisibility: 'private',
  locationSharing: 'when-active',
  emailNotifications: true,
  pushNotifications: true,
  smsNotifications: false,
};

const success = (data: unknown) => ({ status: 200, data: { success: true, data } });
const failure = (status: number, code: string, message: string) =>
  Object.assign(new Error(String(status)), {
    isAxiosError: true,
    response: { status, data: { success: false, code, message } },
  });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

/** GET /users/me/settings answers `stored`; PUT merges what it is sent, as the API does. */
function stubSettingsApi(stored: Settings = SAVED) {
  let server = { ...stored };
  const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url) => {
    if (url === '/users/me/settings') return success(server);
    throw new Error(`unexpected GET ${url}`);
  });
  const put = jest.spyOn(apiClient, 'put').mockImplementation(async (url, body) => {
    if (url !== '/users/me/settings') throw new Error(`unexpected PUT ${url}`);
    server = { ...server, ...(body as Partial<Settings>) };
    return success(server);
  });
  return { get, put };
}

function options(name: string) {
  return within(screen.getByRole('combobox', { name }))
    .getAllByRole('option')
    .map((option) => option.textContent);
}

const user = { id: 'u1', email: 'ada@example.com', emailVerified: true };
const signIn = () => tokenService.setSession({ accessToken: token(), refreshToken: 'r1', user });

afterEach(endSignedInTest);

describe('/settings signed out', () => {
  it('asks to sign in instead of showing settings it cannot save', async () => {
    const get = jest.spyOn(apiClient, 'get');
    const asked = jest.fn();
    const subscription = bus.on('auth:required').subscribe(asked);
    render(<SettingsPage />);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(asked).toHaveBeenCalledWith({ reason: 'settings' });
    expect(get).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });
});

describe('/settings, saved per account', () => {
  beforeEach(signIn);

  it("loads the account's settings from the server", async () => {
    const { get } = stubSettingsApi({
      ...SAVED,
      smsNotifications: true,
      pushNotifications: false,
      profileVisibility: 'friends',
      locationSharing: 'never',
    });
    render(<SettingsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your settings…');
    expect(await screen.findByRole('switch', { name: 'SMS notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Profile Visibility' })).toHaveDisplayValue(
      'Friends Only',
    );
    expect(screen.getByRole('combobox', { name: 'Location Sharing' })).toHaveDisplayValue('Never');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("offers the product's options, and says under the select what Friends Only means", async () => {
    stubSettingsApi();
    render(<SettingsPage />);
    const visibility = await screen.findByRole('combobox', { name: 'Profile Visibility' });
    expect(options('Profile Visibility')).toEqual(['Public', 'Friends Only', 'Private']);
    expect(options('Location Sharing')).toEqual(['Always', 'When Active', 'Never']);
    await userEvent.selectOptions(visibility, 'Friends Only');
    expect(visibility).toHaveAccessibleDescription(
      'Friends Only means people signed in to RentMap: RentMap has no friend lists. Visitors who are not signed in do not see your name.',
    );
  });

  it('saves each change at once, only that setting, and says Saved', async () => {
    const { put } = stubSettingsApi();
    render(<SettingsPage />);
    const sms = await screen.findByRole('switch', { name: 'SMS notifications' });
    await userEvent.click(sms);
    expect(sms).toBeChecked();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(put).toHaveBeenCalledWith('/users/me/settings', { smsNotifications: true });

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Location Sharing' }),
      'Always',
    );
    await waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    expect(put).toHaveBeenLastCalledWith('/users/me/settings', { locationSharing: 'always' });
    expect(accountSettings.snapshot.settings).toEqual({
      ...SAVED,
      smsNotifications: true,
      locationSharing: 'always',
    });
  });

  it('is busy while saving: the change shows at once and the status says Saving…', async () => {
    stubSettingsApi();
    const answer = deferred<unknown>();
    jest.spyOn(apiClient, 'put').mockReturnValue(answer.promise as never);
    render(<SettingsPage />);
    const email = await screen.findByRole('switch', { name: 'Email notifications' });
    await userEvent.click(email);
    expect(email).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    expect(email.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer.resolve(success({ ...SAVED, emailNotifications: false })));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(email.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });

  it("shows the API's error and puts the setting back when saving fails", async () => {
    stubSettingsApi();
    jest
      .spyOn(apiClient, 'put')
      .mockRejectedValue(failure(429, 'RATE_LIMITED', 'Too many attempts. Please try again.'));
    render(<SettingsPage />);
    const visibility = await screen.findByRole('combobox', { name: 'Profile Visibility' });
    await userEvent.selectOptions(visibility, 'Public');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again.',
    );
    expect(visibility).toHaveDisplayValue('Private');
  });

  it('says so when no answer came, with a fallback text', async () => {
    stubSettingsApi();
    jest
      .spyOn(apiClient, 'put')
      .mockRejectedValue(
        Object.assign(new Error('Network Error'), { isAxiosError: true, request: {} }),
      );
    render(<SettingsPage />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Push notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No response received from server');
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
  });

  it('says when the settings could not be loaded, and Try again loads them', async () => {
    const { get } = stubSettingsApi();
    get.mockRejectedValueOnce(failure(500, 'INTERNAL_ERROR', 'Something went wrong.'));
    render(<SettingsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'SMS notifications' })).not.toBeChecked();
  });

  it('groups the settings in named sections', async () => {
    stubSettingsApi();
    render(<SettingsPage />);
    await screen.findByRole('switch', { name: 'SMS notifications' });
    for (const name of ['Notifications', 'Privacy', 'Your data']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeInTheDocument();
  });
});

describe("/settings 'Sign out of all devices'", () => {
  const button = () => screen.getByRole('button', { name: 'Sign out of all devices' });

  // Signed in with the user known, as after a sign-in: the page has nobody to ask about.
  beforeEach(() => {
    signIn();
    stubSettingsApi();
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
    expect(await screen.findByText('You are signed out on all devices.')).toHaveAttribute(
      'role',
      'status',
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
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(failure(429, 'RATE_LIMITED', 'Too many requests'));
    render(<SettingsPage />);

    await userEvent.click(button());

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(tokenService.isAuthenticated).toBe(true);
  });
});
