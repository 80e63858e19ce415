import { useId } from 'react';
import type { Rent } from 'shared';
import { formatDollars, formatRentMonth, formatWeeklyRent } from '../../../lib/rent-figures';
import { RENT_TEXTS as UI } from '../texts';
import styles from './rent-record.module.css';

type Increase = Rent['increases'][number];

const NUMBER = new Intl.NumberFormat('en-AU');

/** "May 2025: $480–$489 a week, 45 days' notice, in writing"; each part only when known. */
function increaseLine({ in: month, newRent, noticeDays, inWriting }: Increase): string {
  const notice =
    noticeDays === null
      ? null
      : noticeDays === 1
        ? UI.noticeDays.one
        : UI.noticeDays.other.replace('{count}', NUMBER.format(noticeDays));
  const writing = inWriting === null ? null : inWriting ? UI.inWriting : UI.notInWriting;
  const parts = [formatWeeklyRent(newRent), notice, writing].filter(Boolean).join(', ');
  return `${formatRentMonth(month)}: ${parts}`;
}

/**
 * What a comment's author paid and how it went up: the rent when they moved in, when they
 * moved out, the bond and the agreement, each increase, then the API's hints of what the
 * state's rule says about it, each with the regulator to ask. Others see $10 bands until the
 * API says the figures may be exact, and are told so.
 */
export function RentRecord({ rent }: { rent: Rent }) {
  const headingId = useId();
  const increasesId = useId();
  const hintsId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.rent}>
      <h3 id={headingId} className={styles.heading}>
        {UI.heading}
      </h3>
      <p className={styles.line}>
        {UI.movedIn
          .replace('{rent}', formatWeeklyRent(rent.weeklyRent))
          .replace('{month}', formatRentMonth(rent.movedIn))}
      </p>
      {rent.movedOut && (
        <p className={styles.line}>
          {UI.movedOut.replace('{month}', formatRentMonth(rent.movedOut))}
        </p>
      )}
      {rent.bond !== null && (
        <p className={styles.line}>{UI.bond.replace('{amount}', formatDollars(rent.bond))}</p>
      )}
      {rent.agreement && <p className={styles.line}>{UI.agreements[rent.agreement]}</p>}

      {rent.increases.length > 0 && (
        <>
          <h4 id={increasesId} className={styles.subheading}>
            {UI.increases}
          </h4>
          <ul aria-labelledby={increasesId} className={styles.increases}>
            {rent.increases.map((increase, index) => (
              <li key={`${increase.in}-${index}`}>{increaseLine(increase)}</li>
            ))}
          </ul>
        </>
      )}

      {rent.hints.length > 0 && (
        <>
          <h4 id={hintsId} className={styles.subheading}>
            {UI.hints}
          </h4>
          <ul aria-labelledby={hintsId} className={styles.hints}>
            {rent.hints.map((hint) => (
              <li key={hint.code} className={styles.hint}>
                <strong>{hint.text}</strong> {hint.rule}{' '}
                <span className={styles.citation}>{hint.citation}</span>{' '}
                <a href={hint.regulator.url} target="_blank" rel="noopener noreferrer">
                  {hint.regulator.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}

      {!rent.exact && <p className={styles.note}>{UI.banded}</p>}
    </section>
  );
}
