import { TEXTS, type NoticeStatus, type SavedMarkerComment } from 'shared';

/** The moderation page's words (shared, so tests and the host's guard read the same). */
export const MODERATION_UI = TEXTS.moderationPage;

/**
 * The words of the list of comments in no building: the remote's own, since only moderators
 * read them (shared's TEXTS is paid for by every first load).
 */
export const UNPLACED_UI = {
  tab: 'Comments in no building',
  intro:
    'Their address names no house number, so they are on no building page. Open one to see where it is.',
  failed: 'Could not load the comments in no building.',
  empty: 'Every comment is in a building.',
  address: 'Address',
  comment: 'Comment',
  date: 'Date',
  status: 'Status',
} as const;

/**
 * A case's notices of landlords, agents or owners (the role and reason words are
 * NOTICE_WORDS'): the remote's own, like UNPLACED_UI, since only moderators read them.
 */
export const CASE_NOTICES_UI = {
  title: 'Notices ({count})',
  decisions:
    'Hide upholds the open notices; Publish or Dismiss keeps the comment and dismisses them.',
  /** {name} is the filer's display name, {role} NOTICE_WORDS.roleNames'. */
  filer: '{name}, {role}',
  filed: 'filed {when}',
  passage: 'Passage',
  passageGone: 'The passage is no longer in the comment',
  explanation: 'Explanation',
  answer: "Author's answer",
  noAnswer: 'No answer yet',
  answeredOn: 'answered {when}',
  /** The audit log's line for a filing: {role} 'an agent', {reason} in lower case. */
  filedLine: 'notice from {role}: {reason}',
  editedAfter: 'Edited after the notice on {date}',
  /** Where the notice stands, by NOTICE_STATUSES. */
  statuses: {
    open: 'Open',
    dismissed: 'Dismissed: comment kept',
    upheld: 'Upheld: comment hidden',
  } satisfies Record<NoticeStatus, string>,
} as const;

/** A report's reason as the reporter chose it (the Report dialog's labels). */
export const REPORT_REASON_LABELS = TEXTS.moderation.reasons;

/** "{name} …" templates filled in: each `{key}` takes its value. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** What a comment is called on the page: its address, else its city or region. */
export const placeOf = (comment: Pick<SavedMarkerComment, 'fullAddress' | 'city' | 'region'>) =>
  comment.fullAddress || comment.city || comment.region;
