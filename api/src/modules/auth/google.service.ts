import type { AuthResult } from 'shared/contract';
import type { Db } from '../../db/kysely';
import { nowTimestamp } from '../../db/timestamps';
import type { UserRow } from '../../db/types';
import {
  AppError,
  BadRequestError,
  ConflictError,
  ServiceUnavailableError,
  UnauthorizedError,
} from '../../errors';
import {
  findUserByEmail,
  findUserByGoogleSubject,
  insertUser,
  newAccountRow,
  uniqueViolation,
  updateUser,
} from './users.repository';
import { checkName } from './auth.validation';
import { verifyPassword } from './passwords';
import type { SessionService } from './session.service';

export const GOOGLE_DISABLED_MESSAGE = 'Google sign-in is not available on this site.';
export const GOOGLE_FAILED_MESSAGE = 'Google sign-in failed. Please try again.';
export const GOOGLE_EMAIL_NOT_VERIFIED_MESSAGE =
  'Your Google account’s email address is not verified. Verify it with Google, or sign up with email and password.';
export const GOOGLE_NOT_LINKED_MESSAGE =
  'An account with this email already exists. Sign in with your email and password; Google sign-in is not added to it automatically.';

const GOOGLE_TIMEOUT_MS = 5_000;
/** What an OAuth access token can be made of (RFC 6750 b64token, plus room to spare). */
const GOOGLE_TOKEN = /^[\x21-\x7e]+$/;

/** What Google's endpoints told us about the token's owner. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export interface GoogleSignInDeps {
  db: Db;
  sessions: SessionService;
  /** GOOGLE_CLIENT_ID; undefined turns Google sign-in off. */
  clientId: string | undefined;
  /** Serves oauth2/v3/tokeninfo and oauth2/v3/userinfo (googleapis.com, or a stand-in). */
  apiBaseUrl: string;
}

/**
 * Sign-in with an access token from Google's implicit flow. The token is checked with
 * Google (tokeninfo: issued to our client id, not expired; userinfo: same subject, verified
 * email); the account is found by Google's subject, never by email alone.
 */
export class GoogleSignIn {
  constructor(private readonly deps: GoogleSignInDeps) {}

  async signIn(input: {
    accessToken: string;
    password?: string;
    remember?: boolean;
  }): Promise<AuthResult> {
    const identity = await this.verify(input.accessToken);
    const { db } = this.deps;
    const session = { remember: input.remember === true };
    const sessions = {
      start: (user: UserRow) => this.deps.sessions.start(user, session),
    };

    const linked = await findUserByGoogleSubject(db, identity.subject);
    if (linked) return sessions.start(linked);

    const sameEmail = await findUserByEmail(db, identity.email);
    if (sameEmail) {
      // Someone may have registered this address without owning it, or the owner uses a
      // password: linking needs that password, never just a matching email.
      const proven =
        input.password !== undefined &&
        sameEmail.google_subject === null &&
        (await verifyPassword(sameEmail.password_hash, input.password));
      if (!proven) throw new ConflictError(GOOGLE_NOT_LINKED_MESSAGE, 'GOOGLE_ACCOUNT_NOT_LINKED');
      await updateUser(
        db,
        sameEmail.id,
        { google_subject: identity.subject, email_verified: 1 },
        nowTimestamp(),
      );
      return sessions.start({ ...sameEmail, google_subject: identity.subject, email_verified: 1 });
    }

    const row = newAccountRow({
      email: identity.email,
      password_hash: null,
      first_name: identity.firstName,
      last_name: identity.lastName,
      username: null,
      email_verified: 1,
      google_subject: identity.subject,
    });
    try {
      await insertUser(db, row);
    } catch (error) {
      const index = uniqueViolation(error);
      // A parallel request with the same token created it first.
      if (index === 'google') {
        const created = await findUserByGoogleSubject(db, identity.subject);
        if (created) return sessions.start(created);
      }
      if (index === 'email') {
        throw new ConflictError(GOOGLE_NOT_LINKED_MESSAGE, 'GOOGLE_ACCOUNT_NOT_LINKED');
      }
      throw error;
    }
    return sessions.start(row);
  }

  /** Asks Google who the token belongs to; throws unless it is ours and the email verified. */
  async verify(accessToken: string): Promise<GoogleIdentity> {
    const { clientId, apiBaseUrl } = this.deps;
    if (!clientId) throw new BadRequestError(GOOGLE_DISABLED_MESSAGE, 'GOOGLE_SIGN_IN_DISABLED');

    // Google's tokens are printable ASCII; anything else cannot be one, and could not be put
    // into a URL or an Authorization header either.
    if (!GOOGLE_TOKEN.test(accessToken)) throw failed();
    const query = new URLSearchParams({ access_token: accessToken });
    const tokenInfo = await this.getJson(`${apiBaseUrl}/oauth2/v3/tokeninfo?${query}`);
    // A token issued to another site's client id must not sign anyone in here.
    if (tokenInfo.aud !== clientId && tokenInfo.azp !== clientId) throw failed();
    if (Number(tokenInfo.expires_in ?? 0) <= 0) throw failed();
    if (typeof tokenInfo.sub !== 'string' || tokenInfo.sub === '') throw failed();

    const userInfo = await this.getJson(`${apiBaseUrl}/oauth2/v3/userinfo`, accessToken);
    if (userInfo.sub !== tokenInfo.sub) throw failed();
    const email = typeof userInfo.email === 'string' ? userInfo.email.trim().toLowerCase() : '';
    if (email === '') throw failed();
    if (userInfo.email_verified !== true && userInfo.email_verified !== 'true') {
      throw new AppError(403, 'GOOGLE_EMAIL_NOT_VERIFIED', GOOGLE_EMAIL_NOT_VERIFIED_MESSAGE);
    }
    return {
      subject: tokenInfo.sub,
      email,
      firstName: safeName(userInfo.given_name, 'First name'),
      lastName: safeName(userInfo.family_name, 'Last name'),
    };
  }

  private async getJson(url: string, bearer?: string): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      throw new ServiceUnavailableError(
        'Google could not be reached to check the sign-in. Please try again shortly.',
        { cause: error },
      );
    }
    // Google answers 400/401 for invalid or expired tokens.
    if (response.status >= 400 && response.status < 500) throw failed();
    if (!response.ok) {
      throw new ServiceUnavailableError(
        'Google could not check the sign-in right now. Please try again shortly.',
      );
    }
    const body: unknown = await response.json().catch(() => null);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw failed();
    return body as Record<string, unknown>;
  }
}

function failed(): UnauthorizedError {
  return new UnauthorizedError(GOOGLE_FAILED_MESSAGE, 'INVALID_TOKEN');
}

function safeName(value: unknown, label: string): string | null {
  if (typeof value !== 'string') return null;
  try {
    return checkName(value, label);
  } catch {
    return value.trim().slice(0, 100) || null;
  }
}
