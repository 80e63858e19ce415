import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Numbers typed without a country code are Australian: the product is for renters here. */
export const DEFAULT_PHONE_REGION = 'AU';

/**
 * Digits with the separators people type (spaces, dashes, dots, brackets: "(02) 5550 4321")
 * and a leading +. The parser alone would also pull a number out of any text ("call 0412…",
 * "0412…abc").
 */
const DIALLABLE = /^\+?\(?[0-9][0-9 ().-]*$/;

/**
 * Types an SMS can reach. Some countries (the United States, Canada) do not tell mobile and
 * fixed-line numbers apart: those are accepted, and the code proves the number gets texts.
 */
const TEXTABLE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

export type PhoneNumberCheck =
  | { ok: true; e164: string }
  | { ok: false; problem: 'required' | 'invalid' | 'not-mobile' | 'country' };

/**
 * A typed number as E.164 (+61412345678) when it is a valid mobile number of one of
 * `countries` (SMS_COUNTRIES).
 */
export function normalisePhoneNumber(
  input: string,
  countries: readonly string[],
): PhoneNumberCheck {
  const typed = input.trim();
  if (typed === '') return { ok: false, problem: 'required' };
  if (!DIALLABLE.test(typed)) return { ok: false, problem: 'invalid' };
  const parsed = parsePhoneNumberFromString(typed, DEFAULT_PHONE_REGION);
  if (!parsed?.isValid()) return { ok: false, problem: 'invalid' };
  const type = parsed.getType();
  if (!type || !TEXTABLE_TYPES.has(type)) return { ok: false, problem: 'not-mobile' };
  if (!inCountries(parsed.country, countries)) return { ok: false, problem: 'country' };
  return { ok: true, e164: parsed.number };
}

/**
 * Whether an E.164 number belongs to one of `countries`. Asked again before every message,
 * so a number verified before SMS_COUNTRIES narrowed is not texted either. Numbers of no
 * country (+800, +882: international services) never are.
 */
export function isTextableCountry(e164: string, countries: readonly string[]): boolean {
  return inCountries(parsePhoneNumberFromString(e164)?.country, countries);
}

function inCountries(country: string | undefined, countries: readonly string[]): boolean {
  return country !== undefined && countries.includes(country);
}

/** The countries as a person reads them: "Australia", "Australia or New Zealand". */
export function countryNames(countries: readonly string[]): string {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const listed = countries.map((code) => names.of(code) ?? code);
  return new Intl.ListFormat('en', { type: 'disjunction' }).format(listed);
}
