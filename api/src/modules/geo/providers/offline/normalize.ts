/**
 * Search keys for place names: lower case, accents and apostrophes dropped, punctuation as
 * spaces, and the usual abbreviations folded (Mt → mount, Saint → st) so that "o'connor",
 * "O’CONNOR" and "Oconnor" are the same key.
 */
const WORD_ALIASES: Record<string, string> = { mt: 'mount', saint: 'st' };

export function normalizePlaceName(value: string): string {
  const words = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ');
  return words
    .filter(Boolean)
    .map((word) => WORD_ALIASES[word] ?? word)
    .join(' ');
}

/** Postal abbreviations that stay in capitals ("PERTH GPO", "CONCORD WEST DC"). */
const CAPITAL_WORDS = /\b(Gpo|Lpo|Bc|Dc|Mc|Po|Cbd|Rsd|Unsw|Anu|Raaf|Ran|Tafe)\b/g;

/** "NEWTOWN" → "Newtown", "MCMAHONS POINT" → "McMahons Point"; mixed case is kept. */
export function displayPlaceName(value: string): string {
  if (/[a-z]/.test(value)) return value.trim();
  return value
    .trim()
    .toLowerCase()
    .replace(/(^|[\s\-’'(])([a-z])/g, (_match, before: string, letter: string) => {
      return before + letter.toUpperCase();
    })
    .replace(/\bMc([a-z])/g, (_match, letter: string) => `Mc${letter.toUpperCase()}`)
    .replace(CAPITAL_WORDS, (word) => word.toUpperCase());
}

/**
 * Optimal-string-alignment distance between `query` and the closest prefix of `name`, or
 * max + 1 as soon as it must exceed `max` (typos: a swapped, missing, extra or wrong letter).
 */
export function prefixDistance(query: string, name: string, max: number): number {
  const n = query.length;
  const m = Math.min(name.length, n + max);
  if (n === 0) return 0;
  if (rows[0]!.length < m + 1) rows = rows.map(() => new Int32Array(m + 1));
  // Rows of the dynamic programme over query[0..i) × name[0..j), reused between calls.
  let [before, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    const q = query.charCodeAt(i - 1);
    const qBefore = i > 1 ? query.charCodeAt(i - 2) : -1;
    for (let j = 1; j <= m; j++) {
      const c = name.charCodeAt(j - 1);
      let value = previous[j - 1]! + (q === c ? 0 : 1);
      if (previous[j]! + 1 < value) value = previous[j]! + 1;
      if (current[j - 1]! + 1 < value) value = current[j - 1]! + 1;
      if (j > 1 && q === name.charCodeAt(j - 2) && qBefore === c && before[j - 2]! + 1 < value) {
        value = before[j - 2]! + 1;
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  // The query against any prefix of the name: the best cell of the last row.
  let best = max + 1;
  for (let j = Math.max(0, n - max); j <= m; j++) best = Math.min(best, previous[j]!);
  return best;
}

let rows: Int32Array[] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
