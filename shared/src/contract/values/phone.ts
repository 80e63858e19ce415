/**
 * The mobile number for SMS alerts (issue 17): numbers are kept in E.164 (+61412345678) and
 * verified by a texted 6-digit code before any alert goes to them.
 */
export const PHONE_LIMITS = {
  /** What a person may type: digits with spaces, dashes, brackets and a leading +. */
  inputMaxLength: 32,
  /** A code as typed (spaces and dashes are ignored): the account codes' 6 digits. */
  codeMaxLength: 32,
  /** Codes texted to one account, and to one number, per `sendWindowSeconds`. */
  sendsPerAccount: 3,
  sendsPerNumber: 3,
  sendWindowSeconds: 3600,
} as const;
