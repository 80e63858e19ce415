/**
 * What a user chooses on /profile (and /settings): the values the API stores and speaks,
 * each with its screen label (word for word). Defined once here; the API's
 * schemas, the columns of 20261126090000_add_user_preferences and the selects read them.
 */
import type { Choice } from './choices';

/** The /profile budget range select. */
export const BUDGET_RANGE_OPTIONS = [
  { value: '500-1000', label: '$500-$1000' },
  { value: '1000-1500', label: '$1000-$1500' },
  { value: '1500-2000', label: '$1500-$2000' },
  { value: '2000+', label: '$2000+' },
] as const satisfies readonly Choice[];

export type BudgetRange = (typeof BUDGET_RANGE_OPTIONS)[number]['value'];

/** The /profile room type select. */
export const ROOM_TYPE_OPTIONS = [
  { value: 'private-room', label: 'Private Room' },
  { value: 'shared-room', label: 'Shared Room' },
  { value: 'studio', label: 'Studio' },
  { value: '1-bedroom', label: '1 Bedroom' },
] as const satisfies readonly Choice[];

export type RoomType = (typeof ROOM_TYPE_OPTIONS)[number]['value'];

export const BUDGET_RANGE_VALUES = BUDGET_RANGE_OPTIONS.map((choice) => choice.value);

export const ROOM_TYPE_VALUES = ROOM_TYPE_OPTIONS.map((choice) => choice.value);

/** Whether a stored value is one of the choices (rows written before a value was retired). */
export function isOption<V extends string>(
  choices: readonly Choice<V>[],
  value: unknown,
): value is V {
  return choices.some((choice) => choice.value === value);
}
