import { CHECKLIST_LIMITS, type ChecklistPayload } from 'shared/contract';
import { BadRequestError } from '../../errors';
import type { CommentConditionAnswersTable } from '../../db/types';
import { addDays, latestDay } from './days';
import type { ConditionListData } from './lists/list';

/**
 * What makes a checklist whole: each item answered once, from the list of the place's state;
 * a day the agent was told and a repair only for something not met; no day in the future; a
 * photo that is one of the comment's own. Every refusal names the item it is about.
 */

const invalid = (message: string) => new BadRequestError(message, 'CONDITION_ANSWER_INVALID');

/**
 * Checks what needs no place: repeated items, follow-ups of an item that was met, days out of
 * range, photos that are not the comment's. Runs before anything is written.
 */
export function checkChecklistAnswers(
  checklist: ChecklistPayload,
  photoNames: readonly string[],
  now: Date,
): void {
  const seen = new Set<string>();
  const latest = latestDay(now);
  for (const answer of checklist.answers) {
    const { item } = answer;
    if (seen.has(item)) throw invalid(`Item '${item}' is answered twice. Answer each item once.`);
    seen.add(item);
    const followedUp = answer.toldOn !== undefined || answer.fixedAfterDays !== undefined;
    if (followedUp && answer.answer !== 'not-met') {
      throw invalid(
        `Item '${item}': a day the agent or landlord was told, and days to fix, go only with ` +
          "'not-met'.",
      );
    }
    if (answer.fixedAfterDays !== undefined && answer.toldOn === undefined) {
      throw invalid(
        `Item '${item}': say when the agent or landlord was told (toldOn) to count the days ` +
          'to fix it.',
      );
    }
    if (answer.toldOn !== undefined) {
      if (answer.toldOn < CHECKLIST_LIMITS.toldOnEarliest || answer.toldOn > latest) {
        throw invalid(
          `Item '${item}': the day the agent or landlord was told must be from ` +
            `${CHECKLIST_LIMITS.toldOnEarliest} up to today.`,
        );
      }
      if (
        answer.fixedAfterDays !== undefined &&
        addDays(answer.toldOn, answer.fixedAfterDays) > latest
      ) {
        throw invalid(
          `Item '${item}': ${answer.fixedAfterDays} days after ${answer.toldOn} is still to come.`,
        );
      }
    }
    if (answer.photo !== undefined && !photoNames.includes(answer.photo)) {
      throw invalid(`Item '${item}': photo '${answer.photo}' is not one of this comment's photos.`);
    }
  }
}

/**
 * The rows of the answers, each item checked against the list of the place's state: an item
 * of another list is refused with CONDITION_NOT_ON_LIST.
 */
export function answerRows(
  commentId: string,
  checklist: ChecklistPayload,
  list: ConditionListData,
): CommentConditionAnswersTable[] {
  const items = new Map(list.items.map((item) => [item.id, item]));
  return checklist.answers.map((answer) => {
    const item = items.get(answer.item);
    if (!item) {
      throw new BadRequestError(
        `Item '${answer.item}' is not on the list for this place (${list.title}). Answer ` +
          `the items of ${list.id} (GET /api/condition-lists).`,
        'CONDITION_NOT_ON_LIST',
      );
    }
    return {
      comment_id: commentId,
      item_id: item.id,
      category: item.category,
      answer: answer.answer,
      photo: answer.photo ?? null,
      told_on: answer.toldOn ?? null,
      fixed_after_days: answer.fixedAfterDays ?? null,
      not_fixed_on: null,
    };
  });
}
