import { TEXTS, type NoticeStatus } from 'shared';

/** Labels of the My comments page; Edit and Delete are shared with Comment Details. */
export const MY_COMMENTS_UI = {
  ...TEXTS.ownComment,
  title: 'My comments',
  subtitle: 'Everything you have pinned on the map. Change or delete any of it.',
  loading: 'Loading your comments...',
  loadFailed: 'Could not load your comments.',
  tryAgain: 'Try again',
  empty: 'You have not added any comments yet.',
  backToMap: 'Find a place on the map',
  count: (n: number) => (n === 1 ? '1 comment' : `${n} comments`),
  added: 'Added:',
  edited: 'edited',
  editedOn: (date: string) => `Edited ${date}`,
  viewOnMap: 'View on map',
  editLabel: (address: string) => `Edit your comment on ${address}`,
  deleteLabel: (address: string) => `Delete your comment on ${address}`,
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  deleted: 'Comment deleted.',
  signInTitle: 'Sign in to see your comments',
  signInBody: 'Your comments are the places you pinned, with their photos.',
  signIn: 'Sign In',
  // A comment hidden by moderation: its author may ask once for another look.
  askForReview: 'Ask for review',
  askingForReview: 'Asking…',
  reviewRequested: 'Review requested',
  reviewHint: 'A moderator looks at it again. You can ask once; editing it first may help.',
  reviewFailed: 'Could not ask for a review. Please try again.',
  reviewLabel: (address: string) => `Ask for a review of your comment on ${address}`,
} as const;

/**
 * A notice on one's own comment: a landlord, agent or owner objects to a passage. The comment
 * stays up while a moderator decides; its author may answer each notice once, or edit it.
 */
export const MY_NOTICES_UI = {
  listLabel: 'Notices on your comment',
  /** {role} is NOTICE_WORDS.roles' ('A landlord'). */
  heading: (role: string) => `${role} objects to a passage`,
  received: 'Received',
  reason: 'Reason',
  passage: 'The passage',
  explanation: 'Their explanation',
  /** Where the notice stands, by NOTICE_STATUSES. */
  statuses: {
    open: 'Waiting for a moderator',
    dismissed: 'A moderator kept your comment',
    upheld: 'A moderator hid your comment',
  } satisfies Record<NoticeStatus, string>,
  answerLabel: 'Your answer to this notice',
  answerHint: 'A moderator reads it before deciding. You can answer once.',
  answerCount: (count: number, max: number) => `${count} / ${max}`,
  sendAnswer: 'Send answer',
  sendingAnswer: 'Sending…',
  answerRequired: 'Write your answer first.',
  answerFailed: 'Your answer could not be sent. Please try again.',
  yourAnswer: 'Your answer',
  editInstead:
    'Your comment stays up, marked under review, until a moderator decides. Instead of answering, you can edit it.',
  editComment: 'Edit comment',
} as const;

/**
 * "Was it fixed?": the author says whether something they reported not met was repaired, and
 * when. The building's page adds the answers up; the words here judge no one.
 */
export const MY_REPAIRS_UI = {
  heading: 'Was it fixed?',
  hint: 'You reported these not met. Say whether the agent or landlord has fixed them.',
  fixedOn: 'Yes, fixed on',
  toldOn: 'Told the agent or landlord on',
  save: 'Save',
  saving: 'Saving…',
  notYet: 'Not yet',
  /** The buttons' names start with what they show, then say what and which item. */
  saveLabel: (item: string) => `Save, fixed: ${item}`,
  notYetLabel: (item: string) => `Not yet, still not fixed: ${item}`,
  fixedAfter: (days: number) => `Fixed after ${days} ${days === 1 ? 'day' : 'days'}.`,
  notFixedAfter: (days: number) =>
    `Still not fixed, ${days} ${days === 1 ? 'day' : 'days'} after you told them.`,
  fixedOnRequired: 'Enter the day it was fixed.',
  toldOnRequired: 'Enter the day you told the agent or landlord.',
  failed: 'Your answer could not be saved. Please try again.',
} as const;

/**
 * The move-in kit: one comment's record, dated, as a PDF and the photos, for a condition
 * report or a tribunal application. Its author's only.
 */
export const MOVE_IN_KIT_UI = {
  download: 'Download move-in kit',
  /** The button's name starts with what it shows, then says which comment. */
  downloadLabel: (address: string) => `Download move-in kit for ${address}`,
  hint: 'Your answers, photos and rent, dated, as a PDF and the photos: only you can download it.',
  preparing: 'Preparing your move-in kit…',
  downloaded: (file: string) => `Your move-in kit was downloaded as ${file}.`,
  failed: 'Your move-in kit could not be downloaded. Please try again.',
} as const;

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
