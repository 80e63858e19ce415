import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { tokenService } from 'shared';
import LoginPage from '../src/exposed/login-page';
import { fillIn } from './fill-in';
import { USER, mockApi, ok } from './mock-api';

afterEach(() => tokenService.clear());

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>the map</p>} />
        <Route path="/login" element={<LoginPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/login', () => {
  it('is a page with the sign-in form, not a dialog', () => {
    mockApi();
    renderAt('/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to RentMap' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('opens the map after signing in', async () => {
    mockApi({
      post: { '/auth/login': () => ok({ accessToken: 'a', refreshToken: 'r', user: USER }) },
      get: { '/users/me': () => ok(USER) },
    });
    const user = userEvent.setup();
    renderAt('/login');
    await fillIn(user, { Email: 'ada@example.com', Password: 'secret' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByText('the map')).toBeInTheDocument());
    expect(tokenService.snapshot.isAuthenticated).toBe(true);
  });
});
