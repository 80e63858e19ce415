/**
 * A unit in a building as renters write it: "2/15", "Unit 2", "Apt 2", "Flat 2", "U2",
 * "Level 1 / 2" and "#2" all name unit 2. The key is what two spellings of one unit share:
 * the designator ("unit", "apt"...) and a level dropped, letters in capitals, leading zeros
 * of a number dropped ("02" is "2", "G02" is "G2").
 */
export interface UnitDesignator {
  /** The unit's key: "2", "2A", "G2". */
  unit: string;
  /** The street number written after a slash ("2/15" → "15"), to check against the address. */
  streetNumber: string | null;
  /** The level written before the unit ("Level 1 / 2" → "1"). */
  level: string | null;
}

/** Words that name the kind of unit (long and short forms): dropped from the key. */
const UNIT_WORDS = [
  'apartment', 'apt', 'flat', 'unit', 'u', 'suite', 'ste', 'villa', 'townhouse', 'th',
  'shop', 'studio', 'room', 'no', 'number', 'f',
]; // prettier-ignore

/** Words that name a level. */
const LEVEL_WORDS = ['level', 'lvl', 'lev', 'l', 'floor', 'fl'];

/** What people write for "no unit": the whole place is one dwelling. */
const NO_UNIT = new Set(['', '0', 'na', 'n/a', 'none', 'nil', 'house', 'whole house', 'no unit']);

const words = (list: string[]) => list.join('|');
/** A unit or level label: a number with a letter before or after it ("2", "2a", "g02"). */
const LABEL = '[a-z]?\\d+[a-z]?|[a-z]';
const LEVEL = new RegExp(`^(?:${words(LEVEL_WORDS)})\\s*(${LABEL})\\s*[/,\\s]\\s*(.+)$`);
const DESIGNATOR = new RegExp(`^(?:(?:${words(UNIT_WORDS)})\\b\\s*|#\\s*)`);
const UNIT_ONLY = new RegExp(`^(${LABEL})$`);
const UNIT_SLASH_NUMBER = new RegExp(`^(${LABEL})\\s*/\\s*(\\d+[a-z]?)$`);
/** Stuck together: "u2", "apt2b" (no space between the word and the number). */
const STUCK = new RegExp(`^(?:${words(UNIT_WORDS)})(\\d+[a-z]?)$`);

/** "02" → "2", "g02" → "G2", "2a" → "2A". */
function labelKey(label: string): string {
  return label.replace(/\d+/, (digits) => String(Number(digits))).toUpperCase();
}

function plain(raw: string): string {
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9/#,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The unit a renter typed; null when it names none ("", "N/A", "house") or is not a unit
 * label at all (a sentence typed into the field): such a comment is about the building.
 */
export function parseUnitDesignator(raw: string): UnitDesignator | null {
  // "Ground floor / 3", "Ground level, unit 3": the ground level is level G.
  let text = plain(raw).replace(/^ground(?: floor| level)?\b/, 'level g');
  if (NO_UNIT.has(text)) return null;
  let level: string | null = null;
  const leveled = LEVEL.exec(text);
  if (leveled) {
    level = labelKey(leveled[1]!);
    text = leveled[2]!.trim();
  }
  const stuck = STUCK.exec(text);
  if (stuck) text = stuck[1]!;
  text = text.replace(DESIGNATOR, '').trim();
  const withNumber = UNIT_SLASH_NUMBER.exec(text);
  if (withNumber) {
    return { unit: labelKey(withNumber[1]!), streetNumber: withNumber[2]!.toUpperCase(), level };
  }
  const alone = UNIT_ONLY.exec(text);
  if (!alone) return null;
  return { unit: labelKey(alone[1]!), streetNumber: null, level };
}
