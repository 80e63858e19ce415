import {
  isRegistrationSubmitDisabled,
  validateRegistration,
  validateRegistrationField,
  type RegistrationValues,
} from './validation';

const VALID: RegistrationValues = {
  email: 'ada@example.com',
  firstName: '',
  lastName: '',
  username: '',
  password: 'secret',
  confirmPassword: 'secret',
};

const with_ = (changes: Partial<RegistrationValues>) => ({ ...VALID, ...changes });

describe('register validation', () => {
  it('accepts a complete registration without the optional fields', () => {
    expect(validateRegistration(VALID)).toEqual({});
  });

  it('requires the email', () => {
    expect(validateRegistration(with_({ email: '' })).email).toBe('Email is required');
  });

  it('requires a valid email', () => {
    expect(validateRegistration(with_({ email: 'ada.example.com' })).email).toBe(
      'Email is invalid',
    );
  });

  it('wants a given username to have at least 3 characters', () => {
    expect(validateRegistration(with_({ username: 'ab' })).username).toBe(
      'Username must be at least 3 characters',
    );
    expect(validateRegistration(with_({ username: ' ab ' })).username).toBe(
      'Username must be at least 3 characters',
    );
    expect(validateRegistration(with_({ username: 'abc' })).username).toBeUndefined();
    expect(validateRegistration(with_({ username: '' })).username).toBeUndefined();
  });

  it('requires a password of at least 6 characters', () => {
    expect(validateRegistration(with_({ password: '', confirmPassword: '' })).password).toBe(
      'Password is required',
    );
    expect(
      validateRegistration(with_({ password: '12345', confirmPassword: '12345' })).password,
    ).toBe('Password must be at least 6 characters');
    expect(
      validateRegistration(with_({ password: '123456', confirmPassword: '123456' })).password,
    ).toBeUndefined();
  });

  it('requires the confirmation, and that it matches', () => {
    expect(validateRegistration(with_({ confirmPassword: '' })).confirmPassword).toBe(
      'Please confirm your password',
    );
    expect(validateRegistration(with_({ confirmPassword: 'secreT' })).confirmPassword).toBe(
      'Passwords do not match',
    );
  });

  it('validates one field on its own (used when a field loses focus)', () => {
    expect(validateRegistrationField('email', with_({ email: 'x' }))).toBe('Email is invalid');
    expect(validateRegistrationField('password', with_({ email: 'x' }))).toBeUndefined();
  });
});

describe('register submit button', () => {
  const enabled = { values: VALID, errors: {}, busy: false };

  it('is enabled for a complete form', () => {
    expect(isRegistrationSubmitDisabled(enabled)).toBe(false);
  });

  it('is disabled while a request or an existence check runs', () => {
    expect(isRegistrationSubmitDisabled({ ...enabled, busy: true })).toBe(true);
  });

  it('is disabled while any error shows', () => {
    expect(
      isRegistrationSubmitDisabled({
        ...enabled,
        errors: { email: 'Email is already registered' },
      }),
    ).toBe(true);
    expect(isRegistrationSubmitDisabled({ ...enabled, errors: { email: undefined } })).toBe(false);
  });

  it.each<keyof RegistrationValues>(['email', 'password', 'confirmPassword'])(
    'is disabled when %s is empty',
    (field) => {
      expect(isRegistrationSubmitDisabled({ ...enabled, values: with_({ [field]: '' }) })).toBe(
        true,
      );
    },
  );

  it('is disabled when a username is present but shorter than 3 characters', () => {
    expect(isRegistrationSubmitDisabled({ ...enabled, values: with_({ username: 'ab' }) })).toBe(
      true,
    );
    expect(isRegistrationSubmitDisabled({ ...enabled, values: with_({ username: 'abc' }) })).toBe(
      false,
    );
  });

  it('does not need the optional names', () => {
    expect(
      isRegistrationSubmitDisabled({
        ...enabled,
        values: with_({ firstName: '', lastName: '', username: '' }),
      }),
    ).toBe(false);
  });
});
