import { Type } from 'typebox';
import { HTTP_URL_PATTERN, configPart, isHttpUrl, withoutTrailingSlashes } from '../../config-part';

const DAY = 24 * 60 * 60;

/** Signing in: the token key and lifetimes, and Google sign-in. */
export const authConfig = configPart({
  title: 'Accounts',
  vars: {
    JWT_SECRET: {
      schema: Type.Optional(Type.String({ minLength: 32, maxLength: 512 })),
      expected: 'a random secret of 32 to 512 characters (e.g. openssl rand -base64 48)',
      doc: 'key (32+ characters) that signs access tokens (HS256). Unset: a random key is generated on first start and kept in `DATA_DIR/jwt-secret` (mode 600), so restarts keep sessions. Set it, the same on every instance, when running several',
    },
    ACCESS_TOKEN_TTL: {
      schema: Type.Integer({ minimum: 5, maximum: 900, default: 900 }),
      expected: 'the access token lifetime in seconds, from 5 to 900',
      doc: 'access token lifetime in seconds (5–900)',
    },
    REFRESH_TOKEN_TTL: {
      schema: Type.Integer({ minimum: 3600, maximum: 90 * DAY, default: 30 * DAY }),
      expected: `the refresh token lifetime in seconds, from 3600 to ${90 * DAY}`,
      doc: 'absolute lifetime of a sign-in in seconds; refreshing rotates the token but never extends it',
      shownDefault: '`2592000` (30 days)',
    },
    SESSION_REFRESH_TOKEN_TTL: {
      schema: Type.Integer({ minimum: 300, maximum: 7 * DAY, default: DAY / 2 }),
      expected: `the refresh token lifetime without 'Keep me logged in', in seconds from 300 to ${7 * DAY}`,
      doc: "the same for a sign-in without 'Keep me logged in' (a browser session), 300 to 604800, never more than `REFRESH_TOKEN_TTL`",
      shownDefault: '`43200` (12 hours)',
    },
    GOOGLE_CLIENT_ID: {
      schema: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._-]{1,200}$' })),
      expected: 'the OAuth client id of the Google sign-in button',
      doc: 'OAuth client id; unset hides the Google button and `POST /api/auth/google` answers `GOOGLE_SIGN_IN_DISABLED`',
    },
    GOOGLE_API_BASE_URL: {
      schema: Type.String({ pattern: HTTP_URL_PATTERN, default: 'https://www.googleapis.com' }),
      expected: "an http(s) URL serving Google's oauth2/v3 tokeninfo and userinfo",
      doc: 'where `oauth2/v3/tokeninfo` and `oauth2/v3/userinfo` are asked (a stand-in in tests)',
    },
  },
  check(env, mustBe) {
    const problems: string[] = [];
    if (!isHttpUrl(env.GOOGLE_API_BASE_URL)) problems.push(mustBe('GOOGLE_API_BASE_URL'));
    // A short or repetitive secret can be guessed offline from any one token.
    if (env.JWT_SECRET !== undefined && new Set(env.JWT_SECRET).size < 10) {
      problems.push(mustBe('JWT_SECRET'));
    }
    return problems;
  },
  read: (env) => ({
    /** Signs access tokens. Unset: a key generated once and kept in DATA_DIR (plugins/auth). */
    jwtSecret: env.JWT_SECRET,
    /** Seconds an access token is accepted (at most 15 minutes). */
    accessTokenTtl: env.ACCESS_TOKEN_TTL,
    /** Seconds a sign-in can be kept alive by refreshing (absolute, not extended by use). */
    refreshTokenTtl: env.REFRESH_TOKEN_TTL,
    /**
     * The same for a sign-in without 'Keep me logged in' (a browser session): the client keeps
     * those tokens in sessionStorage, and this bounds a copy that outlives the browser. Leaving
     * 'Keep me logged in' unchecked never keeps someone signed in longer.
     */
    sessionRefreshTokenTtl: Math.min(env.SESSION_REFRESH_TOKEN_TTL, env.REFRESH_TOKEN_TTL),
    /** Google sign-in is offered only when set. */
    googleClientId: env.GOOGLE_CLIENT_ID,
    /** Where Google's oauth2/v3 tokeninfo and userinfo live (a stand-in in tests). */
    googleApiBaseUrl: withoutTrailingSlashes(env.GOOGLE_API_BASE_URL),
  }),
});
