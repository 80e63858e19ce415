import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuthResult } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { nowTimestamp, toIsoTimestamp } from '../../db/timestamps';
import type { UserRow } from '../../db/types';
import { UnauthorizedError } from '../../errors';
import type { AccessTokens } from '../../plugins/auth';
import { findUserById, markSessionsRevoked } from '../users/users.repository';
import { toUser } from '../users/users.service';
import {
  claimRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  revokeFamilyOfToken,
  revokeRefreshTokenFamily,
  revokeRefreshTokensOfUser,
} from './auth.repository';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** Refresh tokens are 256 random bits; a fast hash is enough to keep them from the database. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Sign-in sessions: a short-lived access JWT plus an opaque refresh token. Each sign-in
 * starts a token family with an absolute end; every refresh uses up the token it was given
 * and hands out the next one of the same family. A used token coming back means someone
 * holds a copy: the whole family is revoked, the newest token included.
 */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly accessTokens: AccessTokens,
    private readonly refreshTokenTtlSeconds: number,
    private readonly onReuse: () => void = () => undefined,
  ) {}

  async start(user: UserRow): Promise<AuthResult> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.refreshTokenTtlSeconds * 1000);
    const refreshToken = await this.addToken(this.db, user.id, randomUUID(), now, expiresAt);
    const { accessToken } = this.accessTokens.issue(user.id, now.getTime());
    return { accessToken, refreshToken, user: toUser(user) };
  }

  async refresh(refreshToken: string): Promise<AuthResult> {
    const tokenHash = hashRefreshToken(refreshToken);
    const now = new Date();
    // Claim and replacement commit together. A replay revoking the family meanwhile may not
    // see the replacement, but the claim of any token of a revoked family fails.
    const rotated = await this.db.transaction().execute(async (trx) => {
      const claimed = await claimRefreshToken(trx, tokenHash, now.toISOString());
      if (!claimed) return null;
      const expiresAt = new Date(toIsoTimestamp(claimed.expires_at));
      const next = await this.addToken(trx, claimed.user_id, claimed.family_id, now, expiresAt);
      return { userId: claimed.user_id, refreshToken: next };
    });

    if (!rotated) {
      const known = await findRefreshToken(this.db, tokenHash);
      if (known && known.used_at !== null && known.revoked_at === null) {
        await revokeRefreshTokenFamily(this.db, known.family_id, nowTimestamp());
        this.onReuse();
      }
      throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE, 'INVALID_TOKEN');
    }

    const user = await findUserById(this.db, rotated.userId);
    if (!user) throw new UnauthorizedError(SESSION_EXPIRED_MESSAGE, 'INVALID_TOKEN');
    const { accessToken } = this.accessTokens.issue(user.id, now.getTime());
    return { accessToken, refreshToken: rotated.refreshToken, user: toUser(user) };
  }

  /**
   * Sign Out: ends the session (token family) the refresh token belongs to. Unknown, used,
   * expired or revoked tokens are no error, so the answer tells nothing about the token.
   */
  async endSession(refreshToken: string): Promise<void> {
    await revokeFamilyOfToken(this.db, hashRefreshToken(refreshToken), nowTimestamp());
  }

  /**
   * Ends every session of the user (sign out of all devices, password reset): the refresh
   * tokens, and the access tokens already handed out, which `authenticate` then refuses.
   */
  async revokeAll(userId: string): Promise<void> {
    const now = nowTimestamp();
    await this.db.transaction().execute(async (trx) => {
      await revokeRefreshTokensOfUser(trx, userId, now);
      await markSessionsRevoked(trx, userId, now);
    });
  }

  private async addToken(
    db: Parameters<typeof insertRefreshToken>[0],
    userId: string,
    familyId: string,
    now: Date,
    expiresAt: Date,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await insertRefreshToken(db, {
      id: randomUUID(),
      userId,
      familyId,
      tokenHash: hashRefreshToken(token),
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    return token;
  }
}
