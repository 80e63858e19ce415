import { isSupportedCountry } from 'libphonenumber-js';
import { Type } from 'typebox';
import { configPart, splitList } from '../../config-part';

/** The SMS provider phone codes and alerts are sent through, and what it may cost. */
export const smsConfig = configPart({
  title: 'SMS',
  vars: {
    SMS_URL: {
      schema: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })),
      expected: "an http(s) URL of the SMS provider's send endpoint",
      doc: "the SMS provider's send endpoint (POST JSON `{to, from, text}`); unset writes each message to `DATA_DIR/sms-outbox` as JSON",
    },
    SMS_API_KEY: {
      schema: Type.Optional(Type.String({ minLength: 1, maxLength: 500, pattern: '^[^\\r\\n]+$' })),
      expected: "the SMS provider's API key, on one line",
      doc: 'sent as `Authorization: Bearer …`',
    },
    SMS_FROM: {
      schema: Type.String({ pattern: '^[A-Za-z0-9+]{1,15}$', default: 'RentMap' }),
      expected: 'the SMS sender id: up to 15 letters, digits or +',
      doc: 'the sender id (up to 15 letters, digits or +)',
    },
    SMS_COUNTRIES: {
      schema: Type.String({ pattern: '^[A-Za-z]{2}(\\s*,\\s*[A-Za-z]{2})*$', default: 'AU' }),
      expected:
        'comma-separated two-letter codes of the countries whose mobile numbers may be texted, e.g. AU or AU,NZ',
      doc: 'two-letter codes of the countries whose mobile numbers may be texted (`AU,NZ`); any other number is refused with 400, and an alert to one verified earlier is not sent',
    },
    SMS_HOURLY_BUDGET: {
      schema: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 100 }),
      expected:
        'the most text messages (codes and alerts) all API instances together send in an hour, from 0 to 1000000',
      doc: 'the most text messages (codes and alerts) all instances together send in an hour; past it codes are refused with 429 and alerts wait',
    },
  },
  check: (env, mustBe) =>
    splitList(env.SMS_COUNTRIES).every((code) => isSupportedCountry(code.toUpperCase()))
      ? []
      : [mustBe('SMS_COUNTRIES')],
  read: (env) => ({
    /** SMS provider; unset URL: messages are written to DATA_DIR/sms-outbox. */
    sms: {
      url: env.SMS_URL,
      apiKey: env.SMS_API_KEY,
      from: env.SMS_FROM,
      /**
       * ISO 3166 codes of the countries whose mobile numbers may be texted: every message costs
       * money, and numbers abroad are where fraudsters send paid messages to numbers they own.
       */
      countries: splitList(env.SMS_COUNTRIES).map((country) => country.toUpperCase()),
      /** Messages all instances together may send per hour, whatever asked for them. */
      hourlyBudget: env.SMS_HOURLY_BUDGET,
    },
  }),
});
