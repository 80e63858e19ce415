import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  pathUnderApi,
  PHONE_LIMITS,
  ROUTES,
  SetPhoneBody,
  TEXTS,
  UserSchema,
  VerifyPhoneBody,
} from 'shared/contract';
import { commonErrorResponses, ErrorResponse, ok, SuccessResponse } from '../../http/schemas';
import { rejectUnknownFields } from '../../http/strict-body';
import { requireVerifiedEmail } from '../../plugins/verified-publisher';
import { AccountCodes } from '../auth/account-codes.service';
import { authRateLimit } from '../auth/auth.rate-limits';
import { PHONE_RATE_LIMITS } from './phone.rate-limits';
import { PhoneService } from './phone.service';
import { sendSms } from './sms.sender';

const failures = { 401: ErrorResponse, ...commonErrorResponses };
const tags = ['users'];

/**
 * A user's phone number for SMS alerts, verified by a texted code. Each answer is the
 * signed-in user (GET /users/me's payload) with `phoneNumber` and `phoneVerified`.
 */
export const phoneRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const phones = new PhoneService({
    db: app.db,
    codesIn: (db) => new AccountCodes(db, app.accountCodeKey),
    sendSms: (to, text, options) => sendSms(app, to, text, options),
    countries: app.config.sms.countries,
  });

  app.put(
    pathUnderApi(ROUTES.setPhone),
    {
      preValidation: [
        authRateLimit(app, PHONE_RATE_LIMITS.setPhone),
        rejectUnknownFields(SetPhoneBody),
      ],
      preHandler: [app.authenticate, requireVerifiedEmail(TEXTS.phone.emailNotVerified)],
      schema: {
        tags,
        summary: `Set the mobile number for SMS alerts and text it a 6-digit code (a verified email needed; ${PHONE_LIMITS.sendsPerAccount} codes an hour per account and per number, ${PHONE_LIMITS.sendsPerAddress} per client address; SMS_COUNTRIES only)`,
        body: SetPhoneBody,
        response: {
          200: SuccessResponse(UserSchema),
          400: ErrorResponse,
          403: ErrorResponse,
          503: ErrorResponse,
          ...failures,
        },
      },
    },
    async (request) =>
      ok(
        await phones.setPhone(request.user!.id, request.body.phoneNumber, (phoneNumber) =>
          app.smsBudget.takeForCode({
            accountId: request.user!.id,
            phoneNumber,
            address: request.ip,
          }),
        ),
      ),
  );

  app.post(
    pathUnderApi(ROUTES.verifyPhone),
    {
      preValidation: [
        authRateLimit(app, PHONE_RATE_LIMITS.verifyPhone),
        rejectUnknownFields(VerifyPhoneBody),
      ],
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Verify the mobile number with the texted code (5 tries per code)',
        body: VerifyPhoneBody,
        response: {
          200: SuccessResponse(UserSchema),
          400: ErrorResponse,
          409: ErrorResponse,
          ...failures,
        },
      },
    },
    async (request) => ok(await phones.verifyPhone(request.user!.id, request.body.code)),
  );

  app.delete(
    pathUnderApi(ROUTES.removePhone),
    {
      preValidation: authRateLimit(app, PHONE_RATE_LIMITS.removePhone),
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Remove the mobile number: no SMS alerts until a new one is verified',
        response: { 200: SuccessResponse(UserSchema), ...failures },
      },
    },
    async (request) => ok(await phones.removePhone(request.user!.id)),
  );
};
