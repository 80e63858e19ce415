/**
 * Reads a JWT's claims without verifying the signature. The client only uses them to decide
 * when to refresh; the API is the one that checks tokens. Decoding (base64url, UTF-8, JSON)
 * is jwt-decode's; here a token that is not one gives null instead of an error.
 */
import { jwtDecode } from 'jwt-decode';

/** A compact JWS has three parts; its payload is base64url without padding. */
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** The payload of a `header.payload.signature` token as an object, or null if it is not one. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !BASE64URL.test(parts[1] ?? '')) return null;
  let payload: unknown;
  try {
    payload = jwtDecode<unknown>(token);
  } catch {
    return null;
  }
  return isClaims(payload) ? payload : null;
}

function isClaims(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The token's `exp` claim in seconds since the epoch, or null if it has none. */
export function jwtExpiresAt(token: string): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/** The token's `sub` claim (whose token it is), or null if it has none. */
export function jwtSubject(token: string): string | null {
  const sub = decodeJwtPayload(token)?.sub;
  return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null;
}
