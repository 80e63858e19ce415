import {
  CHECKLIST_LIMITS,
  type ChecklistPayload,
  type OwnChecklist,
  type RepairAnswerPayload,
} from 'shared/contract';
import type { Db } from '../../db/kysely';
import { BadRequestError, NotFoundError } from '../../errors';
import { Hook } from '../../hooks';
import { listById } from './condition-lists';
import { ownChecklistsOf } from './checklists.service';
import { findAnswer, findOpenRepairs, updateRepair } from './repairs.repository';
import { daysBetween, latestDay } from './days';

/**
 * "Was it fixed?": some weeks after a renter reports something not met, they are asked by
 * the channel they chose (the alerts module sends it), and their answer completes the record:
 * the days it took to fix, or that it still was not fixed when asked.
 */

/**
 * A comment's checklist reports something not met and not yet fixed: called in the
 * transaction that saved it, so the follow-up is queued with it (module-wiring.ts).
 */
export const repairsReported = new Hook<[trx: Db, commentId: string]>(
  'A comment reports something not met',
);

/** Whether a checklist leaves something not met and not (yet) said fixed. */
export function hasOpenRepair(checklist: ChecklistPayload): boolean {
  return checklist.answers.some(
    (answer) => answer.answer === 'not-met' && answer.fixedAfterDays === undefined,
  );
}

/** An item a follow-up asks about, in the words of the list it was answered against. */
export interface OpenRepair {
  item: string;
  label: string;
}

/** The items of a comment still not met and not said fixed, with their labels. */
export async function openRepairsOf(db: Db, commentId: string): Promise<OpenRepair[]> {
  const rows = await findOpenRepairs(db, commentId);
  return rows.map((row) => {
    const item = listById(row.list_id)?.items.find((candidate) => candidate.id === row.item_id);
    return { item: row.item_id, label: item?.label ?? row.item_id };
  });
}

const invalid = (message: string) => new BadRequestError(message, 'CONDITION_ANSWER_INVALID');

/**
 * The author's answer to "Was it fixed?" for one item of their comment (the caller checked
 * that the comment is theirs, in this transaction): fixed on a day, which sets the days to
 * fix, or still not fixed today. Answers the comment's whole checklist as its author sees it.
 */
export async function answerRepair(
  db: Db,
  commentId: string,
  item: string,
  body: RepairAnswerPayload,
  now: Date,
): Promise<OwnChecklist> {
  const answer = await findAnswer(db, commentId, item);
  if (!answer) throw new NotFoundError(`This comment's checklist has no answer for '${item}'.`);
  if (answer.answer !== 'not-met') {
    throw invalid(`Item '${item}' was not reported not met: there is no repair to follow up.`);
  }
  const latest = latestDay(now);
  const toldOn = answer.told_on ?? body.toldOn;
  if (toldOn === undefined) {
    throw invalid(`Item '${item}': say when the agent or landlord was told (toldOn).`);
  }
  if (toldOn < CHECKLIST_LIMITS.toldOnEarliest || toldOn > latest) {
    throw invalid(
      `Item '${item}': the day the agent or landlord was told must be from ` +
        `${CHECKLIST_LIMITS.toldOnEarliest} up to today.`,
    );
  }
  if (!body.fixed) {
    if (body.fixedOn !== undefined) throw invalid(`Item '${item}': fixedOn goes only with fixed.`);
    const today = now.toISOString().slice(0, 10);
    await updateRepair(db, commentId, item, {
      told_on: toldOn,
      fixed_after_days: null,
      not_fixed_on: today < toldOn ? toldOn : today,
    });
  } else {
    if (body.fixedOn === undefined) {
      throw invalid(`Item '${item}': say on which day it was fixed (fixedOn).`);
    }
    if (body.fixedOn > latest) throw invalid(`Item '${item}': ${body.fixedOn} is still to come.`);
    const days = daysBetween(toldOn, body.fixedOn);
    if (days < 0) {
      throw invalid(
        `Item '${item}': it was fixed on ${body.fixedOn}, before the agent or landlord was ` +
          `told on ${toldOn}.`,
      );
    }
    if (days > CHECKLIST_LIMITS.fixedAfterDaysMax) {
      throw invalid(
        `Item '${item}': a repair ${days} days after telling them is more than ` +
          `${CHECKLIST_LIMITS.fixedAfterDaysMax} days.`,
      );
    }
    await updateRepair(db, commentId, item, {
      told_on: toldOn,
      fixed_after_days: days,
      not_fixed_on: null,
    });
  }
  return (await ownChecklistsOf(db, [commentId])).get(commentId)!;
}
