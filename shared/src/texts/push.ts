/** Web Push alerts on /settings. */
export const PUSH_TEXTS = {} as const;
