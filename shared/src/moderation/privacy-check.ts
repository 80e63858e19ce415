/**
 * The privacy check before publishing: phone numbers, email addresses and people's
 * street addresses in a comment. Pure and synchronous, so the comment dialog warns while the
 * author types and the API applies the very same rule when the comment is saved.
 *
 * Phones are hand rules for the Australian formats rather than libphonenumber-js: its
 * `findPhoneNumbersInText` finds the same numbers, but even with the "min" metadata it adds
 * about 144 KB minified (36 KB gzipped) to `shared`, which every remote loads; these rules are
 * a few hundred bytes and name exactly which formats count.
 */

export const PRIVACY_FINDING_KINDS = ['phone', 'email', 'street-address'] as const;
export type PrivacyFindingKind = (typeof PRIVACY_FINDING_KINDS)[number];

export interface PrivacyFinding {
  kind: PrivacyFindingKind;
  /** The matched text, as written. */
  text: string;
  /** Offsets into the checked text: `text === checked.slice(start, end)`. */
  start: number;
  end: number;
}

/** How each kind is named in the dialog's warning and the API's PERSONAL_INFORMATION message. */
export const PRIVACY_FINDING_TEXTS: Record<PrivacyFindingKind, string> = {
  phone: 'a phone number',
  email: 'an email address',
  'street-address': "a person's street address",
};

