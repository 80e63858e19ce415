import type { NoticeReason, NoticeRole } from 'shared';

/**
 * The words for a notice's role and reason, the same on My comments and on a moderation case.
 * Kept in this remote rather than in shared's TEXTS: only these pages say them, and every first
 * load pays for shared's bundle. The contract's types keep them complete.
 */
export const NOTICE_WORDS = {
  /** Who objects, as the comment's author is told (never who they are), by NOTICE_ROLES. */
  roles: {
    landlord: 'A landlord',
    agent: 'An agent',
    owner: 'An owner',
  } satisfies Record<NoticeRole, string>,
  /** The role beside the filer's name, for moderators. */
  roleNames: {
    landlord: 'landlord',
    agent: 'agent',
    owner: 'owner',
  } satisfies Record<NoticeRole, string>,
  /** Why the passage is objected to, by NOTICE_REASONS. */
  reasons: {
    'identifies-a-person': 'Names or identifies a person',
    'untrue-statement-of-fact': 'States something untrue as fact',
    'private-information': 'Gives private information',
    other: 'Other',
  } satisfies Record<NoticeReason, string>,
} as const;
