import type { FastifyPluginAsync } from 'fastify';
import { PHONE_LIMITS, TEXTS } from 'shared/contract';
import { defineRoute } from '../../http/route';
import { ok } from '../../http/schemas';
import { AccountCodes } from '../auth/account-codes.service';
import { authRateLimit } from '../auth/auth.rate-limits';
import { PHONE_RATE_LIMITS } from './phone.rate-limits';
import { PhoneService } from './phone.service';
import { sendSms } from './sms.sender';

const tags = ['users'];

/**
 * A user's phone number for SMS alerts, verified by a texted code. Each answer is the
 * signed-in user (GET /users/me's payload) with `phoneNumber` and `phoneVerified`.
 */
export const phoneRoutes: FastifyPluginAsync = async (app) => {
  const phones = new PhoneService({
    db: app.db,
    codesIn: (db) => new AccountCodes(db, app.accountCodeKey),
    sendSms: (to, text, options) => sendSms(app, to, text, options),
    countries: app.config.sms.countries,
  });

  defineRoute(
    app,
    'setPhone',
    {
      tags,
      summary: `Set the mobile number for SMS alerts and text it a 6-digit code (a verified email needed; ${PHONE_LIMITS.sendsPerAccount} codes an hour per account and per number, ${PHONE_LIMITS.sendsPerAddress} per client address; SMS_COUNTRIES only)`,
      notVerified: TEXTS.phone.emailNotVerified,
      preValidation: authRateLimit(app, PHONE_RATE_LIMITS.setPhone),
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

  defineRoute(
    app,
    'verifyPhone',
    {
      tags,
      summary: 'Verify the mobile number with the texted code (5 tries per code)',
      preValidation: authRateLimit(app, PHONE_RATE_LIMITS.verifyPhone),
    },
    async (request) => ok(await phones.verifyPhone(request.user!.id, request.body.code)),
  );

  defineRoute(
    app,
    'removePhone',
    {
      tags,
      summary: 'Remove the mobile number: no SMS alerts until a new one is verified',
      preValidation: authRateLimit(app, PHONE_RATE_LIMITS.removePhone),
    },
    async (request) => ok(await phones.removePhone(request.user!.id)),
  );
};
