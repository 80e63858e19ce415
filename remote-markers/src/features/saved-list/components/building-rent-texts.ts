import { RENT_BAND_DOLLARS } from 'shared';

/**
 * The words of a building page's rent section: kept in the remote, as the condition section's
 * are. They report what tenants shared and judge nothing: the notice counts say what the
 * records show against the state's rule, not that anyone broke it.
 */
export const RENT_TEXTS = {
  heading: 'Rent reported by tenants',
  /** {shownFrom}: how many tenants must have shared their rent before a year is listed. */
  note: `The median weekly rent tenants paid each year, in $${RENT_BAND_DOLLARS} bands. A year is listed once {shownFrom} tenants have shared their rent for it.`,
  empty: 'Figures appear once {shownFrom} tenants have shared their rent for this building.',
  timeline: 'Median weekly rent by year',
  /** One year: "2024 · $450–$459 a week · 4 tenants". */
  year: '{year} · {rent} · {accounts} tenants',
  /** {change}: "+4.4%"; {previous}: the year shown before it. */
  change: '{change} on {previous}',
  increasesHeading: 'Increases',
  /** {accounts}, {reports}, {percent}: "3", "5", "4.1%". */
  increases: {
    one: 'Increases reported by {accounts} tenants (1 report): median rise {percent}',
    other: 'Increases reported by {accounts} tenants ({reports} reports): median rise {percent}',
  },
  shortNotice: {
    one: "1 tenant was given less notice than the state's rule",
    other: "{count} tenants were given less notice than the state's rule",
  },
  withinTwelveMonths: {
    one: '1 tenant reported two increases within 12 months',
    other: '{count} tenants reported two increases within 12 months',
  },
  /** Where the limit is the property's, whoever the tenant (QLD). */
  acrossTenants: {
    one: "1 unit's rent went up twice within 12 months across two tenants",
    other: "{count} units' rent went up twice within 12 months across two tenants",
  },
} as const;
