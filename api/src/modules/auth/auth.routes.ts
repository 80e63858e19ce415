import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { TEXTS } from 'shared/contract';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import { AccountCodes } from './account-codes.service';
import { AfterResponse } from './after-response';
import { AUTH_RATE_LIMITS, authRateLimit, fieldKey, mailboxKey } from './auth.rate-limits';
import { AuthService } from './auth.service';
import { GoogleSignIn } from './google.service';
import { sessionServiceOf } from './session.service';
import { SignInGuard } from './sign-in-guard';

export const RESET_CODE_SENT_MESSAGE =
  'If an account exists for this email, a reset code is on its way.';
export const VERIFICATION_SENT_MESSAGE =
  'If this email belongs to an account that is not verified yet, a new code is on its way.';

const tags = ['auth'];

/** The account calls, under /api/auth. Only logout-all needs a token. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const sessions = sessionServiceOf(app);
  const afterResponse = new AfterResponse(app.log);
  // Before the mailer and the database close (registered earlier, closed later).
  app.addHook('onClose', () => afterResponse.idle());
  const auth = new AuthService({
    afterResponse,
    signInGuard: new SignInGuard(
      { redis: app.redis, keyPrefix: app.config.redis?.keyPrefix ?? '' },
      app.log,
    ),
    db: app.db,
    sessions,
    codes: new AccountCodes(app.db, app.accountCodeKey),
    mailer: app.mailer,
    publicBaseUrl: app.config.publicBaseUrl ?? `http://localhost:${app.config.port}`,
    log: app.log,
  });
  const google = new GoogleSignIn({
    db: app.db,
    sessions,
    clientId: app.config.googleClientId,
    apiBaseUrl: app.config.googleApiBaseUrl,
  });
  const limit = AUTH_RATE_LIMITS;
  // Mail is counted per inbox, so `name+1@`, `name+2@`, … share one limit.
  const email = mailboxKey('body', 'email');

  defineRoute(
    app,
    'register',
    {
      tags,
      summary: 'Create an account; emails a verification code and link',
      preValidation: authRateLimit(app, limit.register, email),
    },
    async (request, reply) => {
      const user = await auth.register(request.body);
      return reply.code(201).send(ok({ user }));
    },
  );

  defineRoute(
    app,
    'checkEmail',
    {
      tags,
      summary: 'Whether an account uses this email',
      preValidation: authRateLimit(app, limit.checkAvailability, fieldKey('query', 'email')),
    },
    async (request) => ok({ exists: await auth.emailExists(request.query.email) }),
  );

  defineRoute(
    app,
    'checkUsername',
    {
      tags,
      summary: 'Whether an account uses this username (any case)',
      preValidation: authRateLimit(app, limit.checkAvailability, fieldKey('query', 'username')),
    },
    async (request) => ok({ exists: await auth.usernameExists(request.query.username) }),
  );

  defineRoute(
    app,
    'verifyEmail',
    {
      tags,
      summary: 'Verify the email address with the emailed code',
      preValidation: authRateLimit(app, limit.verifyEmail, email),
    },
    async (request) => {
      const user = await auth.verifyEmail(request.body);
      return ok({ emailVerified: user.emailVerified });
    },
  );

  defineRoute(
    app,
    'resendVerification',
    {
      tags,
      summary: 'Email a new verification code (same answer for any email)',
      preValidation: authRateLimit(app, limit.resendVerification, email),
    },
    async (request) => {
      await auth.resendVerification(request.body);
      return ok({ message: VERIFICATION_SENT_MESSAGE });
    },
  );

  defineRoute(
    app,
    'login',
    {
      tags,
      summary: 'Sign in with email or username and password',
      preValidation: authRateLimit(app, limit.login, fieldKey('body', 'identifier')),
    },
    async (request) => ok(await auth.login(request.body, { ip: normalizeIP(request.ip) })),
  );

  defineRoute(
    app,
    'refreshToken',
    {
      tags,
      summary: 'Exchange a refresh token (used up) for new tokens',
      preValidation: authRateLimit(app, limit.refresh),
    },
    async (request) => ok(await sessions.refresh(request.body.refreshToken)),
  );

  defineRoute(
    app,
    'logout',
    {
      tags,
      summary: "Sign out: revoke the refresh token's session (the same answer for any token)",
      preValidation: authRateLimit(app, limit.logout),
    },
    async (request) => {
      await sessions.endSession(request.body.refreshToken);
      return ok(null);
    },
  );

  // Signed in (the token is checked first): only signed-in requests count against the limit.
  defineRoute(
    app,
    'logoutAll',
    {
      tags,
      summary: 'Sign out of all devices: revoke every session of the signed-in user',
      preValidation: authRateLimit(app, limit.logoutAll),
    },
    async (request) => {
      await sessions.revokeAll(request.user!.id);
      return ok(null);
    },
  );

  defineRoute(
    app,
    'forgotPassword',
    {
      tags,
      summary: 'Email a password reset code (same answer for any email)',
      preValidation: authRateLimit(app, limit.forgotPassword, email),
    },
    async (request) => {
      await auth.forgotPassword(request.body);
      return ok({ message: RESET_CODE_SENT_MESSAGE });
    },
  );

  defineRoute(
    app,
    'resetPassword',
    {
      tags,
      summary: 'Set a new password with the emailed code; signs every device out',
      preValidation: authRateLimit(app, limit.resetPassword, email),
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return ok({ message: TEXTS.auth.resetSuccess });
    },
  );

  defineRoute(
    app,
    'googleLogin',
    {
      tags,
      summary: "Sign in with an access token from Google's implicit flow",
      preValidation: authRateLimit(app, limit.google),
    },
    async (request) => ok(await google.signIn(request.body)),
  );
};
