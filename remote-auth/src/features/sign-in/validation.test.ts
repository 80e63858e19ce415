import { validateResetCodeEmail, validateSignIn } from './validation';

describe('sign-in validation', () => {
  it('requires the email', () => {
    expect(validateSignIn({ email: '', password: 'secret' }).email).toBe(
      'Email address is required',
    );
    expect(validateSignIn({ email: '   ', password: 'secret' }).email).toBe(
      'Email address is required',
    );
  });

  it.each(['ada', 'ada@', 'ada@example', '@example.com', 'ada @example.com'])(
    'rejects %p as an email',
    (email) => {
      expect(validateSignIn({ email, password: 'secret' }).email).toBe(
        'Please enter a valid email address',
      );
    },
  );

  it('requires the password', () => {
    expect(validateSignIn({ email: 'ada@example.com', password: '' }).password).toBe(
      'Password is required',
    );
  });

  it('accepts a valid email and any non-empty password (no length rule at sign in)', () => {
    expect(validateSignIn({ email: ' ada@example.com ', password: 'x' })).toEqual({});
  });
});

describe('forgot password from the sign-in form', () => {
  it('asks for the email first', () => {
    expect(validateResetCodeEmail('')).toBe('Email is required for password reset');
    expect(validateResetCodeEmail('  ')).toBe('Email is required for password reset');
  });

  it('asks for a valid email', () => {
    expect(validateResetCodeEmail('ada@example')).toBe('Please enter a valid email address');
  });

  it('accepts a valid email', () => {
    expect(validateResetCodeEmail('ada@example.com')).toBeUndefined();
  });
});
