import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiClient, bus, tokenService, type BusEvents, type User } from 'shared';
import { DeleteAccount } from '../src/features/settings/delete-account';
import { ExportData } from '../src/features/settings/export-data';
import { busyButton } from '../../shared/test/busy-button';

/** A JWT-shaped token (the client never checks the signature) that is not about to expire. */
function token(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + 900;
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp })}.signature`;
}

const USER: User = { id: 'u1', email: 'ada@example.com', emailVerified: true, hasPassword: true };

function httpError(status: number, data: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    request: {},
    response: { status, data, headers: {} },
  });
}

/** GET answers by path: the client config, and the export when `exported` is given. */
function mockGet(exported?: () => Promise<unknown>) {
  return jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
    if (url === '/config') return Promise.resolve({ data: { success: true, data: {} } });
    if (url === '/users/me/export' && exported) return exported() as Promise<never>;
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
}

function renderAt(element: React.ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/settings']}>
      <Routes>
        <Route path="/" element={<h1>The map</h1>} />
        <Route path="/settings" element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

function signIn(user: User = USER) {
  tokenService.setSession({ accessToken: token(), refreshToken: 'r1', user });
}

afterEach(() => {
  // Unmount first: clearing the session re-renders whatever is still mounted.
  cleanup();
  tokenService.clear();
  jest.restoreAllMocks();
});

describe('Export Data', () => {
  const createObjectURL = jest.fn(() => 'blob:export');
  const revokeObjectURL = jest.fn();
  beforeAll(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

  it('downloads the ZIP under the server’s file name, busy while it is prepared', async () => {
    signIn();
    let answer: (value: unknown) => void = () => undefined;
    const get = mockGet(() => new Promise((resolve) => (answer = resolve)));
    const clicks: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(`${this.download} ${this.href}`);
    });
    renderAt(<ExportData />);

    await userEvent.click(screen.getByRole('button', { name: 'Export Data' }));

    expect(busyButton('Preparing your data…')).toHaveAttribute('aria-busy', 'true');
    expect(get).toHaveBeenCalledWith(
      '/users/me/export',
      expect.objectContaining({ responseType: 'blob', signedInAction: true }),
    );
    const blob = new Blob(['PK'], { type: 'application/zip' });
    await act(async () =>
      answer({
        data: blob,
        headers: { 'content-disposition': 'attachment; filename="rentmap-export-2026-11-24.zip"' },
      }),
    );

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicks).toEqual(['rentmap-export-2026-11-24.zip blob:export']);
    expect(
      screen.getByText('Your data was downloaded as rentmap-export-2026-11-24.zip.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeEnabled();
  });

  it("shows the API's own words when it refused (the error body arrives as a Blob)", async () => {
    signIn();
    const body = {
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 40 minutes.',
    };
    mockGet(() =>
      Promise.reject(
        httpError(429, new Blob([JSON.stringify(body)], { type: 'application/json' })),
      ),
    );
    renderAt(<ExportData />);

    await userEvent.click(screen.getByRole('button', { name: 'Export Data' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(body.message);
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeEnabled();
  });

  it('asks a signed-out visitor to sign in instead of calling the API', async () => {
    const get = mockGet();
    const asked: Array<BusEvents['auth:required']> = [];
    const subscription = bus.on('auth:required').subscribe((event) => asked.push(event));
    renderAt(<ExportData />);

    await userEvent.click(screen.getByRole('button', { name: 'Export Data' }));

    subscription.unsubscribe();
    expect(asked).toEqual([{ reason: 'export-data' }]);
    expect(get).not.toHaveBeenCalledWith('/users/me/export', expect.anything());
  });
});

describe('Delete Account', () => {
  const openDialog = async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    return screen.getByRole('dialog', { name: 'Delete your account?' });
  };

  it('opens a labelled modal dialog with the password first; Escape closes it', async () => {
    signIn();
    mockGet();
    renderAt(<DeleteAccount />);

    const dialog = await openDialog();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Type DELETE to confirm')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Account' })).toHaveFocus();
  });

  it('sends nothing until the word DELETE is typed', async () => {
    signIn();
    mockGet();
    const remove = jest.spyOn(apiClient, 'delete');
    renderAt(<DeleteAccount />);
    await openDialog();

    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'delete');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Type DELETE to confirm.');
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes, signs out here, says so on the map', async () => {
    signIn();
    mockGet();
    const message = 'Your account was deleted. A confirmation is on its way to your email address.';
    const remove = jest
      .spyOn(apiClient, 'delete')
      .mockResolvedValue({ status: 200, data: { success: true, data: { message } } });
    const notices: string[] = [];
    const subscription = bus.on('app:notice').subscribe((event) => notices.push(event.message));
    renderAt(<DeleteAccount />);
    await openDialog();

    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

    await screen.findByRole('heading', { name: 'The map' });
    subscription.unsubscribe();
    expect(remove).toHaveBeenCalledWith('/users/me', {
      data: { confirmation: 'DELETE', password: 'secret' },
    });
    expect(tokenService.isAuthenticated).toBe(false);
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(notices).toEqual([message]);
  });

  it("keeps the dialog and the session and shows the API's error on a wrong password", async () => {
    signIn();
    mockGet();
    let answer: (value: unknown) => void = () => undefined;
    jest
      .spyOn(apiClient, 'delete')
      .mockReturnValue(new Promise((_resolve, reject) => (answer = reject)));
    renderAt(<DeleteAccount />);
    await openDialog();

    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    await act(async () =>
      answer(
        httpError(400, {
          success: false,
          code: 'INVALID_CREDENTIALS',
          message: 'The password is incorrect.',
        }),
      ),
    );

    expect(screen.getByRole('alert')).toHaveTextContent('The password is incorrect.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
    expect(tokenService.isAuthenticated).toBe(true);
  });

  it('asks an account without a password to confirm with Google', async () => {
    signIn({ ...USER, hasPassword: false });
    mockGet();
    const remove = jest.spyOn(apiClient, 'delete');
    renderAt(<DeleteAccount />);
    const dialog = await openDialog();

    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(dialog).toHaveAccessibleDescription(/signs in with Google/);
    expect(screen.getByLabelText('Type DELETE to confirm')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm with Google and delete' }));

    // This page has no Google client configured: it says what would be needed.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This account signs in with Google. Confirm with Google to delete it.',
      ),
    );
    expect(remove).not.toHaveBeenCalled();
  });
});
