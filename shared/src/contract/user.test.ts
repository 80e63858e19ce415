import { displayName } from './user';

describe('displayName', () => {
  const email = 'jo@example.com';
  it('uses first and last name together', () => {
    expect(displayName({ firstName: 'Jo', lastName: 'Citizen', email })).toBe('Jo Citizen');
  });
  it('falls back to either name alone', () => {
    expect(displayName({ firstName: 'Jo', lastName: null, email })).toBe('Jo');
    expect(displayName({ firstName: '  ', lastName: 'Citizen', email })).toBe('Citizen');
  });
  it('falls back to the email', () => {
    expect(displayName({ firstName: null, lastName: undefined, email })).toBe(email);
  });
});
