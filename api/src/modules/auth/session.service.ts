import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuthResult } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { nowTimestamp, toIsoTimestamp } from '../../db/timestamps';
import type { UserRow } from '../../db/types';
import { UnauthorizedError } from '../../errors';
import type { FastifyInstance } from 'fastify';
import type { AccessTokens } from '../../plugins/auth';
import { findUserById, markSessionsRevoked } from './users.repository';
import { toUser } from './user-view';
import {
  claimRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  revokeFamilyOfToken,
  revokeRefreshTokenFamily,
  revokeRefreshTokensOfUser,
} from './auth.repository';

/** Seconds a sign-in's refresh token family lives (config: REFRESH_TOKEN_TTL and SESSION_…). */
export interface SessionLifetimes {
  /** 'Keep me logged in' checked. */
  rememberedSeconds: number;
  /** Unchecked: a browser session. */
  browserSessionSeconds: number;
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/** Refresh tokens are 256 random bits; a fast hash is enough to keep them from the database. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Sign-in sessions: a short-lived access JWT plus an opaque refresh token. Each sign-in
 * starts a token family with an absolute end; every refresh uses up the token it was given
 * and hands out the next one of the same family. A used token coming back means someone
 * holds a copy: the whole family is revoked, the newest token included. Access tokens name
 * their family (`sid`), so revoking it ends them too, at once (the access check, `http/access.ts`).
 */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly accessTokens: AccessTokens,
    private readonly lifetimes: SessionLifetimes,
    private readonly onReuse: () => void = () => undefined,
  ) {}

  /**
   * Starts a sign-in. 'Keep me logged in' (`remember`) gives the family the long lifetime,
   * otherwise the browser-session one; rotation keeps the family's end either way.
   */
  async start(
    user: UserRow,
    options: { remember?: boolean; accessIssuedAt?: number } = {},
  ): Promise<AuthResult> {
    const now = new Date();
    const ttlSeconds = options.remember
      ? this.lifetimes.rememberedSeconds
      : this.lifetimes.browserSessionSeconds;
    const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
    const familyId = randomUUID();
    const refreshToken = await this.addToken(this.db, user.id, familyId, now, expiresAt);
    const { accessToken } = this.accessTokens.issue(user.id, {
      sessionId: familyId,
      now: options.accessIssuedAt ?? now.getTime(),
    });
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
      return { userId: claimed.user_id, familyId: claimed.family_id, refreshToken: next };
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
    const { accessToken } = this.accessTokens.issue(user.id, {
      sessionId: rotated.familyId,
      now: now.getTime(),
    });
    return { accessToken, refreshToken: rotated.refreshToken, user: toUser(user) };
  }

  /**
   * Sign Out: ends the session (token family) the refresh token belongs to, its access tokens
   * included. Unknown, used, expired or revoked tokens are no error, so the answer tells
   * nothing about the token.
   */
  async endSession(refreshToken: string): Promise<void> {
    await revokeFamilyOfToken(this.db, hashRefreshToken(refreshToken), nowTimestamp());
  }

  /**
   * Ends every session of the user (sign out of all devices, password reset): the refresh
   * tokens, and the access tokens already handed out, which the access check then refuses.
   */
  async revokeAll(userId: string): Promise<void> {
    const now = nowTimestamp();
    await this.db.transaction().execute(async (trx) => {
      await revokeRefreshTokensOfUser(trx, userId, now);
      await markSessionsRevoked(trx, userId, now);
    });
  }

  /**
   * Ends every session of the user but hands the caller a new one (a password change).
   * Access tokens carry their issue time in whole seconds, and one issued in the second of
   * the revocation passes (see the access check). So the revocation is dated at the start of
   * the next second and the new access token issued at that instant: every token handed out
   * before is refused, the new one is not (it lives at most a second longer).
   */
  async restart(user: UserRow, options: { remember?: boolean } = {}): Promise<AuthResult> {
    const cut = (Math.floor(Date.now() / 1000) + 1) * 1000;
    const at = new Date(cut).toISOString();
    await this.db.transaction().execute(async (trx) => {
      await revokeRefreshTokensOfUser(trx, user.id, nowTimestamp());
      await markSessionsRevoked(trx, user.id, at);
    });
    return this.start(user, { ...options, accessIssuedAt: cut });
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

/** The app's sessions, with the configured lifetimes (one per route module that needs it). */
export function sessionServiceOf(app: FastifyInstance): SessionService {
  return new SessionService(
    app.db,
    app.accessTokens,
    {
      rememberedSeconds: app.config.refreshTokenTtl,
      browserSessionSeconds: app.config.sessionRefreshTokenTtl,
    },
    () => app.log.warn('A used refresh token was presented again; its token family is revoked'),
  );
}
