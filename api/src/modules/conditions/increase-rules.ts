/**
 * What each state's law says about rent increases, as data: how often rent may go up, the
 * notice it takes and whether in writing. A hint names the rule and links to the regulator;
 * it never says a rent rise was unlawful (the record is one tenant's word, and the rules have
 * exceptions only a tribunal weighs). States with no rule here get no hints yet.
 */
export interface IncreaseRule {
  state: string;
  /** Months that must pass between two increases. */
  monthsBetween: number;
  /**
   * Whether those months are the property's, whoever the tenant (QLD), rather than each
   * tenancy's: then two tenants' records of one unit count together.
   */
  perProperty: boolean;
  /** The shortest notice, in days, that the rule allows for sure. */
  noticeDays: number;
  /** The notice as the rule words it ("60 days", "2 months"). */
  noticeWords: string;
  inWriting: boolean;
  /** The rule in one sentence, as a renter reads it. */
  text: string;
  citation: string;
  regulator: { name: string; url: string };
  /** The day the rule was last read against its source. */
  checkedOn: string;
}

const NSW: IncreaseRule = {
  state: 'NSW',
  monthsBetween: 12,
  perProperty: false,
  noticeDays: 60,
  noticeWords: '60 days',
  inWriting: true,
  text: 'In NSW rent can go up at most once in 12 months, with at least 60 days’ written notice.',
  citation: 'Residential Tenancies Act 2010 (NSW) ss 41–42',
  regulator: { name: 'NSW Fair Trading', url: 'https://www.fairtrading.nsw.gov.au/' },
  checkedOn: '2026-12-05',
};

const VIC: IncreaseRule = {
  state: 'VIC',
  monthsBetween: 12,
  perProperty: false,
  noticeDays: 60,
  noticeWords: '60 days',
  inWriting: true,
  text:
    'In Victoria rent can go up at most once in 12 months, with at least 60 days’ written ' +
    'notice.',
  citation: 'Residential Tenancies Act 1997 (Vic) s 44',
  regulator: { name: 'Consumer Affairs Victoria', url: 'https://www.consumer.vic.gov.au/' },
  checkedOn: '2026-12-05',
};

const QLD: IncreaseRule = {
  state: 'QLD',
  monthsBetween: 12,
  perProperty: true,
  // Two months are 59 days at the shortest (from 1 January to 1 March).
  noticeDays: 59,
  noticeWords: '2 months',
  inWriting: true,
  text:
    'In Queensland rent for a property can go up at most once in 12 months, whoever the ' +
    'tenant, with at least 2 months’ written notice.',
  citation: 'Residential Tenancies and Rooming Accommodation Act 2008 (Qld) ss 91, 93',
  regulator: { name: 'Residential Tenancies Authority', url: 'https://www.rta.qld.gov.au/' },
  checkedOn: '2026-12-05',
};

const RULES = new Map([NSW, VIC, QLD].map((rule) => [rule.state, rule] as const));

/** The increase rule of a state or territory (its abbreviation), when this record has it. */
export function increaseRuleOf(state: string | null): IncreaseRule | undefined {
  return state === null ? undefined : RULES.get(state);
}
