import { verificationLink } from '../src/modules/auth/auth.mail';

describe('verificationLink', () => {
  it('points at the verification page on the public base URL, email and code in the query', () => {
    expect(verificationLink('https://rentmap.example.com', 'a+b@example.com', '012345')).toBe(
      'https://rentmap.example.com/verify-email?email=a%2Bb%40example.com&code=012345',
    );
  });

  it('keeps the path the app is served under', () => {
    expect(verificationLink('https://example.com/rentmap', 'a@example.com', '1')).toBe(
      'https://example.com/rentmap/verify-email?email=a%40example.com&code=1',
    );
  });
});
