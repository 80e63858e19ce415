import { act, screen, waitFor } from '@testing-library/react';
import { session, tokenService, type SessionState } from 'shared';
import { apiError, deferred, httpError, mockApi, ok, USER } from './mock-api';
import { fillIn } from './fill-in';
import { renderModal } from './render-modal';
import { busyButton } from '../../shared/test/busy-button';

afterEach(() => tokenService.clear());

const SESSION = { accessToken: 'access-1', refreshToken: 'refresh-1', user: USER };

describe('sign in: validation texts', () => {
  beforeEach(() => mockApi());

  it('requires the email and the password', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email address is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('requires a valid email', async () => {
    const { user } = renderModal();
    await fillIn(user, { Email: 'ada@example', Password: 'secret' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('ties each error to its field', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email address is required');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it("clears a field's error when that field is edited, and only that one", async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(screen.queryByText('Email address is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('sends nothing while the form is invalid', async () => {
    const { post } = mockApi();
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(post).not.toHaveBeenCalled();
  });
});

describe('sign in: success', () => {
  it('stores the tokens, fetches the user, tells the page, then closes', async () => {
    const login = deferred<unknown>();
    const { post, get } = mockApi({
      post: { '/auth/login': () => login.promise },
      get: { '/users/me': () => ok({ ...USER, firstName: 'Augusta' }) },
    });
    // The page learns of it through the session store, which every part reads.
    const changes: Pick<SessionState, 'isAuthenticated' | 'user'>[] = [];
    const subscription = session.state$.subscribe(({ isAuthenticated, user }) =>
      changes.push({ isAuthenticated, user }),
    );
    const setSession = jest.spyOn(tokenService, 'setSession');
    const { user, onClose } = renderModal();

    await fillIn(user, { Email: ' ada@example.com ', Password: 'secret' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    // Busy while the request runs.
    expect(busyButton('Signing In...')).toHaveAttribute('type', 'submit');
    expect(post).toHaveBeenCalledWith(
      '/auth/login',
      { identifier: 'ada@example.com', password: 'secret', remember: false },
      { skipAuth: true },
    );

    await act(async () => login.resolve(ok(SESSION)));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));

    expect(setSession).toHaveBeenCalledWith(SESSION, { remember: false });
    expect(get).toHaveBeenCalledWith('/users/me');
    expect(tokenService.snapshot).toMatchObject({
      isAuthenticated: true,
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      user: { firstName: 'Augusta' },
    });
    // 'Keep me logged in' unchecked: this browser session only (sessionStorage).
    expect(sessionStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(changes.at(-1)).toEqual({
      isAuthenticated: true,
      user: expect.objectContaining({ firstName: 'Augusta' }),
    });
    // Tokens first, then the user, then the modal closes.
    expect(setSession.mock.invocationCallOrder[0]).toBeLessThan(
      get.mock.invocationCallOrder.at(-1)!,
    );
    subscription.unsubscribe();
  });

  it("'Keep me logged in' checked: asks for the long sign-in and keeps the tokens in localStorage", async () => {
    const { post } = mockApi({
      post: { '/auth/login': () => ok(SESSION) },
      get: { '/users/me': () => ok(USER) },
    });
    const { user, onClose } = renderModal();
    await fillIn(user, { Email: 'ada@example.com', Password: 'secret' });
    await user.click(screen.getByRole('checkbox', { name: 'Keep me logged in' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      '/auth/login',
      { identifier: 'ada@example.com', password: 'secret', remember: true },
      { skipAuth: true },
    );
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
    expect(tokenService.remembered).toBe(true);
  });

  it('still signs in when /users/me fails, with the user from the login answer', async () => {
    mockApi({
      post: { '/auth/login': () => ok(SESSION) },
      get: { '/users/me': () => Promise.reject(httpError(500)) },
    });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, onClose } = renderModal();
    await fillIn(user, { Email: 'ada@example.com', Password: 'secret' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(tokenService.snapshot.user).toEqual(USER);
  });
});

describe('sign in: failure', () => {
  async function signInAgainst(error: unknown) {
    mockApi({ post: { '/auth/login': () => Promise.reject(error) } });
    const view = renderModal();
    await view.user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await view.user.type(screen.getByLabelText('Password'), 'wrong!');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    return view;
  }

  it("shows the server's message and stays open", async () => {
    const { onClose } = await signInAgainst(
      apiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(onClose).not.toHaveBeenCalled();
    expect(tokenService.snapshot.isAuthenticated).toBe(false);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("falls back to 'Login failed'", async () => {
    await signInAgainst(httpError(500, {}));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('says when the server did not answer', async () => {
    await signInAgainst(
      Object.assign(new Error('Network Error'), { isAxiosError: true, request: {} }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No response received from server');
  });
});

describe('forgot password from the sign-in form', () => {
  it('asks for the email first', async () => {
    const { post } = mockApi();
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByText('Email is required for password reset')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada');
    expect(screen.queryByText('Email is required for password reset')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a code and opens the reset view with the email carried over, without tabs', async () => {
    const sent = deferred<unknown>();
    const { post } = mockApi({ post: { '/auth/forgot-password': () => sent.promise } });
    const { user } = renderModal();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('button', { name: 'Sending code...' })).toBeDisabled();
    expect(post).toHaveBeenCalledWith(
      '/auth/forgot-password',
      { email: 'ada@example.com' },
      { skipAuth: true },
    );
    await act(async () => sent.resolve(ok(null)));

    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Verification code')).toHaveFocus();
  });

  it("shows the server's text, else 'Failed to send reset email'", async () => {
    mockApi({ post: { '/auth/forgot-password': () => Promise.reject(httpError(500)) } });
    const { user } = renderModal();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email');
    expect(screen.getByRole('tablist')).toBeInTheDocument();
  });
});

describe('sign in: focus after a failed submit', () => {
  it('moves to the first field in error', async () => {
    mockApi();
    const { user } = renderModal();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });
});
