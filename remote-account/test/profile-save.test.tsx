import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, tokenService, useSession, type User } from 'shared';
import ProfilePage from '../src/exposed/profile-page';
import { resetSignInPrompt } from '../src/features/profile/sign-in-prompt';
import { USER as ADA, apiError, endTest, httpError, testToken } from './api-stand-in';
import { busyButton } from '../../shared/test/busy-button';

const USER: User = { ...ADA, budgetRange: '1000-1500', roomType: null, hasPassword: true };

/** A token for user u1, the same for the same tag throughout the run. */
const EXP = Math.floor(Date.now() / 1000) + 900;
const token = (tag: string) => testToken('u1', { exp: EXP, tag });

const ok = (data: unknown) => ({ status: 200, data: { success: true, data } });

/** What the header shows: the page's session store. */
function HeaderName() {
  const { user } = useSession();
  return <p data-testid="header-name">{user ? `${user.firstName} ${user.lastName}` : ''}</p>;
}

function renderProfile(user: User = USER) {
  tokenService.setSession({ accessToken: token('1'), refreshToken: 'refresh', user: null });
  const get = jest.spyOn(apiClient, 'get').mockImplementation((async (url: string) => {
    if (url === '/users/me') return ok(user);
    if (url === '/auth/check-username') return ok({ exists: true });
    throw httpError(404);
  }) as never);
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <HeaderName />
      <ProfilePage />
    </MemoryRouter>,
  );
  return { get };
}

/** The profile, with the API refusing every `method` request with this error. */
function renderRefusing(method: 'put' | 'post', ...error: Parameters<typeof apiError>) {
  renderProfile();
  jest.spyOn(apiClient, method).mockRejectedValue(apiError(...error));
}

/** Replaces the username with `value` and leaves the field, which checks it. */
async function enterUsername(value: string): Promise<HTMLElement> {
  const username = await screen.findByLabelText('Username');
  await userEvent.clear(username);
  await userEvent.type(username, value);
  await userEvent.tab();
  return username;
}

beforeEach(() => resetSignInPrompt());
afterEach(endTest);

describe('/profile saves', () => {
  it('loads the saved preferences into the selects', async () => {
    renderProfile();
    expect(await screen.findByRole('combobox', { name: 'Budget range' })).toHaveValue('1000-1500');
    expect(screen.getByRole('combobox', { name: 'Room type' })).toHaveValue('');
  });

  it("sends names, username and preferences; busy while saving, then 'Saved'; the header updates at once", async () => {
    renderProfile();
    let answer!: (value: unknown) => void;
    const put = jest
      .spyOn(apiClient, 'put')
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)) as never);
    const first = await screen.findByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Grace');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Room type' }), 'Studio');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(busyButton('Saving…')).toHaveAttribute('aria-busy', 'true');
    expect(put).toHaveBeenCalledWith(
      '/users/me',
      {
        firstName: 'Grace',
        lastName: 'Lovelace',
        username: 'ada',
        budgetRange: '1000-1500',
        roomType: 'studio',
      },
      { signedInAction: true },
    );

    answer(ok({ ...USER, firstName: 'Grace', roomType: 'studio' }));
    await waitFor(() =>
      expect(screen.getByTestId('profile-save-status')).toHaveTextContent('Saved'),
    );
    expect(screen.getByTestId('profile-save-status')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('header-name')).toHaveTextContent('Grace Lovelace');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it("shows the API's error and keeps what was typed", async () => {
    renderRefusing('put', 400, 'VALIDATION_ERROR', 'First name must be at most 100 characters');
    const first = await screen.findByLabelText('First name');
    await userEvent.type(first, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'First name must be at most 100 characters',
    );
    expect(first).toHaveValue('Adax');
    expect(screen.getByTestId('header-name')).toHaveTextContent('Ada Lovelace');
  });

  it('checks the username like sign-up: too short, then taken by someone else (on leaving the field)', async () => {
    const { get } = renderProfile();
    const username = await enterUsername('ab');
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    await userEvent.type(username, 'c');
    await userEvent.tab();
    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/auth/check-username', {
      params: { username: 'abc' },
      skipAuth: true,
    });
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('does not call their own username taken', async () => {
    const { get } = renderProfile();
    await enterUsername('ADA');
    expect(get).not.toHaveBeenCalledWith('/auth/check-username', expect.anything());
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('a username taken meanwhile (409 from the save) shows at the field', async () => {
    renderRefusing('put', 409, 'USERNAME_ALREADY_IN_USE', 'Username is already taken');
    await screen.findByLabelText('Username');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the email cannot be changed', async () => {
    renderProfile();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('Email cannot be changed')).toBeInTheDocument();
  });
});

describe('change password', () => {
  const fill = async (current: string, next: string, confirm: string) => {
    if (current) await userEvent.type(await screen.findByLabelText('Current password'), current);
    if (next) await userEvent.type(screen.getByLabelText('New password'), next);
    if (confirm) await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it("checks the product's rules before sending anything", async () => {
    renderProfile();
    const post = jest.spyOn(apiClient, 'post');
    await screen.findByLabelText('Current password');
    await fill('', '12345', '1234');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends current and new password, keeps the sign-in with the new tokens and says so', async () => {
    renderProfile();
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(ok({ accessToken: token('2'), refreshToken: 'refresh-2', user: USER }));
    await fill('old-secret', 'new-secret', 'new-secret');
    expect(await screen.findByText(/Your password is changed/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/users/me/password',
      { currentPassword: 'old-secret', newPassword: 'new-secret', remember: expect.any(Boolean) },
      { signedInAction: true },
    );
    expect(tokenService.snapshot.accessToken).toBe(token('2'));
    expect(tokenService.snapshot.refreshToken).toBe('refresh-2');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the API's error for a wrong current password", async () => {
    renderRefusing('post', 400, 'INVALID_CREDENTIALS', 'The current password is incorrect.');
    await fill('wrong', 'new-secret', 'new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The current password is incorrect.',
    );
    expect(tokenService.snapshot.accessToken).toBe(token('1'));
  });

  it('an account without a password (Google) is told how to add one; no form', async () => {
    renderProfile({ ...USER, hasPassword: false });
    expect(await screen.findByTestId('no-password')).toHaveTextContent('Forgot password?');
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});