/** The warning for the kinds found, e.g. "This comment contains a phone number and an email address. …" */
export function personalInformationMessage(kinds: readonly PrivacyFindingKind[]): string {
  const named = PRIVACY_FINDING_KINDS.filter((kind) => kinds.includes(kind)).map(
    (kind) => PRIVACY_FINDING_TEXTS[kind],
  );
  const list =
    named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}` : named[0];
  return (
    `This comment contains ${list ?? 'personal information'}. Remove it, or confirm to publish ` +
    'anyway: the comment then waits for a moderator before it appears on the map.'
  );
}

// One optional space, dot or dash between digit groups ("0412 345 678", "0412.345.678").
const SEP = '[ .-]?';
// A number is not glued to letters, other digits, a currency sign or a decimal point.
const BEFORE = '(?<![\\w$.,/+])';
const AFTER = `(?!${SEP}\\d)(?![\\w])`;

const PHONE_FORMATS = [
  // Mobiles and landlines with their area code: 04xx xxx xxx, 02 9xxx xxxx, (02) 9xxx xxxx.
  `04\\d{2}${SEP}\\d{3}${SEP}\\d{3}`,
  `(?:\\(0[2-578]\\) ?|0[2-578]${SEP})\\d{4}${SEP}\\d{4}`,
  // The same with the country code instead of the leading 0: +61 4xx xxx xxx, +61 2 9xxx xxxx.
  `(?:\\+|00)61${SEP}(?:\\(0\\) ?)?(?:4\\d{2}${SEP}\\d{3}${SEP}\\d{3}|[2-578]${SEP}\\d{4}${SEP}\\d{4})`,
  // Business numbers: 1300/1800 xxx xxx (or xx xx xx), and six-digit 13 xx xx.
  `1[38]00${SEP}(?:\\d{3}${SEP}\\d{3}|\\d{2}${SEP}\\d{2}${SEP}\\d{2})`,
  // Only as 131234 or "13 12 34": "1350 12 months" or the date 13.12.24 are not phones.
  '13(?:\\d{4}| \\d{2} \\d{2})',
];
const PHONE = new RegExp(`${BEFORE}(?:${PHONE_FORMATS.join('|')})${AFTER}`, 'g');

const EMAIL =
  /(?<![\w.%+-])[\w.%+-]+@[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*\.[a-z]{2,}(?![\w-])/gi;

/** Australia Post's street types (the common ones), written out or abbreviated. */
const STREET_TYPES = [
  'street', 'st', 'road', 'rd', 'avenue', 'ave', 'av', 'parade', 'pde', 'crescent', 'cres',
  'court', 'ct', 'place', 'pl', 'drive', 'dr', 'highway', 'hwy', 'terrace', 'tce', 'way',
  'lane', 'ln', 'close', 'cl', 'boulevard', 'boulevarde', 'blvd', 'circuit', 'cct', 'grove',
  'gr', 'square', 'sq', 'esplanade', 'esp', 'parkway', 'pkwy', 'promenade', 'row', 'walk',
  'rise', 'crest', 'mews', 'circle', 'cir',
]; // prettier-ignore

// Words that, before a street type, describe a home rather than name a street: "2 bedroom place".
const NOT_STREET_NAMES = [
  'bed', 'beds', 'bedroom', 'bedrooms', 'bath', 'baths', 'bathroom', 'bathrooms', 'car', 'cars',
  'room', 'rooms', 'storey', 'story', 'level', 'levels', 'minute', 'minutes', 'min', 'mins', 'km',
  'kms', 'metre', 'metres', 'm', 'year', 'years', 'week', 'weeks', 'month', 'months', 'day',
  'days', 'hour', 'hours', 'people', 'dollar', 'dollars', 'pw', 'way', 'lane', 'the',
]; // prettier-ignore

// [unit 4, | 3/]45[A] Name [Name [Name]] Type — the street number is what makes it a home.
const STREET_ADDRESS = new RegExp(
  '(?<![\\w$.,/])' +
    '(?:(?:unit|apartment|apt|flat|suite|shop|lot)\\s*\\d+[a-z]?,?\\s+|\\d+[a-z]?\\s*/\\s*)?' +
    '\\d{1,5}[a-z]?(?:\\s*-\\s*\\d{1,5}[a-z]?)?' +
    "((?:\\s+[a-z][a-z'’-]*){1,3}?)" +
    `\\s+(?:${STREET_TYPES.join('|')})\\b\\.?`,
  'gi',
);

/**
 * The words that make a street address a person's: who lives or works there, or a pronoun.
 * Without one the address is the place the comment is about, which the map shows anyway
 * ("the building at 12 George St has mould" is not flagged).
 */
const PERSON_WORD =
  /\b(?:neighbou?rs?|lives?|lived|living|resides?|owners?|landlord|landlady|he|she|his|her|him|tenants?|agents?|property manager|names?|named|called|mr|mrs|ms|guy|bloke|man|woman|lady|family)\b/i;
/** How far from the address a person word may stand, in characters, before or after it. */
const PERSON_WORD_WINDOW = { before: 60, after: 40 };

function isPersonsAddress(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - PERSON_WORD_WINDOW.before), start);
  const after = text.slice(end, end + PERSON_WORD_WINDOW.after);
  return PERSON_WORD.test(before) || PERSON_WORD.test(after);
}

function matches(pattern: RegExp, text: string, kind: PrivacyFindingKind): PrivacyFinding[] {
  return [...text.matchAll(pattern)].map((match) => ({
    kind,
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

function streetAddresses(text: string): PrivacyFinding[] {
  return [...text.matchAll(STREET_ADDRESS)]
    .filter((match) => {
      const lastNameWord = (match[1] ?? '').trim().toLowerCase().split(/\s+/).pop() ?? '';
      return !NOT_STREET_NAMES.includes(lastNameWord);
    })
    .map((match) => ({
      kind: 'street-address' as const,
      text: match[0],
      start: match.index,
      end: match.index + match[0].length,
    }))
    .filter((finding) => isPersonsAddress(text, finding.start, finding.end));
}

/** Every phone number, email address and person's street address in `text`, in reading order. */
export function findPersonalInformation(text: string): PrivacyFinding[] {
  const found = [
    ...matches(EMAIL, text, 'email'),
    ...matches(PHONE, text, 'phone'),
    ...streetAddresses(text),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
  // An email's digits are not also a phone: the first (longest) finding at a place wins.
  const kept: PrivacyFinding[] = [];
  for (const finding of found) {
    const last = kept[kept.length - 1];
    if (!last || finding.start >= last.end) kept.push(finding);
  }
  return kept;
}

/** The kinds found, each once, in PRIVACY_FINDING_KINDS order. */
export function personalInformationKinds(
  findings: readonly PrivacyFinding[],
): PrivacyFindingKind[] {
  return PRIVACY_FINDING_KINDS.filter((kind) => findings.some((finding) => finding.kind === kind));
}
