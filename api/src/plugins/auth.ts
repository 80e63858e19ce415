import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSigner, createVerifier } from 'fast-jwt';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../errors';
import { findAccountOfSession } from '../modules/auth/auth.repository';

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Keys the hashes of emailed codes (derived from the signing key, never stored). */
    accountCodeKey: Buffer;
    /** Signs the short-lived photo addresses of unpublished comments (derived the same way). */
    photoUrlKey: Buffer;
    /**
     * preHandler for routes that need a signed-in user whose account still exists: sets
     * `request.user` or answers 401.
     */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * onRequest for public routes that tell a signed-in viewer more (likedByMe, byMe): sets
     * `request.user` as `authenticate` does, and leaves it undefined for no token or one that
     * `authenticate` would refuse, so a public read never fails on a stale token.
     */
    identify(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user; set by `app.authenticate`, undefined on public routes. */
    user?: AuthenticatedUser;
  }
}

export interface AuthenticatedUser {
  id: string;
  /** Read with the account on each signed-in request, so verifying takes effect at once. */
  emailVerified: boolean;
  /** Read the same way: an appointment takes effect on the next request. */
  isModerator: boolean;
}

/**
 * Whom a valid access token names and the sign-in it belongs to; whether that account still
 * exists and that sign-in is still on is checked apart, against the database.
 */
export interface TokenSubject {
  id: string;
  /** Seconds since the epoch (the token's iat). */
  issuedAt: number;
  /**
   * The sign-in (refresh token family) the token was issued to, its `sid` claim: Sign Out or
   * a reused refresh token ends that family, and with it these tokens. Null for a token made
   * before tokens named their sign-in (gone 15 minutes after the upgrade) or by tests and
   * benchmarks: the account-wide checks (deleted, every session ended) still apply to it.
   */
  sessionId: string | null;
}

/** Fixed claims: a token made for another service, or by another one, is refused. */
export const ACCESS_TOKEN_ISSUER = 'rentmap-api';
export const ACCESS_TOKEN_AUDIENCE = 'rentmap';
/** The one algorithm tokens are made and accepted with; the token's header cannot change it. */
const ALGORITHM = 'HS256';
/** Lets a token made a moment ago on a host whose clock runs slightly ahead through. */
const CLOCK_TOLERANCE_MS = 5_000;
/** PRODUCT/issue: access tokens live at most 15 minutes, whatever the configuration. */
export const MAX_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** The file that keeps the generated signing key across restarts (embedded default). */
export const SIGNING_KEY_FILE = 'jwt-secret';

export interface IssuedAccessToken {
  accessToken: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** Makes and checks the short-lived access JWTs (HS256, issuer and audience fixed). */
export class AccessTokens {
  private readonly verify: (token: string) => Record<string, unknown>;

  constructor(
    private readonly key: string,
    private readonly ttlSeconds: number,
  ) {
    if (ttlSeconds <= 0 || ttlSeconds > MAX_ACCESS_TOKEN_TTL_SECONDS) {
      throw new Error(`Access tokens must live 1 to ${MAX_ACCESS_TOKEN_TTL_SECONDS} seconds.`);
    }
    this.verify = createVerifier({
      key,
      algorithms: [ALGORITHM],
      allowedIss: ACCESS_TOKEN_ISSUER,
      allowedAud: ACCESS_TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'iat', 'exp', 'iss', 'aud', 'typ'],
      maxAge: MAX_ACCESS_TOKEN_TTL_SECONDS * 1000,
      clockTolerance: CLOCK_TOLERANCE_MS,
      cache: false,
    });
  }

  /**
   * A token for this user's sign-in (`sessionId`, its refresh token family: SessionService
   * always names it). `now` (ms) is only for tests that need an old token.
   */
  issue(
    userId: string,
    { sessionId, now = Date.now() }: { sessionId?: string; now?: number } = {},
  ): IssuedAccessToken {
    // A signer per token so iat and exp come from the one clock reading given (cheap for HMAC).
    const sign = createSigner({
      key: this.key,
      algorithm: ALGORITHM,
      iss: ACCESS_TOKEN_ISSUER,
      aud: ACCESS_TOKEN_AUDIENCE,
      expiresIn: this.ttlSeconds * 1000,
      clockTimestamp: now,
    });
    return {
      accessToken: sign({ sub: userId, typ: 'access', ...(sessionId ? { sid: sessionId } : {}) }),
      expiresAt: Math.floor(now / 1000) + this.ttlSeconds,
    };
  }

