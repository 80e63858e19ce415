/**
 * The mobile number for SMS alerts: numbers are kept in E.164 (+61412345678) and verified by
 * a texted 6-digit code before any alert goes to them.
 */
export const PHONE_LIMITS = {
  /** What a person may type: digits with spaces, dashes, brackets and a leading +. */
  inputMaxLength: 32,
  /** A code as typed (spaces and dashes are ignored): the account codes' 6 digits. */
  codeMaxLength: 32,
  /** Codes texted for one account, to one number, and for one client address, per `sendWindowSeconds`. */
  sendsPerAccount: 3,
  sendsPerNumber: 3,
  /**
   * A household or an office may add a few numbers in an hour; more from one address is a
   * script (each code is a paid message).
   */
  sendsPerAddress: 5,
  sendWindowSeconds: 3600,
} as const;
