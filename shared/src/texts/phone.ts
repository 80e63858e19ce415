/**
 * The mobile number for SMS alerts on /settings, and what the API says about it.
 * `{number}`, `{code}` and `{countries}` are filled in where the text is used.
 */
export const PHONE_TEXTS = {
  label: 'Mobile number for SMS alerts',
  hint: 'SMS alerts need a verified mobile number: we text it a 6-digit code first. Australian numbers can start with 04.',
  /** Instead of the number field while the account's email is not verified. */
  needsVerifiedEmail: 'Only accounts with a verified email address can add a mobile number.',
  verifyEmailLink: 'Verify your email address',
  placeholder: '0412 345 678',
  sendCode: 'Send code',
  sendingCode: 'Sending…',
  codeSent: 'We texted a 6-digit code to {number}. It works for 15 minutes.',
  codeLabel: 'Verification code',
  verify: 'Verify',
  verifying: 'Verifying…',
  resend: 'Send a new code',
  changeNumber: 'Use another number',
  cancel: 'Cancel',
  verified: 'Verified',
  verifiedHint: 'SMS alerts go to this number while SMS notifications are on.',
  notVerified: 'Not verified',
  remove: 'Remove',
  removing: 'Removing…',
  removed: 'Your mobile number is removed. SMS alerts need a verified number again.',
  smsNeedsNumber: 'SMS notifications are on, but SMS alerts go only to a verified mobile number.',

  /** The text message carrying the code. */
  sms: 'Your RentMap code is {code}',

  numberRequired: 'Enter a mobile number.',
  invalidNumber:
    'This is not a valid phone number. Check the digits, or start with + and the country code.',
  notMobile: 'This is not a mobile number: SMS alerts need one.',
  countryNotServed: 'SMS alerts can be sent only to mobile numbers in {countries}.',
  emailNotVerified: 'Please verify your email address before adding a mobile number.',
  codeRequired: 'Enter the 6-digit code from the SMS.',
  invalidCode: 'This code is wrong or has expired. Check the SMS, or send a new code.',
  nothingToVerify: 'Enter your mobile number and send a code first.',
  sendFailed: 'The code could not be sent. Please try again in a moment.',
  saveFailed: 'Failed to send the code. Please try again.',
  verifyFailed: 'Failed to verify the code. Please try again.',
  removeFailed: 'Failed to remove your mobile number. Please try again.',
} as const;
