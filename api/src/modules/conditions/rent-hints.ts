import type { RentHint, RentHintCode } from 'shared/contract';
import { addMonths } from './days';
import type { IncreaseRule } from './increase-rules';

/** An increase as the hints read it: the day it began, the notice and how it was given. */
export interface IncreaseFacts {
  on: string;
  noticeDays: number | null;
  inWriting: boolean | null;
}

/** Whether each hint's pattern is in these increases (oldest first) under the rule. */
export function hintCodes(increases: readonly IncreaseFacts[], rule: IncreaseRule): RentHintCode[] {
  const codes: RentHintCode[] = [];
  const tooSoon = increases.some(
    (increase, index) =>
      index > 0 && increase.on < addMonths(increases[index - 1]!.on, rule.monthsBetween),
  );
  if (tooSoon) codes.push('increases-within-12-months');
  const shortNotice = increases.some(
    (increase) => increase.noticeDays !== null && increase.noticeDays < rule.noticeDays,
  );
  if (shortNotice) codes.push('notice-shorter-than-rule');
  if (rule.inWriting && increases.some((increase) => increase.inWriting === false)) {
    codes.push('notice-not-in-writing');
  }
  return codes;
}

/**
 * The hints a rent history gives under its state's rule: what the record shows, the rule and
 * where to ask. Never a verdict ("illegal"): the regulator or tribunal decides that.
 */
export function rentHints(
  increases: readonly IncreaseFacts[],
  rule: IncreaseRule | undefined,
): RentHint[] {
  if (!rule) return [];
  const texts: Record<RentHintCode, string> = {
    'increases-within-12-months': `Two increases within ${rule.monthsBetween} months`,
    'notice-shorter-than-rule': `Notice shorter than ${rule.noticeWords}`,
    'notice-not-in-writing': 'Notice not in writing',
  };
  return hintCodes(increases, rule).map((code) => ({
    code,
    text: texts[code],
    rule: rule.text,
    citation: rule.citation,
    regulator: rule.regulator,
  }));
}
