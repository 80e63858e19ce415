import { Type, type Static } from 'typebox';
import { PHONE_LIMITS } from './values/phone';

// The TypeBox schemas of this part of the contract, for the API and its OpenAPI document; its
// constants, which the browser reads too, are values/phone.ts.
export * from './values/phone';

/**
 * PUT /api/users/me/phone: the number to text a code to. It is stored unverified until the
 * code comes back (POST /api/users/me/phone/verify); an earlier number stops getting alerts.
 */
export const SetPhoneBody = Type.Object(
  {
    phoneNumber: Type.String({
      maxLength: PHONE_LIMITS.inputMaxLength,
      description:
        'A mobile number: Australian as dialled (0412 345 678) or international with + (E.164)',
    }),
  },
  { additionalProperties: false },
);
export type SetPhonePayload = Static<typeof SetPhoneBody>;

/** POST /api/users/me/phone/verify: the code of the SMS. */
export const VerifyPhoneBody = Type.Object(
  {
    code: Type.String({
      maxLength: PHONE_LIMITS.codeMaxLength,
      description: 'The 6-digit code from the SMS',
    }),
  },
  { additionalProperties: false },
);
export type VerifyPhonePayload = Static<typeof VerifyPhoneBody>;