  /** The user a valid access token belongs to, or null for anything else. */
  check(token: string): TokenSubject | null {
    let claims: Record<string, unknown>;
    try {
      claims = this.verify(token);
    } catch {
      return null;
    }
    const { sub, typ, iat, exp, sid } = claims;
    if (typeof sub !== 'string' || sub === '' || typ !== 'access') return null;
    if (sid !== undefined && (typeof sid !== 'string' || sid === '')) return null;
    // exp is checked by the verifier; a token that claims a longer life than we ever give
    // was not made by us.
    if (typeof iat !== 'number' || typeof exp !== 'number') return null;
    if (exp - iat > MAX_ACCESS_TOKEN_TTL_SECONDS) return null;
    return { id: sub, issuedAt: iat, sessionId: sid ?? null };
  }
}

/**
 * The signing key: JWT_SECRET when set; otherwise (embedded default) a random key made
 * once and kept in DATA_DIR/jwt-secret (mode 600), so restarts keep people signed in.
 */
export function loadSigningKey(
  configured: string | undefined,
  dataDir: string,
): { key: string; source: 'config' | 'file' | 'generated' } {
  if (configured) return { key: configured, source: 'config' };
  const file = path.join(dataDir, SIGNING_KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return { key: existing, source: 'file' };
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(48).toString('base64url');
  try {
    // 'wx': if another process made the file first, use its key instead of replacing it.
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = readKeyFile(file);
    if (!winner) throw error;
    return { key: winner, source: 'file' };
  }
  return { key, source: 'generated' };
}

function readKeyFile(file: string): string | null {
  try {
    const key = fs.readFileSync(file, 'utf8').trim();
    return key.length >= 32 ? key : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A separate key per use, so a hash of one kind can never be replayed as another. */
function deriveKey(key: string, purpose: string): Buffer {
  return createHmac('sha256', key).update(purpose).digest();
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)\s*$/i;

async function auth(app: FastifyInstance): Promise<void> {
  const { key, source } = loadSigningKey(app.config.jwtSecret, app.config.dataDir);
  if (source === 'generated') app.log.info('Generated the access token signing key in DATA_DIR');
  if (source !== 'config' && app.config.database.kind === 'postgres') {
    app.log.warn(
      'JWT_SECRET is not set: this instance signs with a key from its own DATA_DIR; set ' +
        'JWT_SECRET to the same value on every instance behind a load balancer',
    );
  }
  const accessTokens = new AccessTokens(key, app.config.accessTokenTtl);
  app.decorate('accessTokens', accessTokens);
  app.decorate('accountCodeKey', deriveKey(key, 'rentmap:account-codes:v1'));
  app.decorate('photoUrlKey', deriveKey(key, 'rentmap:photo-urls:v1'));
  app.decorateRequest('user', undefined);
  const signedInUser = async (request: FastifyRequest): Promise<AuthenticatedUser | null> => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? BEARER.exec(header) : null;
    const subject = match?.[1] ? accessTokens.check(match[1]) : null;
    // One answer for missing, malformed, expired and forged tokens, and for a good token of
    // an account deleted or a sign-in ended since it was issued.
    //
    // Both are read from the database on every signed-in request, in one statement: the
    // account's row by primary key (read anyway, so that verifying an email or becoming a
    // moderator counts at once) and one probe of the index of revoked refresh tokens for the
    // token's family. The database is the one place every instance sees a Sign Out or a
    // reused refresh token the moment it commits, in the embedded default and the scale setup
    // alike. A cache in the process of "this sign-in is still on" would let a token a
    // sign-out ended work on the other instances until the cache noticed (pub/sub misses
    // messages while reconnecting); a revocation key in Redis would add a second round trip
    // to every request and, with Redis down, a choice between letting ended sessions in and
    // shutting everyone out. Neither buys anything the probe, in a statement that runs
    // anyway, does not already give.
    const account = subject
      ? await findAccountOfSession(app.db, subject.id, subject.sessionId)
      : undefined;
    if (
      !subject ||
      !account ||
      account.session_ended ||
      issuedBeforeRevocation(subject, account.sessions_revoked_at)
    ) {
      return null;
    }
    return {
      id: account.id,
      emailVerified: Boolean(account.email_verified),
      isModerator: Boolean(account.is_moderator),
    };
  };
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const user = await signedInUser(request);
    if (!user) throw new UnauthorizedError();
    request.user = user;
  });
  app.decorate('identify', async (request: FastifyRequest) => {
    if (request.headers.authorization === undefined) return;
    request.user = (await signedInUser(request)) ?? undefined;
  });
}

/**
 * A token from before the account's sessions were all ended (sign out of all devices,
 * password reset). iat has whole seconds: a token of that same second still works, so a
 * sign-in right after the revocation is never refused.
 */
function issuedBeforeRevocation(
  subject: TokenSubject,
  revokedAt: Date | string | null | undefined,
): boolean {
  if (revokedAt === null || revokedAt === undefined) return false;
  return subject.issuedAt < Math.floor(new Date(revokedAt).getTime() / 1000);
}

export default fp(auth, { name: 'auth', dependencies: ['database'] });
