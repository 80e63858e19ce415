import argon2 from 'argon2';

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). Raising these
 * later is safe: hashes record their own parameters and `needsRehash` spots old ones.
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

/** A hash of nothing anyone knows, made once, so misses cost as much as hits. */
let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown account, or one that only
 * signs in with Google) it still runs one full verification, so response times do not tell
 * which accounts exist.
 */
export async function verifyPassword(
  hash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('rentmap-dummy-password-for-timing');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash is a failed check, never a crash.
    return false;
  }
}

/** True when a stored hash was made with weaker settings than today's. */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  } catch {
    return true;
  }
}
