/**
 * Reads a JWT's claims without verifying the signature. The client only uses them to decide
 * when to refresh; the API is the one that checks tokens.
 */

function base64UrlDecode(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    // atob yields one character per byte; re-read those bytes as UTF-8 (names in claims).
    const percentEncoded = Array.from(
      binary,
      (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
    ).join('');
    return decodeURIComponent(percentEncoded);
  } catch {
    return null;
  }
}

/** The payload of a `header.payload.signature` token as an object, or null if it is not one. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const json = base64UrlDecode(parts[1] ?? '');
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
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
