import type { ConditionCategory } from 'shared/contract';

/**
 * A state's minimum standards for rented homes as a checklist a renter answers: data, with
 * every item naming the law (or the regulator's page) it comes from. A list is versioned: when
 * a state changes its standards, a new list with a new `id` takes its place and comments keep
 * the list they were answered against. Item ids stay the same from one version to the next
 * when the standard they name does.
 */
export interface ConditionListData {
  /** `<state>-<year>-<month>` the version came into force: "nsw-2020-03". */
  id: string;
  /** The state or territory it applies to (its abbreviation); null for the general list. */
  state: string | null;
  title: string;
  /** The day the standards started to apply (YYYY-MM-DD). */
  inForceFrom: string;
  /** The day the sources below were last read against this list (YYYY-MM-DD). */
  checkedOn: string;
  /** Who enforces them, for a renter who wants to act. */
  regulator: { name: string; url: string };
  items: ConditionItemData[];
}

export interface ConditionItemData {
  /** `<state>.<name>`, stable across versions: "nsw.damp". */
  id: string;
  category: ConditionCategory;
  /** The question, as a renter reads it. */
  label: string;
  /** What the standard asks for, in plain words. */
  detail: string;
  source: { citation: string; url: string };
}
