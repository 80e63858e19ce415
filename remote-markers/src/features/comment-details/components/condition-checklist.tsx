import { useId } from 'react';
import type { Checklist, ConditionAnswer } from 'shared';
import { formatMonth } from '../../../lib/format';
import { useConditionList } from '../api/condition-list';
import { CHECKLIST_TEXTS as UI } from '../texts';
import styles from './condition-checklist.module.css';

const NUMBER = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

/** "damp-mould" → "Damp mould": an item named by its category while its list is not read. */
function categoryName(category: string): string {
  const words = category.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The state whose list the checklist was answered against, from the list's id ("nsw-2020-03":
 * "nsw"). Not the comment's region: that is often a district, and the API answered the checklist
 * against its building's state. "general-…" names no state, and is answered the general list.
 */
function listState(listId: string): string {
  return listId.split('-')[0] ?? '';
}

/** "Told the agent or landlord in June 2025, fixed after 40 days", or null when not told. */
function followUp({ toldIn, fixedAfterDays }: ConditionAnswer): string | null {
  if (!toldIn) return null;
  const told = UI.told.replace('{month}', formatMonth(`${toldIn}-01`));
  if (fixedAfterDays === null) return told;
  const fixed =
    fixedAfterDays === 1
      ? UI.fixedAfter.one
      : UI.fixedAfter.other.replace('{count}', NUMBER.format(fixedAfterDays));
  return `${told}, ${fixed}`;
}

/**
 * What a comment's author answered on the condition checklist: each item with Met, Not met or
 * Not sure (and, not met, when they told the agent or landlord and when it was fixed), then
 * what they measured. The items are named from their state's list, read only here; until it
 * comes, or when it cannot be read, by their category.
 */
export function ConditionChecklist({ checklist }: { checklist: Checklist }) {
  const headingId = useId();
  const list = useConditionList(listState(checklist.list));
  const labels = new Map(list.data?.items.map((item) => [item.id, item.label]));
  const measurements = [
    [UI.coldestRoom, UI.celsius, checklist.coldestRoomCelsius],
    [UI.humidity, UI.percent, checklist.indoorHumidityPercent],
  ] as const;

  return (
    <section aria-labelledby={headingId} className={styles.checklist}>
      <h3 id={headingId} className={styles.heading}>
        {UI.heading}
      </h3>
      <dl className={styles.answers}>
        {checklist.answers.map((answer) => {
          const told = followUp(answer);
          return (
            <div key={answer.item} className={styles.answer}>
              <dt>{labels.get(answer.item) ?? categoryName(answer.category)}</dt>
              <dd className={styles.value}>{UI.answers[answer.answer]}</dd>
              {told && <dd className={styles.followUp}>{told}</dd>}
            </div>
          );
        })}
        {measurements.map(
          ([label, unit, value]) =>
            value !== null && (
              <div key={label} className={styles.answer}>
                <dt>{label}</dt>
                <dd className={styles.value}>{unit.replace('{value}', NUMBER.format(value))}</dd>
              </div>
            ),
        )}
      </dl>
    </section>
  );
}
