import { httpError, mockApi, ok } from '../../../../test/mock-api';
import { checkEmail, checkUsername } from './check-availability';
import { register, toRegisterPayload } from './register';

describe('register payload', () => {
  it('leaves out empty optional fields and trims', () => {
    expect(
      toRegisterPayload({
        email: ' ada@example.com ',
        firstName: '  ',
        lastName: '',
        username: '',
        password: ' secret ',
        confirmPassword: ' secret ',
      }),
    ).toEqual({ email: 'ada@example.com', password: ' secret ' });
  });

  it('sends the optional fields that were given', async () => {
    const { post } = mockApi({ post: { '/auth/register': () => ok({}) } });
    const payload = toRegisterPayload({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada',
      password: 'secret',
      confirmPassword: 'secret',
    });
    await register(payload);
    expect(post).toHaveBeenCalledWith(
      '/auth/register',
      {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        username: 'ada',
        password: 'secret',
      },
      { skipAuth: true },
    );
  });

  it("fails with 'Registration failed' when the server gives no text", async () => {
    mockApi({ post: { '/auth/register': () => Promise.reject(httpError(500)) } });
    await expect(register({ email: 'a@b.co', password: 'secret' })).rejects.toThrow(
      'Registration failed',
    );
  });
});

describe('existence checks', () => {
  it('reads data.exists without auth', async () => {
    const { get } = mockApi({ get: { '/auth/check-email': () => ok({ exists: false }) } });
    await expect(checkEmail('ada@example.com')).resolves.toEqual({ taken: false });
    expect(get).toHaveBeenCalledWith('/auth/check-email', {
      params: { email: 'ada@example.com' },
      skipAuth: true,
    });
  });

  it('reports taken, with the server message when there is one', async () => {
    mockApi({
      get: { '/auth/check-username': () => ok({ exists: true, message: 'Taken!' }) },
    });
    await expect(checkUsername('ada')).resolves.toEqual({ taken: true, message: 'Taken!' });
  });

  it.each([
    ['status 409', httpError(409, {})],
    ['EMAIL_ALREADY_IN_USE', httpError(400, { code: 'EMAIL_ALREADY_IN_USE' })],
    ['USERNAME_ALREADY_IN_USE', httpError(400, { code: 'USERNAME_ALREADY_IN_USE' })],
    ["a text saying 'already'", httpError(400, { message: 'This email is already used' })],
    ['the Turkish equivalent', httpError(400, { message: 'Bu e-posta zaten kayıtlı' })],
  ])('counts %s as taken', async (_name, error) => {
    mockApi({ get: { '/auth/check-email': () => Promise.reject(error) } });
    await expect(checkEmail('ada@example.com')).resolves.toMatchObject({ taken: true });
  });

  it('gives no message for a bare 409, so the form uses its own text', async () => {
    mockApi({ get: { '/auth/check-email': () => Promise.reject(httpError(409, {})) } });
    await expect(checkEmail('ada@example.com')).resolves.toEqual({
      taken: true,
      message: undefined,
    });
  });

  it('throws the check’s fallback text on other failures', async () => {
    mockApi({ get: { '/auth/check-email': () => Promise.reject(httpError(500)) } });
    await expect(checkEmail('a@b.co')).rejects.toThrow('Failed to check email');
    mockApi({ get: { '/auth/check-username': () => Promise.reject(httpError(500)) } });
    await expect(checkUsername('ada')).rejects.toThrow('Failed to check username');
  });
});
