import { act, screen, waitFor } from '@testing-library/react';
import { apiError, deferred, httpError, mockApi, ok } from './mock-api';
import { fillIn } from './fill-in';
import { renderModal } from './render-modal';

async function openSignUp(options: { fakeTimers?: boolean } = {}) {
  const view = renderModal(options);
  await view.user.click(screen.getByRole('tab', { name: 'Sign Up' }));
  return view;
}

const submit = () => screen.getByRole('button', { name: 'Create Account' });

/** Ada's email and a password, confirmed, sent with Create Account. */
async function sendNewAccount(user: Parameters<typeof fillIn>[0]) {
  await fillIn(user, {
    Email: 'ada@example.com',
    Password: 'secret',
    'Confirm password': 'secret',
  });
  await user.click(submit());
}

describe('sign up: the form', () => {
  beforeEach(() => mockApi());

  it('has email, optional names and username, password and confirmation', async () => {
    await openSignUp();
    for (const label of ['Email', 'Password', 'Confirm password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    for (const label of ['First name (optional)', 'Last name (optional)', 'Username (optional)']) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { name: 'Create your RentMap account' }),
    ).toBeInTheDocument();
  });
});

describe('sign up: validation texts', () => {
  beforeEach(() =>
    mockApi({
      get: {
        '/auth/check-email': () => ok({ exists: false }),
        '/auth/check-username': () => ok({ exists: false }),
      },
    }),
  );

  type User = Awaited<ReturnType<typeof openSignUp>>['user'];

  it.each<{
    field: string;
    typedBefore?: Record<string, string>;
    wrong: string;
    wrongText: string;
    emptyText: string;
    leaveEmpty: (user: User) => Promise<void>;
  }>([
    {
      field: 'Email',
      wrong: 'ada',
      wrongText: 'Email is invalid',
      emptyText: 'Email is required',
      leaveEmpty: (user) => user.tab(),
    },
    {
      field: 'Password',
      wrong: '12345',
      wrongText: 'Password must be at least 6 characters',
      emptyText: 'Password is required',
      leaveEmpty: (user) => user.click(screen.getByLabelText('Confirm password')),
    },
    {
      field: 'Confirm password',
      typedBefore: { Password: 'secret' },
      wrong: 'secreT',
      wrongText: 'Passwords do not match',
      emptyText: 'Please confirm your password',
      leaveEmpty: (user) => user.tab(),
    },
  ])(
    "$field: '$wrongText' when the field is left, then '$emptyText' once emptied",
    async ({ field, typedBefore = {}, wrong, wrongText, emptyText, leaveEmpty }) => {
      const { user } = await openSignUp();
      await fillIn(user, typedBefore);
      const input = screen.getByLabelText(field);
      await user.type(input, wrong);
      await user.tab();
      expect(screen.getByText(wrongText)).toBeInTheDocument();
      expect(input).toHaveAccessibleDescription(wrongText);
      await user.clear(input);
      expect(screen.queryByText(wrongText)).not.toBeInTheDocument();
      await leaveEmpty(user);
      expect(screen.getByText(emptyText)).toBeInTheDocument();
    },
  );

  it("'Username must be at least 3 characters'", async () => {
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText(/Username/), 'ab');
    await user.tab();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Username/), 'c');
    expect(screen.queryByText('Username must be at least 3 characters')).not.toBeInTheDocument();
  });

  it('does not complain about a field the user only passed through', async () => {
    const { user } = await openSignUp();
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('sign up: existence checks on blur', () => {
  it.each<[string, string, string | RegExp, string]>([
    ['Email is already registered', 'email', 'Email', 'ada@example.com'],
    ['Username is already taken', 'username', /Username/, 'ada'],
  ])("shows '%s' for a taken %s", async (text, field, label, value) => {
    const { get } = mockApi({ get: { [`/auth/check-${field}`]: () => ok({ exists: true }) } });
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText(label), value);
    await user.tab();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/auth/check-${field}`, {
      params: { [field]: value },
      skipAuth: true,
    });
  });

  it("shows the server's message for a conflict answer", async () => {
    mockApi({
      get: {
        '/auth/check-email': () =>
          Promise.reject(apiError(409, 'EMAIL_ALREADY_IN_USE', 'This email is already in use')),
      },
    });
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.tab();
    expect(await screen.findByText('This email is already in use')).toBeInTheDocument();
  });

  it('does not check an invalid email or a short username', async () => {
    const { get } = mockApi();
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.tab();
    await user.type(screen.getByLabelText(/Username/), 'ad');
    await user.tab();
    expect(get).not.toHaveBeenCalledWith('/auth/check-email', expect.anything());
    expect(get).not.toHaveBeenCalledWith('/auth/check-username', expect.anything());
  });

  it('a check that fails for another reason does not block sign-up', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ get: { '/auth/check-email': () => Promise.reject(httpError(503)) } });
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Checking...')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('sign up: the submit button', () => {
  async function fill(user: ReturnType<typeof renderModal>['user']) {
    await fillIn(user, {
      Email: 'ada@example.com',
      Password: 'secret',
      'Confirm password': 'secret',
    });
  }

  it('is disabled until email, password and confirmation are filled in', async () => {
    mockApi({ get: { '/auth/check-email': () => ok({ exists: false }) } });
    const { user } = await openSignUp();
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm password'), 'secret');
    expect(submit()).toBeEnabled();
  });

  it('is disabled while a username is shorter than 3 characters', async () => {
    mockApi({
      get: {
        '/auth/check-email': () => ok({ exists: false }),
        '/auth/check-username': () => ok({ exists: false }),
      },
    });
    const { user } = await openSignUp();
    await fill(user);
    await user.type(screen.getByLabelText(/Username/), 'ab');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText(/Username/), 'c');
    expect(submit()).toBeEnabled();
  });

  it('is disabled while an existence check runs and while an error shows', async () => {
    const check = deferred<unknown>();
    mockApi({ get: { '/auth/check-email': () => check.promise } });
    const { user } = await openSignUp();
    await fillIn(user, {
      Password: 'secret',
      'Confirm password': 'secret',
      Email: 'ada@example.com',
    });
    await user.tab();
    expect(screen.getByText('Checking...')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await act(async () => check.resolve(ok({ exists: true })));
    expect(screen.getByText('Email is already registered')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it('is disabled while the request runs, with a busy label', async () => {
    const registration = deferred<unknown>();
    mockApi({
      get: { '/auth/check-email': () => ok({ exists: false }) },
      post: { '/auth/register': () => registration.promise },
    });
    const { user } = await openSignUp();
    await fill(user);
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    await act(async () => registration.resolve(ok({})));
  });
});

describe('sign up: success and failure', () => {
  afterEach(() => jest.useRealTimers());

  it('registers, shows the success text, and opens Sign In 3 s later with the email', async () => {
    jest.useFakeTimers();
    const { post } = mockApi({
      get: {
        '/auth/check-email': () => ok({ exists: false }),
        '/auth/check-username': () => ok({ exists: false }),
      },
      post: { '/auth/register': () => ok({ id: 'u1' }) },
    });
    const { user } = await openSignUp({ fakeTimers: true });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
    await user.type(screen.getByLabelText(/Username/), 'ada');
    await fillIn(user, { Password: 'secret', 'Confirm password': 'secret' });
    await user.click(submit());

    expect(post).toHaveBeenCalledWith(
      '/auth/register',
      { email: 'ada@example.com', lastName: 'Lovelace', username: 'ada', password: 'secret' },
      { skipAuth: true },
    );
    expect(
      await screen.findByText('Registration successful! Please check your email for verification.'),
    ).toBeInTheDocument();
    expect(submit()).toBeDisabled();

    act(() => jest.advanceTimersByTime(2_999));
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('does not switch views after leaving Sign Up early', async () => {
    jest.useFakeTimers();
    mockApi({
      get: { '/auth/check-email': () => ok({ exists: false }) },
      post: { '/auth/register': () => ok({}) },
    });
    const { user } = await openSignUp({ fakeTimers: true });
    await sendNewAccount(user);
    await screen.findByText('Registration successful! Please check your email for verification.');
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  });

  it("shows 'Registration failed' when the server says nothing", async () => {
    mockApi({
      get: { '/auth/check-email': () => ok({ exists: false }) },
      post: { '/auth/register': () => Promise.reject(httpError(500)) },
    });
    const { user } = await openSignUp();
    await sendNewAccount(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });

  it('puts a conflict from the server on the field it is about', async () => {
    mockApi({
      get: { '/auth/check-email': () => ok({ exists: false }) },
      post: {
        '/auth/register': () =>
          Promise.reject(
            httpError(409, { code: 'USERNAME_ALREADY_IN_USE', message: 'Username already in use' }),
          ),
      },
    });
    const { user } = await openSignUp();
    await sendNewAccount(user);
    expect(await screen.findByText('Username already in use')).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveAccessibleDescription(
      'Username already in use',
    );
  });
});
