import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient, session, tokenService, TEXTS, type User } from 'shared';
import { PhoneNumber } from '../src/features/settings/phone-number';
import { busyButton } from '../../shared/test/busy-button';

const UI = TEXTS.phone;
const NUMBER = '+61491570156';

const BASE: User = { id: 'u1', email: 'ada@example.com', emailVerified: true };
const WITHOUT: User = { ...BASE, phoneNumber: null, phoneVerified: false };
const PENDING: User = { ...BASE, phoneNumber: NUMBER, phoneVerified: false };
const VERIFIED: User = { ...BASE, phoneNumber: NUMBER, phoneVerified: true };

/** A JWT-shaped token (the client never checks the signature) that is not about to expire. */
function token(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 900 })}.s`;
}

const success = (data: unknown) => ({ status: 200, data: { success: true, data } });
const failure = (status: number, code: string, message: string) =>
  Object.assign(new Error(String(status)), {
    isAxiosError: true,
    request: {},
    response: { status, data: { success: false, code, message } },
  });

function signIn(user: User) {
  tokenService.setSession({ accessToken: token(), refreshToken: 'r1', user });
}

function renderPhone(user: User, smsNotifications = false) {
  signIn(user);
  return render(<PhoneNumber smsNotifications={smsNotifications} />);
}

const numberField = () => screen.getByRole('textbox', { name: UI.label });
const codeField = () => screen.getByRole('textbox', { name: UI.codeLabel });
const stage = () => screen.getByTestId('phone-number').dataset.stage;

/** Types `value` into the field and presses the button named `button`. */
async function enter(field: () => HTMLElement, value: string, button: string) {
  await userEvent.type(field(), value);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

/** The request options of a change to the signed-in account. */
const SIGNED_IN = expect.objectContaining({ signedInAction: true });

afterEach(() => {
  cleanup();
  tokenService.clear();
  session.reset();
  jest.restoreAllMocks();
});

describe('the mobile number for SMS alerts on /settings', () => {
  it('an account whose email is not verified is sent to verify it, and offered no field', () => {
    const put = jest.spyOn(apiClient, 'put');
    signIn({ ...WITHOUT, emailVerified: false });
    render(
      <MemoryRouter>
        <PhoneNumber smsNotifications />
      </MemoryRouter>,
    );
    expect(stage()).toBe('needs-email');
    expect(screen.getByText(UI.needsVerifiedEmail, { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: UI.verifyEmailLink })).toHaveAttribute(
      'href',
      '/verify-email?email=ada%40example.com',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(put).not.toHaveBeenCalled();
  });

  it('without a number: the field, what it is for, and Send code', () => {
    renderPhone(WITHOUT);
    expect(stage()).toBe('number');
    expect(numberField()).toHaveAttribute('type', 'tel');
    expect(numberField()).toHaveAttribute('autocomplete', 'tel');
    expect(numberField()).toHaveAccessibleDescription(UI.hint);
    expect(screen.getByRole('button', { name: UI.sendCode })).toBeEnabled();
    expect(screen.queryByRole('textbox', { name: UI.codeLabel })).toBeNull();
  });

  it('asks for a number before sending anything', async () => {
    const put = jest.spyOn(apiClient, 'put');
    renderPhone(WITHOUT);
    await userEvent.click(screen.getByRole('button', { name: UI.sendCode }));
    expect(numberField()).toHaveAccessibleDescription(`${UI.hint} ${UI.numberRequired}`);
    expect(numberField()).toBeInvalid();
    expect(put).not.toHaveBeenCalled();
  });

  it('Send code: PUT the number, then the code field and where the code went', async () => {
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue(success(PENDING));
    renderPhone(WITHOUT);
    await enter(numberField, '0491 570 156', UI.sendCode);
    expect(put).toHaveBeenCalledWith('/users/me/phone', { phoneNumber: '0491 570 156' }, SIGNED_IN);
    expect(await screen.findByRole('textbox', { name: UI.codeLabel })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    expect(stage()).toBe('code');
    expect(screen.getByText(UI.codeSent.replace('{number}', NUMBER))).toBeInTheDocument();
    expect(screen.getByText(UI.notVerified)).toBeInTheDocument();
    // The page's session knows the number too.
    expect(session.snapshot.user?.phoneNumber).toBe(NUMBER);
  });

  it('shows busy while the code is being sent', async () => {
    let answer!: (value: unknown) => void;
    jest.spyOn(apiClient, 'put').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPhone(WITHOUT);
    await enter(numberField, '0491 570 156', UI.sendCode);
    expect(busyButton(UI.sendingCode)).toHaveAttribute('aria-busy', 'true');
    expect(numberField()).toBeDisabled();
    await act(async () => answer(success(PENDING)));
    expect(stage()).toBe('code');
  });

  it("a refused number: the API's words under the field", async () => {
    jest.spyOn(apiClient, 'put').mockRejectedValue(failure(400, 'VALIDATION_ERROR', UI.notMobile));
    renderPhone(WITHOUT);
    await enter(numberField, '02 5550 4321', UI.sendCode);
    expect(await screen.findByRole('alert')).toHaveTextContent(UI.notMobile);
    expect(numberField()).toBeInvalid();
    expect(stage()).toBe('number');
    // Typing again clears it.
    await userEvent.type(numberField(), '1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a provider failure is said for the whole block', async () => {
    jest
      .spyOn(apiClient, 'put')
      .mockRejectedValue(failure(503, 'SERVICE_UNAVAILABLE', UI.sendFailed));
    renderPhone(WITHOUT);
    await enter(numberField, '0491 570 156', UI.sendCode);
    expect(await screen.findByRole('alert')).toHaveTextContent(UI.sendFailed);
    expect(numberField()).not.toBeInvalid();
  });

  it('Verify: POST the code, then the verified number with Remove', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(success(VERIFIED));
    renderPhone(PENDING);
    await enter(codeField, '123456', UI.verify);
    expect(post).toHaveBeenCalledWith('/users/me/phone/verify', { code: '123456' }, SIGNED_IN);
    expect(await screen.findByRole('button', { name: UI.remove })).toBeEnabled();
    expect(stage()).toBe('verified');
    expect(screen.getByTestId('phone-number-value')).toHaveTextContent(NUMBER);
    expect(screen.getByText(UI.verified)).toBeInTheDocument();
    expect(session.snapshot.user?.phoneVerified).toBe(true);
  });

  it('asks for the code before verifying, and shows a wrong one under its field', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(failure(400, 'INVALID_CODE', UI.invalidCode));
    renderPhone(PENDING);
    await userEvent.click(screen.getByRole('button', { name: UI.verify }));
    expect(codeField()).toHaveAccessibleDescription(UI.codeRequired);
    expect(post).not.toHaveBeenCalled();

    await enter(codeField, '000000', UI.verify);
    expect(await screen.findByRole('alert')).toHaveTextContent(UI.invalidCode);
    expect(codeField()).toBeInvalid();
    expect(stage()).toBe('code');
  });

  it('Send a new code texts the same number again', async () => {
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue(success(PENDING));
    renderPhone(PENDING);
    await userEvent.click(screen.getByRole('button', { name: UI.resend }));
    expect(put).toHaveBeenCalledWith('/users/me/phone', { phoneNumber: NUMBER }, expect.anything());
    expect(await screen.findByText(UI.codeSent.replace('{number}', NUMBER))).toBeInTheDocument();
  });

  it('too many codes: the 429 is said under the code field', async () => {
    const message = 'Too many attempts. Please try again in 59 minutes.';
    jest.spyOn(apiClient, 'put').mockRejectedValue(failure(429, 'RATE_LIMITED', message));
    renderPhone(PENDING);
    await userEvent.click(screen.getByRole('button', { name: UI.resend }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(codeField()).toBeInvalid();
  });

  it('Use another number brings the field back with the number; Cancel goes back', async () => {
    renderPhone(PENDING);
    await userEvent.click(screen.getByRole('button', { name: UI.changeNumber }));
    expect(numberField()).toHaveValue(NUMBER);
    await userEvent.click(screen.getByRole('button', { name: UI.cancel }));
    expect(stage()).toBe('code');
  });

  it('Remove: DELETE, then the empty field and a polite note', async () => {
    const remove = jest
      .spyOn(apiClient, 'delete')
      .mockResolvedValue(success({ ...VERIFIED, phoneNumber: null, phoneVerified: false }));
    renderPhone(VERIFIED);
    await userEvent.click(screen.getByRole('button', { name: UI.remove }));
    expect(remove).toHaveBeenCalledWith('/users/me/phone', SIGNED_IN);
    expect(await screen.findByRole('textbox', { name: UI.label })).toHaveValue('');
    expect(screen.getByText(UI.removed)).toHaveAttribute('aria-live', 'polite');
  });

  it('a failed Remove keeps the number and says why', async () => {
    jest
      .spyOn(apiClient, 'delete')
      .mockRejectedValue(
        Object.assign(new Error('Network Error'), { isAxiosError: true, request: {} }),
      );
    renderPhone(VERIFIED);
    await userEvent.click(screen.getByRole('button', { name: UI.remove }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.http.noResponse);
    expect(stage()).toBe('verified');
  });

  it('says SMS alerts need a verified number while SMS notifications are on without one', () => {
    const { unmount } = renderPhone(PENDING, true);
    expect(screen.getByText(UI.smsNeedsNumber)).toBeInTheDocument();
    unmount();
    renderPhone(VERIFIED, true);
    expect(screen.queryByText(UI.smsNeedsNumber)).toBeNull();
    cleanup();
    renderPhone(WITHOUT, false);
    expect(screen.queryByText(UI.smsNeedsNumber)).toBeNull();
  });

  it('a user from before the phone fields reads as having no number', () => {
    renderPhone(BASE);
    expect(stage()).toBe('number');
  });
});
