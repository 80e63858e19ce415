import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { apiClient, bus, session, tokenService, type BusEvents, type User } from 'shared';
import { useEffect } from 'react';
import ProfilePage, { remoteInfo } from '../src/exposed/profile-page';
import { resetSignInPrompt } from '../src/features/profile/sign-in-prompt';
import { apiError, httpError, USER } from './api-stand-in';

function mockMe(...answers: Array<User | Error>) {
  const get = jest.spyOn(apiClient, 'get');
  for (const answer of answers) {
    if (answer instanceof Error) get.mockRejectedValueOnce(answer);
    else get.mockResolvedValueOnce({ data: { success: true, data: answer } });
  }
  return get;
}

function signIn(user: User | null = null) {
  tokenService.setSession({ accessToken: 'access', refreshToken: 'refresh', user });
}

function GoBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      back
    </button>
  );
}

/** What the host does with 'auth:required': open the sign-in modal at /auth. */
function HostPrompt() {
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = bus.on('auth:required').subscribe(() => navigate('/auth'));
    return () => subscription.unsubscribe();
  }, [navigate]);
  return null;
}

function renderProfile(entries: string[] = ['/profile'], index = 0) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={index}>
      <HostPrompt />
      <Routes>
        <Route
          path="/profile"
          element={
            <>
              <Link to="/">home</Link>
              <ProfilePage />
            </>
          }
        />
        <Route path="/auth" element={<GoBack />} />
        <Route path="/" element={<Link to="/profile">profile</Link>} />
      </Routes>
    </MemoryRouter>,
  );
}

function listenForSignInRequests() {
  const requests: BusEvents['auth:required'][] = [];
  const subscription = bus.on('auth:required').subscribe((request) => requests.push(request));
  return { requests, stop: () => subscription.unsubscribe() };
}

beforeEach(() => resetSignInPrompt());
afterEach(() => {
  tokenService.clear();
  // Each test is a new page load: the session store starts when the page first reads it.
  session.reset();
});

describe('/profile signed in', () => {
  it('fetches the current user and shows the details, email read-only', async () => {
    signIn();
    const get = mockMe(USER);
    renderProfile();
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    expect(get).toHaveBeenCalledWith('/users/me');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Username')).toHaveValue('ada');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Verified Email cannot be changed');
    expect(screen.getByText('Email cannot be changed')).toBeInTheDocument();
    expect(screen.getByTestId('email-verification')).toHaveTextContent('Verified');
    expect(tokenService.snapshot.user).toEqual(USER);
  });

  it('says Not verified for an unverified email', async () => {
    signIn();
    mockMe({ ...USER, emailVerified: false });
    renderProfile();
    expect(await screen.findByTestId('email-verification')).toHaveTextContent('Not verified');
    expect(screen.getByRole('link', { name: 'Verify email' })).toHaveAttribute(
      'href',
      '/verify-email?email=ada%40example.com',
    );
  });

  it('offers no verification link once the email is verified', async () => {
    signIn();
    mockMe(USER);
    renderProfile();
    await screen.findByTestId('email-verification');
    expect(screen.queryByRole('link', { name: 'Verify email' })).not.toBeInTheDocument();
  });

  it('copes with a user without names or username', async () => {
    signIn();
    mockMe({ id: 'u2', email: 'x@example.com', emailVerified: false, username: null });
    renderProfile();
    expect(await screen.findByLabelText('Username')).toHaveValue('');
    expect(screen.getByLabelText('First name')).toHaveValue('');
  });

  it('offers the budget ranges and room types', async () => {
    signIn();
    mockMe(USER);
    renderProfile();
    const budget = await screen.findByRole('combobox', { name: 'Budget range' });
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .filter((option) => (option as HTMLOptionElement).value !== '')
        .map((option) => option.textContent);
    expect(options(budget)).toEqual(['$500-$1000', '$1000-$1500', '$1500-$2000', '$2000+']);
    expect(options(screen.getByRole('combobox', { name: 'Room type' }))).toEqual([
      'Private Room',
      'Shared Room',
      'Studio',
      '1 Bedroom',
    ]);
    await userEvent.selectOptions(budget, '$1500-$2000');
    // The label is the product's; the value sent is the API's (shared/contract/preferences).
    expect(budget).toHaveValue('1500-2000');
  });

  it("'Save Changes' sends the profile once (profile-save.test.tsx has the rest)", async () => {
    signIn();
    const get = mockMe(USER);
    const post = jest.spyOn(apiClient, 'post');
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue({ data: { success: true, data: { ...USER, firstName: 'Adax' } } });
    renderProfile();
    await userEvent.type(await screen.findByLabelText('First name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(put).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('shows the user the page already knows while fetching', async () => {
    signIn({ ...USER, firstName: 'Known' });
    mockMe({ ...USER, firstName: 'Fresh' });
    renderProfile();
    expect(screen.getByLabelText('First name')).toHaveValue('Known');
    expect(await screen.findByDisplayValue('Fresh')).toBeInTheDocument();
  });

  it("says 'Failed to fetch user information' and tries again", async () => {
    signIn();
    const get = mockMe(httpError(500), USER);
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user information');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when it gave one", async () => {
    signIn();
    mockMe(apiError(503, 'SERVICE_UNAVAILABLE', 'Down for maintenance'));
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for maintenance');
  });
});

describe('/profile signed out', () => {
  it('asks the page to sign in, and fetches nothing', () => {
    const get = jest.spyOn(apiClient, 'get');
    const { requests, stop } = listenForSignInRequests();
    renderProfile();
    expect(requests).toEqual([{ reason: 'profile' }]);
    expect(get).not.toHaveBeenCalled();
    stop();
  });

  it('does not ask again when the user closes the sign-in modal and comes back', async () => {
    const { requests, stop } = listenForSignInRequests();
    renderProfile(['/profile']);
    expect(requests).toHaveLength(1);
    await userEvent.click(await screen.findByRole('button', { name: 'back' }));
    expect(
      screen.getByRole('heading', { name: 'Sign in to see your profile' }),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(requests).toHaveLength(2);
    stop();
  });

  it('asks again whenever the user follows a link to the profile', async () => {
    const { requests, stop } = listenForSignInRequests();
    renderProfile(['/']);
    await userEvent.click(screen.getByRole('link', { name: 'profile' }));
    expect(requests).toHaveLength(1);
    await userEvent.click(await screen.findByRole('button', { name: 'back' }));
    expect(requests).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'home' }));
    await userEvent.click(screen.getByRole('link', { name: 'profile' }));
    expect(requests).toHaveLength(2);
    stop();
  });

  it('shows the Sign In card when the user signs out on the page', async () => {
    signIn();
    mockMe(USER);
    renderProfile();
    await screen.findByLabelText('First name');
    const { requests, stop } = listenForSignInRequests();
    act(() => tokenService.clear());
    expect(
      screen.getByRole('heading', { name: 'Sign in to see your profile' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
    stop();
  });
});

it('tells the host which contract it speaks', () => {
  expect(remoteInfo).toMatchObject({ name: 'remote-account' });
});
