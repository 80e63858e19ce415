import { validatePasswordReset, type PasswordResetValues } from './validation';

const VALID: PasswordResetValues = {
  email: 'ada@example.com',
  code: '123456',
  newPassword: 'secret',
  confirmPassword: 'secret',
};
const check = (changes: Partial<PasswordResetValues>) =>
  validatePasswordReset({ ...VALID, ...changes });

describe('reset password validation', () => {
  it('accepts a complete reset', () => {
    expect(check({})).toEqual({});
  });

  it('requires a valid email', () => {
    expect(check({ email: '' }).email).toBe('Email is required');
    expect(check({ email: 'ada' }).email).toBe('Email is invalid');
  });

  it('requires the verification code', () => {
    expect(check({ code: '' }).code).toBe('Verification code is required');
    expect(check({ code: '   ' }).code).toBe('Verification code is required');
  });

  it('requires a new password of at least 6 characters', () => {
    expect(check({ newPassword: '', confirmPassword: '' }).newPassword).toBe(
      'New password is required',
    );
    expect(check({ newPassword: 'abc12', confirmPassword: 'abc12' }).newPassword).toBe(
      'Password must be at least 6 characters',
    );
  });

  it('requires the confirmation, and that it matches', () => {
    expect(check({ confirmPassword: '' }).confirmPassword).toBe('Please confirm your password');
    expect(check({ confirmPassword: 'other1' }).confirmPassword).toBe('Passwords do not match');
  });
});
