import { useId } from 'react';
import type { BuildingRent as Rent } from 'shared';
import { formatWeeklyRent } from '../../../lib/rent-figures';
import { RENT_TEXTS as UI } from './building-rent-texts';
import { fill } from './building-moderation-texts';
import styles from './building-conditions.module.css';
import own from './building-rent.module.css';

const NUMBER = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });
const PERCENT = new Intl.NumberFormat('en-AU', {
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** A count in words, singular or plural. */
function counted(forms: { one: string; other: string }, count: number): string {
  return count === 1 ? forms.one : fill(forms.other, { count: NUMBER.format(count) });
}

/**
 * The rent a building's tenants shared: the median weekly rent each year (in $10 bands, with
 * its change on the year shown before), then the increases they reported. The API lists a year,
 * and the increases, only once `shownFrom` tenants reported them, so no figure points at one.
 */
export function BuildingRent({ rent }: { rent: Rent }) {
  const headingId = useId();
  const timelineId = useId();
  const increasesId = useId();
  const { shownFrom, timeline, increases } = rent;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {UI.heading}
      </h2>
      {timeline.length === 0 && increases === null ? (
        <p className={styles.note}>{fill(UI.empty, { shownFrom })}</p>
      ) : (
        <>
          <p className={styles.note}>{fill(UI.note, { shownFrom })}</p>
          {timeline.length > 0 && (
            <>
              <h3 id={timelineId} className={styles.subheading}>
                {UI.timeline}
              </h3>
              <ul aria-labelledby={timelineId} className={styles.categories}>
                {timeline.map((year, index) => {
                  const previous = timeline[index - 1];
                  return (
                    <li key={year.year} className={styles.category}>
                      <p className={styles.headline}>
                        {fill(UI.year, {
                          year: year.year,
                          rent: formatWeeklyRent(year.median),
                          accounts: NUMBER.format(year.accounts),
                        })}
                      </p>
                      {previous && year.changePercent !== null && (
                        <p className={styles.detail}>
                          {fill(UI.change, {
                            change: `${PERCENT.format(year.changePercent)}%`,
                            previous: previous.year,
                          })}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          )}
          {increases && (
            <>
              <h3 id={increasesId} className={styles.subheading}>
                {UI.increasesHeading}
              </h3>
              <ul aria-labelledby={increasesId} className={own.increases}>
                <li>
                  {fill(increases.reports === 1 ? UI.increases.one : UI.increases.other, {
                    accounts: NUMBER.format(increases.accounts),
                    reports: NUMBER.format(increases.reports),
                    percent: `${NUMBER.format(increases.medianPercent)}%`,
                  })}
                </li>
                {increases.shortNoticeAccounts > 0 && (
                  <li>{counted(UI.shortNotice, increases.shortNoticeAccounts)}</li>
                )}
                {increases.withinTwelveMonthsAccounts > 0 && (
                  <li>{counted(UI.withinTwelveMonths, increases.withinTwelveMonthsAccounts)}</li>
                )}
                {increases.withinTwelveMonthsAcrossTenantsUnits > 0 && (
                  <li>
                    {counted(UI.acrossTenants, increases.withinTwelveMonthsAcrossTenantsUnits)}
                  </li>
                )}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
