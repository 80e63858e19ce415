/**
 * The condition checklist as the Add Comment form holds it, and as POST /api/marker takes it.
 * Every answer is optional: what is left blank is not sent, and a checklist with nothing in
 * it is not sent at all.
 */
import type { ChecklistPayload, ConditionAnswerValue, ConditionList, NearbyBuilding } from 'shared';

/** One item's answer as typed: '' for a choice not made or a field left blank. */
export interface ItemAnswer {
  answer: ConditionAnswerValue | '';
  toldOn: string;
  fixedAfterDays: string;
  /** One of the comment's photo names. */
  photo: string;
}

export type MeasurementName = ConditionList['measurements'][number]['name'];

export interface ChecklistValues {
  /** By item id; an item not answered has none. */
  answers: Readonly<Record<string, ItemAnswer>>;
  measurements: Readonly<Partial<Record<MeasurementName, string>>>;
}

export const BLANK_CHECKLIST: ChecklistValues = { answers: {}, measurements: {} };

export const BLANK_ANSWER: ItemAnswer = { answer: '', toldOn: '', fixedAfterDays: '', photo: '' };

/** Where the checklist's list is looked up: a state as the address names it, and a postcode. */
export interface ChecklistPlace {
  state: string;
  postcode: string;
}

/**
 * The place whose list the checklist is answered against, as the API picks it: the chosen
 * building's state and postcode, else the region and postcode the comment is sent with (the
 * API takes the state from the postcode when the region is a district).
 */
export function checklistPlace(
  sent: ChecklistPlace,
  buildingId: string | null,
  buildings: readonly Pick<NearbyBuilding, 'id' | 'state' | 'postcode'>[],
): ChecklistPlace {
  const building = buildings.find((each) => each.id === buildingId);
  return building ? { state: building.state, postcode: building.postcode } : sent;
}

/** Today where the author is, as YYYY-MM-DD: the latest day they can have told anyone. */
export function localToday(now: Date): string {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()))
    .toISOString()
    .slice(0, 10);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The most days a repair can have taken after the day told: up to today (the API refuses a
 * repair still to come).
 */
export function fixedAfterDaysMax(toldOn: string, today: string): number {
  return Math.max(0, Math.round((Date.parse(today) - Date.parse(toldOn)) / DAY_MS));
}

/** Whether anything was answered or measured (then Escape asks before dropping it). */
export function checklistChanged(values: ChecklistValues): boolean {
  return (
    Object.values(values.answers).some((answer) => answer.answer !== '') ||
    Object.values(values.measurements).some((typed) => typed.trim() !== '')
  );
}

/**
 * One answer as the API takes it. The day told, the days to fix and the photo go only with
 * "not met" (the API refuses them with anything else); kept in the form all the same, so
 * changing one's mind and back loses nothing.
 */
function answerPayload(
  item: string,
  { answer, toldOn, fixedAfterDays, photo }: ItemAnswer & { answer: ConditionAnswerValue },
  photoNames: readonly string[],
): ChecklistPayload['answers'][number] {
  if (answer !== 'not-met') return { item, answer };
  const days = fixedAfterDays.trim();
  return {
    item,
    answer,
    ...(photo !== '' && photoNames.includes(photo) && { photo }),
    ...(toldOn !== '' && { toldOn }),
    ...(toldOn !== '' && days !== '' && { fixedAfterDays: Number(days) }),
  };
}

/**
 * The checklist to send with the comment, or null when nothing in it was answered. Only the
 * items of `list`, the one shown: answers given to another state's list (before another
 * building was chosen) are not sent.
 */
export function checklistPayload(
  values: ChecklistValues,
  list: ConditionList | undefined,
  photoNames: readonly string[],
): ChecklistPayload | null {
  if (!list) return null;
  const answers = list.items.flatMap((item) => {
    const given = values.answers[item.id];
    return given && given.answer !== ''
      ? [answerPayload(item.id, { ...given, answer: given.answer }, photoNames)]
      : [];
  });
  const measured = list.measurements.flatMap(({ name }) => {
    const typed = values.measurements[name]?.trim() ?? '';
    return typed === '' ? [] : [[name, Number(typed)] as const];
  });
  if (answers.length === 0 && measured.length === 0) return null;
  return { answers, ...Object.fromEntries(measured) };
}
