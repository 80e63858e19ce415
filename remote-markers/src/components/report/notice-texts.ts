import type { NoticeReason, NoticeRole } from 'shared';

/**
 * The notice form's words: a landlord, agent or owner objecting to a passage of a comment.
 * They are this remote's own: the form opens from the Report dialog and nowhere else.
 */
export const NOTICE_TEXTS = {
  /** The Report dialog's way to the notice form. */
  offer: 'Are you the landlord, agent or owner of this place?',
  offerButton: 'Object to a passage instead',
  title: 'Object to a passage',
  roleLegend: 'Who are you?',
  roles: { landlord: 'The landlord', agent: 'The agent', owner: 'The owner' } satisfies Record<
    NoticeRole,
    string
  >,
  reasonLegend: 'What is wrong with the passage?',
  reasons: {
    'identifies-a-person': 'It names or identifies a person',
    'untrue-statement-of-fact': 'It states something untrue as a fact',
    'private-information': 'It gives private information',
    other: 'Something else',
  } satisfies Record<NoticeReason, string>,
  quote: 'The passage',
  quoteHint: 'Copy the words as they stand in the comment.',
  explanation: 'Why',
  count: '{count} / {max}',
  /** What happens next, and what the author learns: said before sending. */
  terms:
    'The comment stays up, marked under review, until a moderator decides. Its author is told your role, the reason, the passage and why, never your name, and may answer or edit it. You are e-mailed the decision.',
  chooseRole: 'Choose who you are.',
  chooseReason: 'Choose what is wrong with the passage.',
  quoteRequired: 'Copy the passage you object to.',
  explanationRequired: 'Say why.',
  send: 'Send notice',
  sending: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  failed: 'The notice could not be sent. Please try again.',
  sent: 'Notice sent. The comment is marked under review until a moderator decides; you will be e-mailed the decision.',
  alreadyFiled: 'You already have a notice open on this comment: a moderator will look at it.',
} as const;
