import { Type } from 'typebox';
import { BUDGET_RANGE_VALUES, ROOM_TYPE_VALUES } from './values/preferences';

// The TypeBox schemas of this part of the contract, for the API and its OpenAPI document; its
// constants and rules, which the browser runs too, are values/preferences.ts.
export * from './values/preferences';

export const BudgetRangeSchema = Type.Enum(BUDGET_RANGE_VALUES, {
  description: 'Monthly rent budget in AUD: ' + BUDGET_RANGE_VALUES.join(', '),
});

export const RoomTypeSchema = Type.Enum(ROOM_TYPE_VALUES, {
  description: 'The kind of room wanted',
});
