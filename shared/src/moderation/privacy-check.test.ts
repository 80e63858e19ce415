import {
  findPersonalInformation,
  personalInformationKinds,
  personalInformationMessage,
  type PrivacyFindingKind,
} from './privacy-check';

/**
 * The detector's cases: each text and exactly what it finds ([kind, matched text] in reading
 * order; an empty list finds nothing).
 */
export const PRIVACY_CASES: [string, [PrivacyFindingKind, string][]][] = [
  // Phones: Australian formats, with spaces, dots or dashes.
  ['Call me on 0412 345 678 for a viewing', [['phone', '0412 345 678']]],
  ['mobile 0412345678', [['phone', '0412345678']]],
  [
    'text 0412.345.678 or 0412-345-678',
    [
      ['phone', '0412.345.678'],
      ['phone', '0412-345-678'],
    ],
  ],
  ['+61 412 345 678 is the agent', [['phone', '+61 412 345 678']]],
  ['ring +61412345678 today', [['phone', '+61412345678']]],
  ['from overseas 0061 412 345 678', [['phone', '0061 412 345 678']]],
  ['landline (02) 9876 5432', [['phone', '(02) 9876 5432']]],
  ['landline (02)9876 5432', [['phone', '(02)9876 5432']]],
  ['office 02 9876 5432', [['phone', '02 9876 5432']]],
  ['Melbourne office 03-9123-4567', [['phone', '03-9123-4567']]],
  ['Perth 0891234567', [['phone', '0891234567']]],
  ['+61 2 9876 5432', [['phone', '+61 2 9876 5432']]],
  ['+61 (0) 2 9876 5432', [['phone', '+61 (0) 2 9876 5432']]],
  ['Strata on 1300 123 456', [['phone', '1300 123 456']]],
  ['free call 1800-123-456', [['phone', '1800-123-456']]],
  ['1800 12 34 56', [['phone', '1800 12 34 56']]],
  ['agency line 13 12 34', [['phone', '13 12 34']]],
  ['agency line 131234.', [['phone', '131234']]],
  ['bond $2,000 then call 0412 345 678', [['phone', '0412 345 678']]],
  // Emails.
  ['email jo.citizen@example.com.au please', [['email', 'jo.citizen@example.com.au']]],
  ['Contact: JO+rent@Mail.Example.org.', [['email', 'JO+rent@Mail.Example.org']]],
  ['agent_99@realestate-agency.com', [['email', 'agent_99@realestate-agency.com']]],
  [
    'a@b.co or 0412 345 678',
    [
      ['email', 'a@b.co'],
      ['phone', '0412 345 678'],
    ],
  ],
  // People's street addresses: a street number, a street name and type, near a person word.
  ['my neighbour at 12 Smith St is loud', [['street-address', '12 Smith St']]],
  ['The owner lives at 3/45 George Street', [['street-address', '3/45 George Street']]],
  ['the landlord is in unit 4, 17 High Rd', [['street-address', 'unit 4, 17 High Rd']]],
  ['She lives at 7a Ocean View Pde.', [['street-address', '7a Ocean View Pde.']]],
  [
    'agent office at 100-102 Elizabeth St, ask for Sam',
    [['street-address', '100-102 Elizabeth St']],
  ],
  ['the tenant from 5 Wattle Cres', [['street-address', '5 Wattle Cres']]],
  ['he moved to 22 St Kilda Rd', [['street-address', '22 St Kilda Rd']]],
  ['12 smith st is where my landlord lives', [['street-address', '12 smith st']]],
  ['his house, 9 Banksia Ct', [['street-address', '9 Banksia Ct']]],
  ['The owner, Mr Brown, 14 Kent Lane', [['street-address', '14 Kent Lane']]],
  ['name is Sam, 31 Harbour Blvd', [['street-address', '31 Harbour Blvd']]],
  // Not personal information: prices, units, years, postcodes, sizes, dates, times.
  ['$450 per week', []],
  ['rent was 450pw, now $480 pw', []],
  ['$2,000 bond and $1,950.50 a month', []],
  ['rent 1350 12 months lease', []],
  ['unit 4, Apt 12B, flat 3', []],
  ['built in 1998, renovated 2021', []],
  ['postcode 2000, or 3000 3004', []],
  ['3 bedrooms, 2 bathrooms, 120 m2, 1 car space', []],
  ['she has a 2 bedroom place', []],
  ['inspected 13.12.24 and 02-03-2024 10:00', []],
  ['open 9:30am to 10.30, 13/12/2024', []],
  ['lease 12 months, 6 weeks notice', []],
  ['about 15 minutes walk from the station', []],
  // The place the comment is about, without a person: the map shows it anyway.
  ['the building at 12 George St has mould', []],
  ['12 Smith St: leaking roof, slow repairs', []],
  ['I rented 45 George Street for two years', []],
  // Not an email or a phone on its own.
  ['@landlord was rude, email me via the app', []],
  ['ABN 12 345 678 901', []],
  ['ref 04123456789', []],
];

describe('findPersonalInformation', () => {
  it.each(PRIVACY_CASES)('%j', (text, expected) => {
    const found = findPersonalInformation(text);
    expect(found.map((finding) => [finding.kind, finding.text])).toEqual(expected);
    for (const finding of found) {
      expect(text.slice(finding.start, finding.end)).toBe(finding.text);
    }
  });

  it('finds nothing in an empty text', () => {
    expect(findPersonalInformation('')).toEqual([]);
  });
});

describe('personalInformationMessage', () => {
  it('names each kind found once, in a fixed order', () => {
    const found = findPersonalInformation('jo@example.com, 0412 345 678, 0400 000 000');
    expect(personalInformationKinds(found)).toEqual(['phone', 'email']);
    expect(personalInformationMessage(personalInformationKinds(found))).toBe(
      'This comment contains a phone number and an email address. Remove it, or confirm to ' +
        'publish anyway: the comment then waits for a moderator before it appears on the map.',
    );
  });

  it('lists three kinds with commas', () => {
    expect(personalInformationMessage(['street-address', 'email', 'phone'])).toMatch(
      /^This comment contains a phone number, an email address and a person's street address\. /,
    );
  });
});
