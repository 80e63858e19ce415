import { act, screen } from '@testing-library/react';
import { deferred, httpError, mockApi, ok } from './mock-api';
import { fillIn } from './fill-in';
import { renderModal } from './render-modal';

async function openReset(
  routes: Parameters<typeof mockApi>[0] = {},
  options: { fakeTimers?: boolean } = {},
) {
  const api = mockApi({
    ...routes,
    post: { '/auth/forgot-password': () => ok(null), ...routes.post },
  });
  const view = renderModal(options);
  await view.user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await view.user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  await screen.findByLabelText('Verification code');
  return { ...view, ...api };
}

const submit = () => screen.getByRole('button', { name: 'Reset Password' });

describe('reset password: the view', () => {
  it('shows the email read-only, a code, a new password and a confirmation, without tabs', async () => {
    await openReset();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByText('We sent a verification code to ada@example.com.')).toBeInTheDocument();
  });

  it('goes back to Sign In with the tabs', async () => {
    const { user } = await openReset();
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });
});

describe('reset password: validation texts', () => {
  it('requires the code, the new password and the confirmation', async () => {
    const { user, post } = await openReset();
    await user.click(submit());
    expect(screen.getByText('Verification code is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith(
      '/auth/reset-password',
      expect.anything(),
      expect.anything(),
    );
  });

  it('wants 6 characters and a matching confirmation', async () => {
    const { user } = await openReset();
    await fillIn(user, {
      'Verification code': '123456',
      'New password': '12345',
      'Confirm new password': '12346',
    });
    await user.click(submit());
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('clears an error when its field is edited', async () => {
    const { user } = await openReset();
    await user.click(submit());
    await user.type(screen.getByLabelText('Verification code'), '1');
    expect(screen.queryByText('Verification code is required')).not.toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
  });
});

describe('reset password: success and failure', () => {
  afterEach(() => jest.useRealTimers());

  it('resets, shows the success text, and opens Sign In 1.5 s later with the email', async () => {
    jest.useFakeTimers();
    const reset = deferred<unknown>();
    const { user, post } = await openReset(
      { post: { '/auth/reset-password': () => reset.promise } },
      { fakeTimers: true },
    );
    await fillIn(user, {
      'Verification code': ' 123456 ',
      'New password': 'newpass',
      'Confirm new password': 'newpass',
    });
    await user.click(submit());

    expect(screen.getByRole('button', { name: 'Resetting Password...' })).toBeDisabled();
    expect(post).toHaveBeenCalledWith(
      '/auth/reset-password',
      { email: 'ada@example.com', code: '123456', newPassword: 'newpass' },
      { skipAuth: true },
    );
    await act(async () => reset.resolve(ok(null)));
    const success = 'Password reset successful! You can now sign in with your new password.';
    expect(screen.getByText(success)).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1_499));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByText(success)).toBeInTheDocument();
  });

  it.each([
    [
      "the server's message",
      httpError(400, { code: 'BAD_REQUEST', message: 'The code has expired' }),
      'The code has expired',
    ],
    ["'Failed to reset password' when it has none", httpError(500), 'Failed to reset password'],
  ])('a failed reset shows %s', async (_, error, text) => {
    const { user } = await openReset({
      post: { '/auth/reset-password': () => Promise.reject(error) },
    });
    await fillIn(user, {
      'Verification code': '123456',
      'New password': 'newpass',
      'Confirm new password': 'newpass',
    });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it("resends the code, with 'Failed to send verification code. Please try again.' on failure", async () => {
    let fail = false;
    const { user, post } = await openReset({
      post: {
        '/auth/forgot-password': () => (fail ? Promise.reject(httpError(500)) : ok(null)),
      },
    });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(post).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send verification code. Please try again.',
    );
  });
});
