// A comment's moderation state, part of every comment payload its author or a moderator
// reads (markers.ts); the rest of the moderation contract is moderation.ts.

/**
 * Where a comment stands. Only `published` comments are read by anyone but their author and
 * moderators: map, clusters, list, details, shared links, feeds and exports to others.
 * `scheduled`: its author chose to publish it later (values/publication.ts).
 */
export const COMMENT_STATUSES = ['published', 'held', 'hidden', 'scheduled'] as const;

export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/**
 * Why a comment was held before publishing: the author confirmed personal information
 * (a phone number, an email address, a person's street address), or a photo matches one
 * published by another account at another place (a reused, possibly scam, photo), or it seems
 * to name a private person, or to threaten or abuse someone (the API's gentle check).
 */
export const HOLD_REASONS = [
  'personal-information',
  'reused-photo',
  'person-name',
  'threat-or-abuse',
] as const;

export type HoldReason = (typeof HOLD_REASONS)[number];
