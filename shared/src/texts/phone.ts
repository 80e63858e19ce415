/** The phone number for SMS alerts on /settings. */
export const PHONE_TEXTS = {} as const;
