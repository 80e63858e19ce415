import { act, render, screen, waitFor, within } from '@testing-library/react';
import { tokenService } from 'shared';
import { requestGoogleAccessToken } from '../src/features/sign-in/lib/google-identity';
import AuthModal from '../src/exposed/auth-modal';
import { USER, mockApi, ok } from './mock-api';
import { renderModal } from './render-modal';

jest.mock('../src/features/sign-in/lib/google-identity');

beforeEach(() => {
  mockApi();
});

afterEach(() => tokenService.clear());

describe('auth modal: a proper dialog', () => {
  it('is a modal dialog named by its title, above everything else', () => {
    const { dialog } = renderModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Sign in to RentMap');
    expect(screen.getByRole('heading', { name: 'Sign in to RentMap' })).toBeInTheDocument();
  });

  it('has Sign In and Sign Up tabs, Sign In selected', () => {
    renderModal();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Sign In', 'Sign Up']);
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Sign In');
  });

  it('switches to Sign Up and back through the tabs', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleName('First name (optional)');
    expect(screen.getByLabelText(/Last name/)).toHaveAccessibleName('Last name (optional)');
    expect(screen.getByLabelText(/Username/)).toHaveAccessibleName('Username (optional)');
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(screen.getByRole('checkbox', { name: 'Keep me logged in' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys', async () => {
    const { user } = renderModal();
    screen.getByRole('tab', { name: 'Sign In' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens Sign Up from the Create account link', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('shows the sign-in view', () => {
    renderModal();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Keep me logged in' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
  });

  it('shows and hides the password', async () => {
    const { user } = renderModal();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it("'Keep me logged in' can be ticked", async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('checkbox', { name: 'Keep me logged in' }));
    expect(screen.getByRole('checkbox', { name: 'Keep me logged in' })).toBeChecked();
  });
});

describe('auth modal: closing', () => {
  it('closes through its close button', async () => {
    const { user, onClose } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on a backdrop click', async () => {
    const { user, onClose } = renderModal();
    await user.click(screen.getByTestId('auth-modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not close on a click inside', async () => {
    const { user, onClose, dialog } = renderModal();
    await user.click(dialog);
    await user.click(screen.getByLabelText('Email'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape, from the field that has focus', async () => {
    const { user, onClose } = renderModal();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape in the Sign Up tab too', async () => {
    const { user, onClose } = renderModal();
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('auth modal: focus', () => {
  it('moves focus to the email field when it opens', () => {
    renderModal();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = renderModal();
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('makes the page behind inert, and gives focus back on close', () => {
    const opener = document.createElement('button');
    opener.textContent = 'Sign In';
    document.body.appendChild(opener);
    opener.focus();
    const { unmount, container } = render(<AuthModal onClose={() => undefined} />);
    expect(container).toHaveAttribute('inert');
    expect(opener).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(opener).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
    opener.remove();
  });
});

describe('auth modal: Google sign-in', () => {
  it('has no Google button when the config names no Google client', async () => {
    const { get } = mockApi({
      get: { '/config': () => ok({ tileUrl: 'x', tileAttribution: 'y' }) },
    });
    renderModal();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/config', { skipAuth: true }));
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
  });

  it("signs in with the Google access token, says 'Google login successful!' and closes", async () => {
    jest.mocked(requestGoogleAccessToken).mockResolvedValue('google-token');
    const { post } = mockApi({
      get: {
        '/config': () => ok({ googleClientId: 'client-1' }),
        '/users/me': () => ok(USER),
      },
      post: {
        '/auth/google': () => ok({ accessToken: 'a1', refreshToken: 'r1', user: USER }),
      },
    });
    const { user, onClose } = renderModal();
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Google login successful!');
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(requestGoogleAccessToken).toHaveBeenCalledWith('client-1');
    expect(post).toHaveBeenCalledWith(
      '/auth/google',
      // 'Keep me logged in' left unchecked: a browser session.
      { accessToken: 'google-token', remember: false },
      { skipAuth: true },
    );
    expect(tokenService.snapshot).toMatchObject({
      accessToken: 'a1',
      refreshToken: 'r1',
      user: USER,
    });
  });

  it('says so when Google sign-in fails', async () => {
    jest.mocked(requestGoogleAccessToken).mockRejectedValue(new Error('popup_closed'));
    mockApi({ get: { '/config': () => ok({ googleClientId: 'client-1' }) } });
    const { user, onClose } = renderModal();
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google login failed. Please try again.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });
});
