import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { AccountCodes } from './account-codes.service';
import { AfterResponse } from './after-response';
import { AUTH_RATE_LIMITS, authRateLimit, fieldKey, mailboxKey } from './auth.rate-limits';
import {
  AuthResultSchema,
  CheckEmailQuery,
  CheckUsernameQuery,
  EmailBody,
  ExistsSchema,
  GoogleBody,
  LoginBody,
  LogoutBody,
  MessageSchema,
  RefreshBody,
  RegisterBody,
  RegisterResult,
  ResetPasswordBody,
  VerifyEmailBody,
  VerifyEmailResult,
  pathUnderApi,
  ROUTES,
  TEXTS,
} from 'shared/contract';
import { AuthService } from './auth.service';
import { GoogleSignIn } from './google.service';
import { sessionServiceOf } from './session.service';
import { SignInGuard } from './sign-in-guard';

export const RESET_CODE_SENT_MESSAGE =
  'If an account exists for this email, a reset code is on its way.';
export const VERIFICATION_SENT_MESSAGE =
  'If this email belongs to an account that is not verified yet, a new code is on its way.';

const failures = { 400: ErrorResponse, ...commonErrorResponses };
const tags = ['auth'];

/** The account calls, under /api/auth. Only logout-all needs a token. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

  app.post(
    pathUnderApi(ROUTES.register),
    {
      preValidation: authRateLimit(app, limit.register, email),
      schema: {
        tags,
        summary: 'Create an account; emails a verification code and link',
        body: RegisterBody,
        response: { 201: SuccessResponse(RegisterResult), 409: ErrorResponse, ...failures },
      },
    },
    async (request, reply) => {
      const user = await auth.register(request.body);
      return reply.code(201).send(ok({ user }));
    },
  );

  app.get(
    pathUnderApi(ROUTES.checkEmail),
    {
      preValidation: authRateLimit(app, limit.checkAvailability, fieldKey('query', 'email')),
      schema: {
        tags,
        summary: 'Whether an account uses this email',
        querystring: CheckEmailQuery,
        response: { 200: SuccessResponse(ExistsSchema), ...failures },
      },
    },
    async (request) => ok({ exists: await auth.emailExists(request.query.email) }),
  );

  app.get(
    pathUnderApi(ROUTES.checkUsername),
    {
      preValidation: authRateLimit(app, limit.checkAvailability, fieldKey('query', 'username')),
      schema: {
        tags,
        summary: 'Whether an account uses this username (any case)',
        querystring: CheckUsernameQuery,
        response: { 200: SuccessResponse(ExistsSchema), ...failures },
      },
    },
    async (request) => ok({ exists: await auth.usernameExists(request.query.username) }),
  );

  app.post(
    pathUnderApi(ROUTES.verifyEmail),
    {
      preValidation: authRateLimit(app, limit.verifyEmail, email),
      schema: {
        tags,
        summary: 'Verify the email address with the emailed code',
        body: VerifyEmailBody,
        response: { 200: SuccessResponse(VerifyEmailResult), ...failures },
      },
    },
    async (request) => {
      const user = await auth.verifyEmail(request.body);
      return ok({ emailVerified: user.emailVerified });
    },
  );

  app.post(
    pathUnderApi(ROUTES.resendVerification),
    {
      preValidation: authRateLimit(app, limit.resendVerification, email),
      schema: {
        tags,
        summary: 'Email a new verification code (same answer for any email)',
        body: EmailBody,
        response: { 200: SuccessResponse(MessageSchema), ...failures },
      },
    },
    async (request) => {
      await auth.resendVerification(request.body);
      return ok({ message: VERIFICATION_SENT_MESSAGE });
    },
  );

  app.post(
    pathUnderApi(ROUTES.login),
    {
      preValidation: authRateLimit(app, limit.login, fieldKey('body', 'identifier')),
      schema: {
        tags,
        summary: 'Sign in with email or username and password',
        body: LoginBody,
        response: { 200: SuccessResponse(AuthResultSchema), 401: ErrorResponse, ...failures },
      },
    },
    async (request) => ok(await auth.login(request.body, { ip: normalizeIP(request.ip) })),
  );

  app.post(
    pathUnderApi(ROUTES.refreshToken),
    {
      preValidation: authRateLimit(app, limit.refresh),
      schema: {
        tags,
        summary: 'Exchange a refresh token (used up) for new tokens',
        body: RefreshBody,
        response: { 200: SuccessResponse(AuthResultSchema), 401: ErrorResponse, ...failures },
      },
    },
    async (request) => ok(await sessions.refresh(request.body.refreshToken)),
  );

  app.post(
    pathUnderApi(ROUTES.logout),
    {
      preValidation: authRateLimit(app, limit.logout),
      schema: {
        tags,
        summary: "Sign out: revoke the refresh token's session (the same answer for any token)",
        body: LogoutBody,
        response: { 200: SuccessResponse(Type.Null()), ...failures },
      },
    },
    async (request) => {
      await sessions.endSession(request.body.refreshToken);
      return ok(null);
    },
  );

  app.post(
    pathUnderApi(ROUTES.logoutAll),
    {
      preValidation: authRateLimit(app, limit.logoutAll),
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Sign out of all devices: revoke every session of the signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: SuccessResponse(Type.Null()), 401: ErrorResponse, ...failures },
      },
    },
    async (request) => {
      await sessions.revokeAll(request.user!.id);
      return ok(null);
    },
  );

  app.post(
    pathUnderApi(ROUTES.forgotPassword),
    {
      preValidation: authRateLimit(app, limit.forgotPassword, email),
      schema: {
        tags,
        summary: 'Email a password reset code (same answer for any email)',
        body: EmailBody,
        response: { 200: SuccessResponse(MessageSchema), ...failures },
      },
    },
    async (request) => {
      await auth.forgotPassword(request.body);
      return ok({ message: RESET_CODE_SENT_MESSAGE });
    },
  );

  app.post(
    pathUnderApi(ROUTES.resetPassword),
    {
      preValidation: authRateLimit(app, limit.resetPassword, email),
      schema: {
        tags,
        summary: 'Set a new password with the emailed code; signs every device out',
        body: ResetPasswordBody,
        response: { 200: SuccessResponse(MessageSchema), ...failures },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body);
      return ok({ message: TEXTS.auth.resetSuccess });
    },
  );

  app.post(
    pathUnderApi(ROUTES.googleLogin),
    {
      preValidation: authRateLimit(app, limit.google),
      schema: {
        tags,
        summary: "Sign in with an access token from Google's implicit flow",
        body: GoogleBody,
        response: {
          200: SuccessResponse(AuthResultSchema),
          401: ErrorResponse,
          403: ErrorResponse,
          409: ErrorResponse,
          503: ErrorResponse,
          ...failures,
        },
      },
    },
    async (request) => ok(await google.signIn(request.body)),
  );
};
