import { useId, useState } from 'react';
import type { Checklist, ConditionAnswer, RepairAnswerPayload } from 'shared';
import account from '../../components/account.module.css';
import { useItemLabels } from './condition-list-api';
import { RepairItem } from './repair-item';
import styles from './my-comments.module.css';
import { MY_REPAIRS_UI as UI } from './texts';

/** Reported not met, and not yet said fixed: "Was it fixed?" asks about it. */
const awaitingRepair = (answer: ConditionAnswer) =>
  answer.answer === 'not-met' && answer.fixedAfterDays === null;

/**
 * "Was it fixed?" on one's own comment: each item its checklist reported not met and not yet
 * said fixed, to say it was fixed (and when) or that it is still not. An item said fixed here
 * stays, saying how long it took, until the page is left.
 */
export function RepairFollowUp({
  checklist,
  onAnswer,
}: {
  checklist: Checklist | undefined;
  onAnswer: (item: string, answer: RepairAnswerPayload) => Promise<void>;
}) {
  const headingId = useId();
  const [fixedHere, setFixedHere] = useState<ReadonlySet<string>>(() => new Set());
  const asked = (checklist?.answers ?? []).filter(
    (answer) => awaitingRepair(answer) || fixedHere.has(answer.item),
  );
  const label = useItemLabels(checklist?.list ?? '', asked.length > 0);
  if (asked.length === 0) return null;

  const answer = async (item: string, repair: RepairAnswerPayload) => {
    // Kept before the answer comes, so the item is still shown when the checklist says fixed.
    if (repair.fixed) setFixedHere((items) => new Set(items).add(item));
    await onAnswer(item, repair);
  };

  return (
    <section aria-labelledby={headingId} className={styles.repairs}>
      <h3 id={headingId} className={styles.noticeHeading}>
        {UI.heading}
      </h3>
      <p className={account.hint}>{UI.hint}</p>
      <ul className={styles.repairList}>
        {asked.map((each) => (
          <RepairItem
            key={each.item}
            answer={each}
            label={label(each)}
            onAnswer={(repair) => answer(each.item, repair)}
          />
        ))}
      </ul>
    </section>
  );
}
