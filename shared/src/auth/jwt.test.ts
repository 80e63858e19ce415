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

  it('reads four-byte UTF-8, escaped lone surrogates and a numeric sub', () => {
    const claims = { name: 'Ngāi Tahu 🏠 \ud800', sub: 42, exp: 2 };
    expect(decodeJwtPayload(token(claims))).toEqual(claims);
    expect(jwtSubject(token(claims))).toBe('42');
  });

  it('needs exactly three dot-separated parts and a base64url payload', () => {
    const payload = base64Url(JSON.stringify({ exp: 3 }));
    expect(jwtExpiresAt(`h.${payload}.s`)).toBe(3);
    expect(jwtExpiresAt(`h.${payload}`)).toBeNull();
    expect(jwtExpiresAt(`h.${payload}.s.x`)).toBeNull();
    expect(jwtExpiresAt(`h.${payload.slice(0, 4)} ${payload.slice(4)}.s`)).toBeNull();
    expect(jwtExpiresAt(`h.${Buffer.from('{"exp":3}').toString('base64')}=.s`)).toBeNull();
    expect(jwtExpiresAt('..')).toBeNull();
    expect(jwtExpiresAt('')).toBeNull();
  });

  it('gives null for payloads that are JSON but not an object', () => {
    for (const json of ['null', '7', '"text"', 'true']) {
      expect(decodeJwtPayload(`h.${base64Url(json)}.s`)).toBeNull();
    }
  });
});
