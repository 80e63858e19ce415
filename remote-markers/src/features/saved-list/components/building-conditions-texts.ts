/**
 * The words of a building page's condition section: kept in the remote rather than in shared's
 * TEXTS, which every first load pays for. They report what tenants answered and judge nothing:
 * whether a home breaks a law is not for this page to say.
 */
export const CONDITION_TEXTS = {
  heading: 'Condition reported by tenants',
  /** {shownFrom}: how many tenants must have answered a category before it is listed. */
  note: "Tenants' answers to the minimum standards checklist of the building's state. A category is listed once {shownFrom} tenants have answered it.",
  empty: 'Figures appear once {shownFrom} tenants have answered the checklist for this building.',
  /** {category}: its name; {accounts}: the tenants who answered it; {notMet}: those who said not met. */
  notMetByNone: '{category}: reported not met by none of {accounts} tenants',
  notMetByOne: '{category}: reported not met by 1 tenant of {accounts}',
  notMetBy: '{category}: reported not met by {notMet} tenants of {accounts}',
  units: { one: '1 unit', other: '{count} units' },
  reports: { one: '1 report', other: '{count} reports' },
  medianDaysToFix: { one: 'Median 1 day to fix', other: 'Median {count} days to fix' },
  repairsHeading: 'Repairs',
  /**
   * How the agent or landlord answered what tenants told them of: {problems} "7 problems",
   * {tenants} "3 tenants", {fixed} said fixed (with their median {days} "12 days" once known),
   * {notFixed} said still not fixed when their tenants were asked "Was it fixed?".
   */
  repairs: {
    withMedian:
      'Told of {problems} by {tenants}: {fixed} fixed (median {days}), {notFixed} still not fixed when asked.',
    withoutMedian:
      'Told of {problems} by {tenants}: {fixed} fixed, {notFixed} still not fixed when asked.',
  },
  problems: { one: '1 problem', other: '{count} problems' },
  tenants: { one: '1 tenant', other: '{count} tenants' },
  days: { one: '1 day', other: '{count} days' },
} as const;
