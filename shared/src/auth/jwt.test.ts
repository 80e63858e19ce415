import { decodeJwtPayload, jwtExpiresAt, jwtSubject } from './jwt';

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function token(payload: unknown): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(payload))}.c2ln`;
}

describe('jwt', () => {
  it('reads exp and sub without verifying the signature', () => {
    const jwt = token({ sub: 'user-7', exp: 1_900_000_000 });
    expect(jwtExpiresAt(jwt)).toBe(1_900_000_000);
    expect(jwtSubject(jwt)).toBe('user-7');
  });

  it('decodes base64url payloads with - and _ and UTF-8 text', () => {
    // '?>>' encodes to 'Pz4-' and 'ü' is two bytes: both need the base64url + UTF-8 path.
    const jwt = token({ name: 'Zoë Müller ?>>', exp: 1 });
    expect(jwt.split('.')[1]).toMatch(/[-_]/);
    expect(decodeJwtPayload(jwt)).toEqual({ name: 'Zoë Müller ?>>', exp: 1 });
  });

  it('gives null for anything that is not a JWT', () => {
    expect(jwtExpiresAt('opaque-token')).toBeNull();
    expect(jwtExpiresAt('a.b')).toBeNull();
    expect(jwtExpiresAt('a.!!!.c')).toBeNull();
    expect(jwtExpiresAt(`x.${base64Url('not json')}.y`)).toBeNull();
    expect(jwtExpiresAt(`x.${base64Url('[1,2]')}.y`)).toBeNull();
    expect(jwtExpiresAt(token({ sub: 'no-exp' }))).toBeNull();
    expect(jwtExpiresAt(token({ exp: '1900000000' }))).toBeNull();
    expect(jwtSubject(token({ exp: 1 }))).toBeNull();
  });
});
