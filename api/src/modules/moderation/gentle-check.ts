import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

/**
 * The gentle check before publishing, beside the privacy check (shared/moderation): a comment
 * that seems to name a private person, to threaten someone, or to abuse someone. Such a comment
 * is not refused: its author is asked to describe what happened instead, and may still publish
 * it, held for a moderator. Run by the API only (the dialog shows the API's answer), so its
 * word lists add nothing to what the browser loads.
 */
export const CONCERN_KINDS = ['person-name', 'threat', 'abuse'] as const;
export type ConcernKind = (typeof CONCERN_KINDS)[number];

/** How each kind is named in the answer's message. */
const CONCERN_TEXTS: Record<ConcernKind, string> = {
  'person-name': "name a person (a landlord's or agent's own name)",
  threat: 'contain a threat',
  abuse: 'abuse someone',
};

// The people a renter writes about: a name right after one of these is a private person's.
const ROLES =
  '(?:landlord|landlady|owner|(?:real estate |property )?agent|property manager|manager|' +
  'caretaker|building manager|strata manager|neighbou?r|tenant|flatmate|housemate|' +
  'named|called)';
const NAME = "[A-Za-z'’-]+(?:\\s+[A-Za-z'’-]+)?";
/** "landlord John Smith", "the agent, Sarah,", "our neighbour is Tom" (checked for capitals). */
const ROLE_THEN_NAME = new RegExp(
  `\\b${ROLES}(?:\\s+(?:is|was|called|named))?[\\s,:(]+(${NAME})`,
  'gi',
);
/** "Mr Nguyen", "mrs. Smith": a title and a capitalised surname. */
const TITLE_THEN_NAME = /\b(?:mr|mrs|ms|miss|dr)\.?\s+[A-Z][a-z'’-]+/i;
// Capitalised words after a role that are not names: "the landlord Never fixed it" is rare,
// but "the agent Said" or "owner In 2024" are not people.
const NOT_NAMES = new Set([
  'i', 'a', 'an', 'the', 'and', 'but', 'or', 'in', 'on', 'at', 'for', 'from', 'to', 'of',
  'never', 'always', 'said', 'says', 'told', 'was', 'is', 'who', 'when', 'after', 'before',
  'they', 'he', 'she', 'we', 'it', 'this', 'that', 'there', 'here', 'did', 'does',
]); // prettier-ignore

const THREATS = [
  /\b(?:kill|hurt|stab|shoot|bash|beat up|punch|burn down|torch|smash)\b[^.!?]{0,30}\b(?:him|her|them|you|his|their|house|car|place)\b/i,
  /\bwatch (?:your|his|her|their) back\b/i,
  /\b(?:you|he|she|they)(?:'ll| will) (?:regret|pay for) (?:it|this)\b/i,
  /\b(?:i|we) know where (?:you|he|she|they) lives?\b/i,
];

// Swearing about a place ("the carpet was shit") is not abuse; swearing at a person is.
const PERSON_WORDS =
  /\b(?:landlord|landlady|owner|agent|manager|caretaker|neighbou?r|tenant|he|she|they|him|her|them|you)\b/i;
const obscenities = new RegExpMatcher({
  ...englishDataset.build(),
  ...englishRecommendedTransformers,
});

function namesPerson(text: string): boolean {
  const titled = TITLE_THEN_NAME.exec(text);
  if (titled && /\s[A-Z]/.test(titled[0])) return true;
  for (const match of text.matchAll(ROLE_THEN_NAME)) {
    const first = match[1]!.split(/\s+/)[0]!;
    if (/^[A-Z]/.test(first) && !NOT_NAMES.has(first.toLowerCase())) return true;
  }
  return false;
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/);
}

/** What the gentle check finds in a comment's text, in CONCERN_KINDS order. */
export function findConcerns(text: string): ConcernKind[] {
  const found = new Set<ConcernKind>();
  if (namesPerson(text)) found.add('person-name');
  if (THREATS.some((threat) => threat.test(text))) found.add('threat');
  if (sentences(text).some((part) => obscenities.hasMatch(part) && PERSON_WORDS.test(part))) {
    found.add('abuse');
  }
  return CONCERN_KINDS.filter((kind) => found.has(kind));
}

/** The part of the answer's message that names the concerns and suggests what to write. */
export function concernsMessage(kinds: readonly ConcernKind[]): string {
  const named = kinds.map((kind) => CONCERN_TEXTS[kind]);
  const list =
    named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}` : named[0];
  return (
    `This comment seems to ${list}. Describing what happened (what broke, what was fixed or ` +
    'not, and when) helps other renters more and keeps you safe.'
  );
}
