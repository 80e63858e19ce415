/**
 * Where people reach the team running this RentMap, in one place: every page that names an
 * address reads it from here, so an operator changes it once.
 */
export const CONTACT = {
  support: 'support@rentmap.com.au',
  privacy: 'privacy@rentmap.com.au',
  accessibility: 'accessibility@rentmap.com.au',
} as const;

export const LAST_UPDATED = '24 November 2026';
