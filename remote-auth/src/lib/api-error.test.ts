import { AuthApiError, authCall, authErrorText } from './api-error';
import { httpError } from '../../test/mock-api';

describe('authErrorText (SPEC.md §8)', () => {
  it("uses the server's message", () => {
    expect(
      authErrorText(httpError(401, { message: 'Wrong email or password' }), 'Login failed'),
    ).toBe('Wrong email or password');
  });

  it("uses the server's error when there is no message", () => {
    expect(authErrorText(httpError(400, { error: 'Bad input' }), 'Login failed')).toBe('Bad input');
  });

  it('falls back to the call’s text when the server said nothing', () => {
    expect(authErrorText(httpError(500, {}), 'Login failed')).toBe('Login failed');
    expect(authErrorText(httpError(502, '<html>'), 'Registration failed')).toBe(
      'Registration failed',
    );
  });

  it('says when no response came at all', () => {
    const offline = Object.assign(new Error('Network Error'), { isAxiosError: true, request: {} });
    expect(authErrorText(offline, 'Login failed')).toBe('No response received from server');
  });

  it('uses the fallback for anything else', () => {
    expect(authErrorText(new TypeError('x is undefined'), 'Failed to reset password')).toBe(
      'Failed to reset password',
    );
  });
});

describe('authCall', () => {
  it('returns the data of a success body', async () => {
    await expect(authCall(async () => ({ data: { success: true, data: 7 } }), 'x')).resolves.toBe(
      7,
    );
  });

  it('turns a failure into an AuthApiError with the text, code and status', async () => {
    const failure = authCall(async () => {
      throw httpError(409, { code: 'EMAIL_ALREADY_IN_USE', message: 'Email already in use' });
    }, 'Registration failed');
    await expect(failure).rejects.toBeInstanceOf(AuthApiError);
    await expect(failure).rejects.toMatchObject({
      message: 'Email already in use',
      code: 'EMAIL_ALREADY_IN_USE',
      status: 409,
    });
  });

  it('treats a body without success as the fallback failure', async () => {
    await expect(authCall(async () => ({ data: {} }), 'Login failed')).rejects.toThrow(
      'Login failed',
    );
  });
});
