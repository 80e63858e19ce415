import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { tokenService } from 'shared';
import VerifyEmailPage from '../src/exposed/verify-email-page';
import { apiError, deferred, httpError, mockApi, ok, USER } from './mock-api';

afterEach(() => {
  tokenService.clear();
  jest.restoreAllMocks();
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>the map</p>} />
        <Route path="/login" element={<p>the sign-in page</p>} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/verify-email', () => {
  it('verifies at once from the emailed link (email and code in the query)', async () => {
    const { post } = mockApi({ post: { '/auth/verify-email': () => ok({ emailVerified: true }) } });
    renderAt('/verify-email?email=ada%40example.com&code=123456');

    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      '/auth/verify-email',
      { email: 'ada@example.com', code: '123456' },
      { skipAuth: true },
    );
    // Signed out: the way on is signing in.
    await userEvent.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(screen.getByText('the sign-in page')).toBeInTheDocument();
  });

  it('takes a typed code, showing the busy label while it runs', async () => {
    const pending = deferred();
    const { post } = mockApi({ post: { '/auth/verify-email': () => pending.promise } });
    const user = userEvent.setup();
    renderAt('/verify-email?email=ada%40example.com');

    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await user.type(screen.getByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(screen.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    pending.resolve(ok({ emailVerified: true }));
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/auth/verify-email',
      { email: 'ada@example.com', code: '654321' },
      { skipAuth: true },
    );
  });

  it('checks the fields with the specified texts, and errors clear on edit', async () => {
    const { post } = mockApi();
    const user = userEvent.setup();
    renderAt('/verify-email');

    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Verification code is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's words for a wrong code, else 'Email verification failed'", async () => {
    mockApi({
      post: {
        '/auth/verify-email': () =>
          Promise.reject(apiError(400, 'INVALID_CODE', 'The code is wrong.')),
      },
    });
    renderAt('/verify-email?email=ada%40example.com&code=000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong.');

    mockApi({ post: { '/auth/verify-email': () => Promise.reject(httpError(500)) } });
    await userEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Email verification failed'),
    );
  });

  it("resends a code, or says 'Failed to send verification code. Please try again.'", async () => {
    const { post } = mockApi({
      post: { '/auth/resend-verification': () => ok({ message: 'sent' }) },
    });
    const user = userEvent.setup();
    renderAt('/verify-email?email=ada%40example.com');

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/auth/resend-verification',
      { email: 'ada@example.com' },
      { skipAuth: true },
    );

    mockApi({ post: { '/auth/resend-verification': () => Promise.reject(httpError(500)) } });
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send verification code. Please try again.',
    );
  });

  it('refreshes the signed-in user so the page shows Verified at once', async () => {
    tokenService.setSession({
      accessToken: 'a',
      refreshToken: 'r',
      user: { ...USER, emailVerified: false },
    });
    mockApi({
      post: { '/auth/verify-email': () => ok({ emailVerified: true }) },
      get: { '/users/me': () => ok(USER) },
    });
    renderAt('/verify-email?code=123456');

    // The email comes from the signed-in user when the link has none.
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    expect(tokenService.snapshot.user?.emailVerified).toBe(true);
    expect(screen.getByRole('link', { name: 'Continue to the map' })).toHaveAttribute('href', '/');
  });
});
