import { useId } from 'react';
import type { Building, ConditionSummary, RepairsSummary } from 'shared';
import { fill } from './building-moderation-texts';
import { CONDITION_TEXTS as UI } from './building-conditions-texts';
import styles from './building-conditions.module.css';

type Conditions = Building['conditions'];

const NUMBER = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

/** A count in words, singular or plural: "1 unit", "3 units". */
function counted(forms: { one: string; other: string }, count: number): string {
  return count === 1 ? forms.one : fill(forms.other, { count: NUMBER.format(count) });
}

function headline({ label, accounts, notMetAccounts }: ConditionSummary): string {
  const template =
    notMetAccounts === 0 ? UI.notMetByNone : notMetAccounts === 1 ? UI.notMetByOne : UI.notMetBy;
  return fill(template, { category: label, accounts, notMet: notMetAccounts });
}

/** The years of the reports: "2025", or a span as "2024–26" ("1999–2001" across a century). */
function yearSpan(first: number | null, last: number | null): string | null {
  if (first === null || last === null || first === last) {
    const year = first ?? last;
    return year === null ? null : String(year);
  }
  const sameCentury = Math.floor(first / 100) === Math.floor(last / 100);
  return `${first}–${sameCentury ? String(last % 100).padStart(2, '0') : last}`;
}

/** "3 units, 5 reports, 2024–26": what was reported not met, where and when; each part only when known. */
function detail(summary: ConditionSummary): string {
  return [
    summary.notMetUnits > 0 && counted(UI.units, summary.notMetUnits),
    summary.notMetReports > 0 && counted(UI.reports, summary.notMetReports),
    yearSpan(summary.firstYear, summary.lastYear),
  ]
    .filter(Boolean)
    .join(', ');
}

/** "Told of 7 problems by 3 tenants: 4 fixed (median 12 days), 2 still not fixed when asked." */
function repairsLine({ accounts, told, fixed, notFixed, medianDaysToFix }: RepairsSummary): string {
  const values = {
    problems: counted(UI.problems, told),
    tenants: counted(UI.tenants, accounts),
    fixed: NUMBER.format(fixed),
    notFixed: NUMBER.format(notFixed),
  };
  return medianDaysToFix === null
    ? fill(UI.repairs.withoutMedian, values)
    : fill(UI.repairs.withMedian, { ...values, days: counted(UI.days, medianDaysToFix) });
}

/**
 * A building's condition as its tenants answered the checklist, category by category (most
 * tenants reporting not met first, as the API sorts them). The API lists a category only once
 * `shownFrom` tenants answered it, so no figure points at one of them. Then how repairs went,
 * once as many tenants told the agent or landlord of something (the API's `repairs`).
 */
export function BuildingConditions({ conditions }: { conditions: Conditions }) {
  const headingId = useId();
  const { shownFrom, categories, repairs } = conditions;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {UI.heading}
      </h2>
      {categories.length === 0 ? (
        <p className={styles.note}>{fill(UI.empty, { shownFrom })}</p>
      ) : (
        <>
          <p className={styles.note}>{fill(UI.note, { shownFrom })}</p>
          <ul className={styles.categories}>
            {categories.map((summary) => {
              const reported = detail(summary);
              return (
                <li key={summary.category} className={styles.category}>
                  <p className={styles.headline}>{headline(summary)}</p>
                  {reported && <p className={styles.detail}>{reported}</p>}
                  {summary.medianDaysToFix !== null && (
                    <p className={styles.detail}>
                      {counted(UI.medianDaysToFix, summary.medianDaysToFix)}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {repairs && (
        <>
          <h3 className={styles.subheading}>{UI.repairsHeading}</h3>
          <p className={styles.repairs}>{repairsLine(repairs)}</p>
        </>
      )}
    </section>
  );
}
